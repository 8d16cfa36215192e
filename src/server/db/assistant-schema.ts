/** Tables of the assistant: its conversation, calculator and troubleshooter logs, and rate limits. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One question and its answer: the floating assistant's chat, the help widget's AI box, the chat estimates. */
export const conversationLogs = pgTable(
  'conversation_logs',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    ipAddress: text('ip_address').notNull().default('unknown'),
    userAgent: text('user_agent').notNull().default('unknown'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedByAdmin: boolean('edited_by_admin').notNull().default(false),
    includedInFallback: boolean('included_in_fallback').notNull().default(false),
    category: text('category').notNull().default('general'),
    similarityScore: numeric('similarity_score', { mode: 'number' }).notNull().default(0),
    /** chat, ask (help widget) or estimate. */
    source: text('source').notNull().default('chat'),
    /** The guard rule an AI reply broke (docs/assistant-guard.md), when the offline answer replaced it. */
    guardRule: text('guard_rule'),
    /** Where a chat or help-box answer came from (Answer['source']); "unknown" when nobody could answer. */
    answerSource: text('answer_source'),
    /** A curated entry's price range (all three or none): the estimate for questions that match it. */
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    priceService: text('price_service'),
  },
  (table) => [
    index('conversation_logs_created_at_idx').on(table.createdAt.desc()),
    index('conversation_logs_fallback_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.includedInFallback}`),
    index('conversation_logs_search_idx').using('gin', sql`to_tsvector('english', ${table.question} || ' ' || ${table.answer})`),
    index('conversation_logs_category_idx').on(table.category),
  ],
);

/** One estimate: the wizard's or a chat message's. */
export const calculatorLogs = pgTable(
  'calculator_logs',
  {
    id: serial('id').primaryKey(),
    serviceType: text('service_type').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    estimateMin: integer('estimate_min').notNull(),
    estimateMax: integer('estimate_max').notNull(),
    breakdownLabor: integer('breakdown_labor'),
    breakdownMaterials: integer('breakdown_materials'),
    breakdownPermits: integer('breakdown_permits'),
    breakdownOther: integer('breakdown_other'),
    ipAddress: text('ip_address').notNull().default('unknown'),
    userAgent: text('user_agent').notNull().default('unknown'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('calculator_logs_created_at_idx').on(table.createdAt.desc()), index('calculator_logs_service_type_idx').on(table.serviceType)],
);

/** One walk through the troubleshooter tree. */
export const troubleshooterLogs = pgTable(
  'troubleshooter_logs',
  {
    id: serial('id').primaryKey(),
    startNodeId: text('start_node_id').notNull(),
    endNodeId: text('end_node_id').notNull(),
    pathTaken: jsonb('path_taken').$type<string[]>().notNull(),
    issueType: text('issue_type').notNull(),
    recommendation: text('recommendation'),
    severity: text('severity', { enum: ['low', 'medium', 'high'] }),
    completedPath: boolean('completed_path').notNull().default(true),
    ipAddress: text('ip_address').notNull().default('unknown'),
    userAgent: text('user_agent').notNull().default('unknown'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('troubleshooter_logs_created_at_idx').on(table.createdAt.desc()), index('troubleshooter_logs_issue_type_idx').on(table.issueType)],
);

/** Fixed-window request counters shared by all function instances (src/server/rate-limit.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [index('rate_limits_window_start_idx').on(table.windowStart)],
);
