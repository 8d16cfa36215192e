/**
 * The assistant's request payloads (spec: assistant-and-admin, sections 3, 5 and 7), validated
 * with zod by the functions and usable by the chat islands.
 */
import { z } from 'zod';
import { visitorText as cleanText } from '../text.ts';
import { BUILDING_TYPES } from './prices.ts';

import { ESTIMATE_HISTORY_MESSAGES, MAX_HISTORY_MESSAGES, MAX_INPUT_LENGTH } from './limits.ts';

export const TOO_LONG_MESSAGE = 'Your message is too long. Please keep it under 2,000 characters.';

/** A required question or message: the shared text rule (normalized, no control characters), 1 to 2,000 characters. */
const visitorText = (requiredMessage: string, label = 'Your message') =>
  cleanText({ label, min: 1, max: MAX_INPUT_LENGTH, tooShort: requiredMessage, tooLong: TOO_LONG_MESSAGE, multiline: true });
/** An optional text under the same rule. */
const optionalText = (label: string, max = MAX_INPUT_LENGTH, tooLong = TOO_LONG_MESSAGE) => cleanText({ label, max, tooLong, multiline: true });
/** A short single-line identifier (node ids, issue types) under the same rule. */
const identifier = (label: string, requiredMessage: string, max: number) => cleanText({ label, min: 1, max, tooShort: requiredMessage });

const historyMessage = z.object({
  role: z.enum(['user', 'assistant', 'system']),
  content: z.string().max(20_000),
});

/** Conversation history: system messages dropped (they are hidden notes), each message cut to 2,000 characters, newest kept. */
const history = (keep: number) =>
  z
    .array(historyMessage)
    .max(500)
    .optional()
    .transform((messages = []) =>
      messages
        .filter((message): message is { role: 'user' | 'assistant'; content: string } => message.role !== 'system')
        .map((message) => ({ role: message.role, content: message.content.slice(0, MAX_INPUT_LENGTH) }))
        .slice(-keep),
    );

/** POST /api/ask: the help widget's question. */
export const askPayload = z.object({
  question: visitorText('Please enter a question to ask our AI assistant.', 'Your question'),
});

/** The wizard's estimate request form, with the spec's defaults. */
export const estimateRequestSchema = z.object({
  serviceType: z.string({ error: 'Service type is required' }).trim().min(1, 'Service type is required').max(40),
  buildingType: z.enum(BUILDING_TYPES).default('residential'),
  quantity: z.coerce.number().int().min(1).max(1000).default(1),
  details: z.optional(optionalText('Details')).default(''),
  homeAge: z.string().max(20).optional().default('unknown'),
  roomCount: z.coerce.number().int().min(1).max(1000).default(1),
  existingWiring: z.string().max(20).optional().default('unknown'),
  panelAge: z.string().max(20).optional().default('unknown'),
  complications: z.optional(optionalText('Complications')).default(''),
});
export type EstimateRequestPayload = z.infer<typeof estimateRequestSchema>;

/**
 * The answer of POST /api/estimate (the spec's direct estimate response), and of the estimate the
 * chat's estimator reads: one shape for the function, the wizard and the chat. `estimate` is null
 * when there is nothing to price, or when the request described an emergency (`source`
 * 'emergency': the explanation is then the safety reply and `actions` holds the call link).
 */
export const estimateAnswerSchema = z.object({
  estimate: z
    .object({
      min: z.number(),
      max: z.number(),
      average: z.number(),
      breakdown: z.object({ labor: z.number(), materials: z.number(), permits: z.number().optional(), other: z.number().optional() }),
    })
    .nullable(),
  serviceType: z.string(),
  explanation: z.string(),
  serviceDetails: z.string(),
  timeEstimate: z.string().optional(),
  source: z.enum(['ai', 'fallback', 'none', 'emergency', 'curated']).optional(),
  providerError: z.enum(['timeout', 'rate-limit', 'http', 'empty', 'network']).optional(),
  intent: z.literal('emergency').optional(),
  /** The emergency's kind (emergency.ts), when the request described one. */
  emergency: z.string().optional(),
  actions: z.array(z.looseObject({ type: z.string(), label: z.string() })).optional(),
});
export type EstimateAnswer = z.infer<typeof estimateAnswerSchema>;

/** POST /api/ai-chat: the chat payload, or the estimator's with serviceCalculator true. */
export const aiChatPayload = z.object({
  query: visitorText('Please type a question.'),
  conversationHistory: history(MAX_HISTORY_MESSAGES),
  contextSource: z.enum(['chat', 'estimate']).optional(),
  /** What the conversation memory knows (location, service, issue...): given to the AI only. */
  contextSummary: z.optional(optionalText('Context summary')),
  serviceCalculator: z.boolean().optional().default(false),
  /** The estimator may send its form too; the fallback rules then use it instead of reading the prompt. */
  request: estimateRequestSchema.optional(),
});

/**
 * POST /api/estimate: a chat message (with the most confident service value, else 'unknown', and
 * the last messages), or the wizard's composed prompt with its form as `request`.
 */
export const estimatePayload = z
  .object({
    message: z.optional(optionalText('Your message')),
    serviceType: z.string().trim().max(40).optional(),
    conversationHistory: history(ESTIMATE_HISTORY_MESSAGES),
    request: estimateRequestSchema.optional(),
  })
  .refine((payload) => Boolean(payload.message) || Boolean(payload.request), {
    message: 'Describe the project (message) or send the estimate form (request).',
    path: ['message'],
  });

/** POST /api/log-troubleshooter, with the spec's messages. */
export const troubleshooterLogPayload = z.object({
  startNodeId: identifier('Start node ID', 'Start node ID is required', 100),
  endNodeId: identifier('End node ID', 'End node ID is required', 100),
  pathTaken: z
    .array(identifier('Each step of the path', 'Path taken is required', 100), { error: 'Path taken is required' })
    .min(1, 'Path taken is required')
    .max(100),
  issueType: identifier('Issue type', 'Issue type is required', 200),
  recommendation: z.nullish(optionalText('Recommendation')),
  severity: z.enum(['low', 'medium', 'high']).nullish(),
  completedPath: z.boolean().optional().default(true),
});

/** The first message of a zod error and the list of field errors, for a 400 answer. */
export function describeIssues(error: z.ZodError): { message: string; errors: { path: string; message: string }[] } {
  const errors = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return { message: errors[0]?.message ?? 'Invalid request.', errors };
}
