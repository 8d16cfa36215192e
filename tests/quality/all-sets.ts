/**
 * Every labelled question set, by name, for the checks that look across sets (a new set must repeat
 * no question of another). The quality runner keeps its own order of tuning and checking sets
 * (tests/integration/assistant-quality.test.ts); add a new set to both.
 */
import { QUALITY_CASES } from './assistant-questions.ts';
import { CHECKING_QUESTIONS } from './visitor-questions.checking.ts';
import { EMERGENCY_QUESTIONS, NEAR_MISSES } from './visitor-questions.emergencies.ts';
import { FRESH_10_QUESTIONS } from './visitor-questions.fresh-10.ts';
import { FRESH_11_QUESTIONS } from './visitor-questions.fresh-11.ts';
import { FRESH_12_QUESTIONS } from './visitor-questions.fresh-12.ts';
import { FRESH_13_QUESTIONS } from './visitor-questions.fresh-13.ts';
import { FRESH_14_QUESTIONS } from './visitor-questions.fresh-14.ts';
import { FRESH_15_QUESTIONS } from './visitor-questions.fresh-15.ts';
import { FRESH_16_QUESTIONS } from './visitor-questions.fresh-16.ts';
import { FRESH_17_QUESTIONS } from './visitor-questions.fresh-17.ts';
import { FRESH_18_QUESTIONS } from './visitor-questions.fresh-18.ts';
import { FRESH_19_QUESTIONS } from './visitor-questions.fresh-19.ts';
import { FRESH_20_QUESTIONS } from './visitor-questions.fresh-20.ts';
import { FRESH_21_QUESTIONS } from './visitor-questions.fresh-21.ts';
import { FRESH_22_QUESTIONS } from './visitor-questions.fresh-22.ts';
import { FRESH_23_QUESTIONS } from './visitor-questions.fresh-23.ts';
import { FRESH_24_QUESTIONS } from './visitor-questions.fresh-24.ts';
import { FRESH_25_QUESTIONS } from './visitor-questions.fresh-25.ts';
import { FRESH_26_QUESTIONS } from './visitor-questions.fresh-26.ts';
import { FRESH_27_QUESTIONS } from './visitor-questions.fresh-27.ts';
import { FRESH_28_QUESTIONS } from './visitor-questions.fresh-28.ts';
import { FRESH_29_QUESTIONS } from './visitor-questions.fresh-29.ts';
import { FRESH_2_QUESTIONS } from './visitor-questions.fresh-2.ts';
import { FRESH_30_QUESTIONS } from './visitor-questions.fresh-30.ts';
import { FRESH_31_QUESTIONS } from './visitor-questions.fresh-31.ts';
import { FRESH_32_QUESTIONS } from './visitor-questions.fresh-32.ts';
import { FRESH_33_QUESTIONS } from './visitor-questions.fresh-33.ts';
import { FRESH_34_QUESTIONS } from './visitor-questions.fresh-34.ts';
import { FRESH_35_QUESTIONS } from './visitor-questions.fresh-35.ts';
import { FRESH_36_QUESTIONS } from './visitor-questions.fresh-36.ts';
import { FRESH_37_QUESTIONS } from './visitor-questions.fresh-37.ts';
import { FRESH_38_QUESTIONS } from './visitor-questions.fresh-38.ts';
import { FRESH_39_QUESTIONS } from './visitor-questions.fresh-39.ts';
import { FRESH_3_QUESTIONS } from './visitor-questions.fresh-3.ts';
import { FRESH_40_QUESTIONS } from './visitor-questions.fresh-40.ts';
import { FRESH_41_QUESTIONS } from './visitor-questions.fresh-41.ts';
import { FRESH_42_QUESTIONS } from './visitor-questions.fresh-42.ts';
import { FRESH_44_QUESTIONS } from './visitor-questions.fresh-44.ts';
import { FRESH_45_QUESTIONS } from './visitor-questions.fresh-45.ts';
import { FRESH_46_QUESTIONS } from './visitor-questions.fresh-46.ts';
import { FRESH_50_QUESTIONS } from './visitor-questions.fresh-50.ts';
import { FRESH_51_QUESTIONS } from './visitor-questions.fresh-51.ts';
import { FRESH_52_QUESTIONS } from './visitor-questions.fresh-52.ts';
import { FRESH_53_QUESTIONS } from './visitor-questions.fresh-53.ts';
import { FRESH_54_QUESTIONS } from './visitor-questions.fresh-54.ts';
import { FRESH_43_QUESTIONS } from './visitor-questions.fresh-43.ts';
import { FRESH_47_QUESTIONS } from './visitor-questions.fresh-47.ts';
import { FRESH_48_QUESTIONS } from './visitor-questions.fresh-48.ts';
import { FRESH_49_QUESTIONS } from './visitor-questions.fresh-49.ts';
import { FRESH_4_QUESTIONS } from './visitor-questions.fresh-4.ts';
import { FRESH_5_QUESTIONS } from './visitor-questions.fresh-5.ts';
import { FRESH_6_QUESTIONS } from './visitor-questions.fresh-6.ts';
import { FRESH_7_QUESTIONS } from './visitor-questions.fresh-7.ts';
import { FRESH_8_QUESTIONS } from './visitor-questions.fresh-8.ts';
import { FRESH_9_QUESTIONS } from './visitor-questions.fresh-9.ts';
import { FRESH_QUESTIONS } from './visitor-questions.fresh.ts';
import { tuningQuestions2 } from './visitor-questions.tuning-2.ts';
import { tuningQuestions3 } from './visitor-questions.tuning-3.ts';
import { tuningQuestions4 } from './visitor-questions.tuning-4.ts';
import { tuningQuestions5 } from './visitor-questions.tuning-5.ts';
import { tuningQuestions6 } from './visitor-questions.tuning-6.ts';
import { TUNING_QUESTIONS } from './visitor-questions.tuning.ts';

