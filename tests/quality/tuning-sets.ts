/**
 * The labelled question sets opened to tune on, by name, in the order the quality runner asks and
 * reports them (tests/integration/assistant-quality.test.ts), and what a visitor reads of an
 * estimate helper's answer. The unit project's check of every tuned question
 * (tests/unit/assistant/tuned-questions.test.ts) asks the same sets. A writer's set moves here
 * when it is opened; the closed sets stay in the quality runner alone.
 */
import { formatUsd } from '../../src/domain/assistant/prices.ts';
import { ESTIMATE_NOTE, estimateReplyContent } from '../../src/islands/assistant/conversation.ts';
import { CHECKING_QUESTIONS as FIRST_CHECKING_QUESTIONS } from './visitor-questions.checking.ts';
import { FRESH_QUESTIONS } from './visitor-questions.fresh.ts';
import { FRESH_2_QUESTIONS } from './visitor-questions.fresh-2.ts';
import { FRESH_3_QUESTIONS } from './visitor-questions.fresh-3.ts';
import { FRESH_4_QUESTIONS } from './visitor-questions.fresh-4.ts';
import { FRESH_5_QUESTIONS } from './visitor-questions.fresh-5.ts';
import { FRESH_6_QUESTIONS } from './visitor-questions.fresh-6.ts';
import { FRESH_7_QUESTIONS } from './visitor-questions.fresh-7.ts';
import { FRESH_8_QUESTIONS } from './visitor-questions.fresh-8.ts';
import { FRESH_9_QUESTIONS } from './visitor-questions.fresh-9.ts';
import { FRESH_11_QUESTIONS } from './visitor-questions.fresh-11.ts';
import { FRESH_13_QUESTIONS } from './visitor-questions.fresh-13.ts';
import { FRESH_15_QUESTIONS } from './visitor-questions.fresh-15.ts';
import { FRESH_17_QUESTIONS } from './visitor-questions.fresh-17.ts';
import { FRESH_19_QUESTIONS } from './visitor-questions.fresh-19.ts';
import { FRESH_24_QUESTIONS } from './visitor-questions.fresh-24.ts';
import { FRESH_25_QUESTIONS } from './visitor-questions.fresh-25.ts';
import { FRESH_27_QUESTIONS } from './visitor-questions.fresh-27.ts';
import { FRESH_29_QUESTIONS } from './visitor-questions.fresh-29.ts';
import { FRESH_31_QUESTIONS } from './visitor-questions.fresh-31.ts';
import { FRESH_33_QUESTIONS } from './visitor-questions.fresh-33.ts';
import { FRESH_36_QUESTIONS } from './visitor-questions.fresh-36.ts';
import { FRESH_37_QUESTIONS } from './visitor-questions.fresh-37.ts';
import { FRESH_44_QUESTIONS } from './visitor-questions.fresh-44.ts';
import { FRESH_46_QUESTIONS } from './visitor-questions.fresh-46.ts';
import { FRESH_47_QUESTIONS } from './visitor-questions.fresh-47.ts';
import { FRESH_50_QUESTIONS } from './visitor-questions.fresh-50.ts';
import { EMERGENCY_QUESTIONS, NEAR_MISSES } from './visitor-questions.emergencies.ts';
import { TUNING_QUESTIONS } from './visitor-questions.tuning.ts';
import { tuningQuestions2 } from './visitor-questions.tuning-2.ts';
import { tuningQuestions3 } from './visitor-questions.tuning-3.ts';
import { tuningQuestions4 } from './visitor-questions.tuning-4.ts';
import { tuningQuestions5 } from './visitor-questions.tuning-5.ts';
import { tuningQuestions6 } from './visitor-questions.tuning-6.ts';
import type { ChatReply, VisitorQuestion } from './visitor-questions.ts';

/** The sets tuned on, in the order they are asked and reported. */
export const TUNING_SETS = {
  tuning: TUNING_QUESTIONS,
  'tuning-2': tuningQuestions2,
  'tuning-3': tuningQuestions3,
  'tuning-4': tuningQuestions4,
  'tuning-5': tuningQuestions5,
  'tuning-fresh': FRESH_QUESTIONS,
  'tuning-fresh-2': FRESH_2_QUESTIONS,
  'tuning-fresh-3': FRESH_3_QUESTIONS,
  'tuning-fresh-4': FRESH_4_QUESTIONS,
  'tuning-fresh-6': FRESH_6_QUESTIONS,
  'tuning-fresh-5': FRESH_5_QUESTIONS,
  'tuning-fresh-7': FRESH_7_QUESTIONS,
  emergencies: [...EMERGENCY_QUESTIONS, ...NEAR_MISSES],
  'first-checking': FIRST_CHECKING_QUESTIONS,
  'tuning-6': tuningQuestions6,
  'tuning-fresh-8': FRESH_8_QUESTIONS,
  'tuning-fresh-9': FRESH_9_QUESTIONS,
  'tuning-fresh-11': FRESH_11_QUESTIONS,
  'tuning-fresh-13': FRESH_13_QUESTIONS,
  'tuning-fresh-15': FRESH_15_QUESTIONS,
  'tuning-fresh-17': FRESH_17_QUESTIONS,
  'tuning-fresh-19': FRESH_19_QUESTIONS,
  'tuning-fresh-24': FRESH_24_QUESTIONS,
  'tuning-fresh-25': FRESH_25_QUESTIONS,
  'tuning-fresh-27': FRESH_27_QUESTIONS,
  'tuning-fresh-29': FRESH_29_QUESTIONS,
  'tuning-fresh-31': FRESH_31_QUESTIONS,
  'tuning-fresh-33': FRESH_33_QUESTIONS,
  'tuning-fresh-36': FRESH_36_QUESTIONS,
  'tuning-fresh-37': FRESH_37_QUESTIONS,
  'tuning-fresh-44': FRESH_44_QUESTIONS,
  'tuning-fresh-46': FRESH_46_QUESTIONS,
  'tuning-fresh-47': FRESH_47_QUESTIONS,
  'tuning-fresh-50': FRESH_50_QUESTIONS,
} as const satisfies Record<string, readonly VisitorQuestion[]>;

/** What the visitor reads of the estimate helper's answer in the chat: the bubble's text, then the estimate box (ChatTab.tsx). */
export function estimateReply(body: unknown): ChatReply {
  const data = (body && typeof body === 'object' ? body : {}) as {
    explanation?: string;
    serviceDetails?: string;
    estimate?: { min: number; max: number } | null;
    actions?: unknown;
  };
  const box = data.estimate ? `\n\nCost Estimate\n${formatUsd(data.estimate.min)} - ${formatUsd(data.estimate.max)}\n${ESTIMATE_NOTE}` : '';
  return { text: `${estimateReplyContent(data)}${box}`, actions: Array.isArray(data.actions) ? data.actions : [] };
}