/**
 * The question texts of every set, in the order the sets were written: a set must repeat no question
 * of the sets before it (a later set may repeat a short message such as "hours" by chance).
 */
const QUESTION_TEXTS_BY_SET: Readonly<Record<string, readonly string[]>> = {
  'quality-cases': QUALITY_CASES.map((question) => question.question),
  tuning: TUNING_QUESTIONS.map((question) => question.question),
  'first-checking': CHECKING_QUESTIONS.map((question) => question.question),
  'tuning-2': tuningQuestions2.map((question) => question.question),
  'tuning-3': tuningQuestions3.map((question) => question.question),
  fresh: FRESH_QUESTIONS.map((question) => question.question),
  'fresh-2': FRESH_2_QUESTIONS.map((question) => question.question),
  'fresh-3': FRESH_3_QUESTIONS.map((question) => question.question),
  'tuning-4': tuningQuestions4.map((question) => question.question),
  'tuning-5': tuningQuestions5.map((question) => question.question),
  emergencies: EMERGENCY_QUESTIONS.map((question) => question.question),
  'near-misses': NEAR_MISSES.map((question) => question.question),
  'fresh-4': FRESH_4_QUESTIONS.map((question) => question.question),
  'fresh-5': FRESH_5_QUESTIONS.map((question) => question.question),
  'fresh-6': FRESH_6_QUESTIONS.map((question) => question.question),
  'fresh-7': FRESH_7_QUESTIONS.map((question) => question.question),
  'tuning-6': tuningQuestions6.map((question) => question.question),
  'fresh-8': FRESH_8_QUESTIONS.map((question) => question.question),
  'fresh-9': FRESH_9_QUESTIONS.map((question) => question.question),
  'fresh-10': FRESH_10_QUESTIONS.map((question) => question.question),
  'fresh-11': FRESH_11_QUESTIONS.map((question) => question.question),
  'fresh-12': FRESH_12_QUESTIONS.map((question) => question.question),
  'fresh-13': FRESH_13_QUESTIONS.map((question) => question.question),
  'fresh-14': FRESH_14_QUESTIONS.map((question) => question.question),
  'fresh-15': FRESH_15_QUESTIONS.map((question) => question.question),
  'fresh-16': FRESH_16_QUESTIONS.map((question) => question.question),
  'fresh-17': FRESH_17_QUESTIONS.map((question) => question.question),
  'fresh-18': FRESH_18_QUESTIONS.map((question) => question.question),
  'fresh-19': FRESH_19_QUESTIONS.map((question) => question.question),
  'fresh-20': FRESH_20_QUESTIONS.map((question) => question.question),
  'fresh-21': FRESH_21_QUESTIONS.map((question) => question.question),
  'fresh-22': FRESH_22_QUESTIONS.map((question) => question.question),
  'fresh-23': FRESH_23_QUESTIONS.map((question) => question.question),
  'fresh-24': FRESH_24_QUESTIONS.map((question) => question.question),
  'fresh-25': FRESH_25_QUESTIONS.map((question) => question.question),
  'fresh-26': FRESH_26_QUESTIONS.map((question) => question.question),
  'fresh-27': FRESH_27_QUESTIONS.map((question) => question.question),
  'fresh-28': FRESH_28_QUESTIONS.map((question) => question.question),
  'fresh-29': FRESH_29_QUESTIONS.map((question) => question.question),
  'fresh-30': FRESH_30_QUESTIONS.map((question) => question.question),
  'fresh-31': FRESH_31_QUESTIONS.map((question) => question.question),
  'fresh-32': FRESH_32_QUESTIONS.map((question) => question.question),
  'fresh-33': FRESH_33_QUESTIONS.map((question) => question.question),
  'fresh-34': FRESH_34_QUESTIONS.map((question) => question.question),
  'fresh-35': FRESH_35_QUESTIONS.map((question) => question.question),
  'fresh-36': FRESH_36_QUESTIONS.map((question) => question.question),
  'fresh-37': FRESH_37_QUESTIONS.map((question) => question.question),
  'fresh-38': FRESH_38_QUESTIONS.map((question) => question.question),
  'fresh-39': FRESH_39_QUESTIONS.map((question) => question.question),
  'fresh-40': FRESH_40_QUESTIONS.map((question) => question.question),
  'fresh-41': FRESH_41_QUESTIONS.map((question) => question.question),
  'fresh-42': FRESH_42_QUESTIONS.map((question) => question.question),
  'fresh-44': FRESH_44_QUESTIONS.map((question) => question.question),
  'fresh-45': FRESH_45_QUESTIONS.map((question) => question.question),
  'fresh-46': FRESH_46_QUESTIONS.map((question) => question.question),
  'fresh-43': FRESH_43_QUESTIONS.map((question) => question.question),
  'fresh-47': FRESH_47_QUESTIONS.map((question) => question.question),
  'fresh-48': FRESH_48_QUESTIONS.map((question) => question.question),
  'fresh-49': FRESH_49_QUESTIONS.map((question) => question.question),
  'fresh-50': FRESH_50_QUESTIONS.map((question) => question.question),
  'fresh-51': FRESH_51_QUESTIONS.map((question) => question.question),
  'fresh-52': FRESH_52_QUESTIONS.map((question) => question.question),
  'fresh-53': FRESH_53_QUESTIONS.map((question) => question.question),
  'fresh-54': FRESH_54_QUESTIONS.map((question) => question.question),
};

/** The question texts of the sets written before the named one. */
export function questionTextsBefore(name: string): string[] {
  const names = Object.keys(QUESTION_TEXTS_BY_SET);
  if (!names.includes(name)) throw new Error(`no question set named ${name}`);
  return names.slice(0, names.indexOf(name)).flatMap((earlier) => QUESTION_TEXTS_BY_SET[earlier]);
}
