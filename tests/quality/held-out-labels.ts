/**
 * The label helpers the held-out sets share (tests/quality/visitor-questions.fresh-8.ts and later):
 * an emergency after the shared safety rules, a town outside the area, a town of our counties the
 * site never names, a message out of scope, and the next steps and price facts most sets name the
 * same way. Written once by the eighth set's writer; later writers copied them, and each set now
 * imports them from here where its copy was the same.
 */
import {
  CALL_911,
  DONT_KNOW,
  EMERGENCY_RULES,
  ESTIMATOR_MISFIRE,
  IN_AREA_CLAIM,
  NO_INFO,
  NO_PRICE,
  PHONE,
  STARTS_WITH_YES,
  type EmergencyKind,
  type Fact,
  type NextStep,
  type VisitorQuestion,
} from './visitor-questions.ts';

/** Next steps for a service question: an estimate or a way to reach us. */
export const SERVICE_NEXT: readonly NextStep[] = ['estimate', 'call', 'contact'];
/** Next steps for a problem at home: the troubleshooter or a way to reach us. */
export const PROBLEM_NEXT: readonly NextStep[] = ['troubleshooter', 'call', 'contact'];
/** Next steps for a question about the business: a way to reach us, or an estimate. */
export const REACH_US: readonly NextStep[] = ['call', 'contact', 'estimate'];
/** Next steps where the answer is "ask us": a way to reach us. */
export const ASK_US: readonly NextStep[] = ['call', 'contact'];
/** Not a price question: neither the misfire, nor "no information", nor a dollar amount. */
export const NO_PRICE_TALK: Fact[] = [NO_INFO, ESTIMATOR_MISFIRE, NO_PRICE];

/** Wrong wherever the site does say: the old "no information" text and the estimator's misfire. */
export const SITE_SAYS: Fact[] = [NO_INFO, ESTIMATOR_MISFIRE];

/** An honest "the site does not list that town": not a yes. */
export const NOT_LISTED: Fact = [
  'not sure',
  "isn't one of the towns",
  'is not one of the towns',
  'not one of the towns',
  "isn't on our list",
  'not on our list',
  "isn't listed",
  'not listed',
  "don't list",
  'do not list',
  "can't confirm",
  'cannot confirm',
  'call to confirm',
  'call us to confirm',
  'check with us',
  'whether we can',
  "don't know",
];

/** Out of scope: says it is not something the site can answer, and says what it can help with. */
export const ELECTRICAL: Fact = ['electrical', 'electrician', 'electric'];

/** The labels of an emergency, after the shared rules: 911 first where life is at risk, the first step, the 24/7 number, nothing unsafe, no price. */
export function emergency(kind: EmergencyKind): Pick<VisitorQuestion, 'intent' | 'emergency' | 'must' | 'mustNot' | 'next'> {
  const rules = EMERGENCY_RULES[kind];
  return {
    intent: 'emergency',
    emergency: kind,
    must: [...(rules.lifeRisk ? [CALL_911] : []), ...rules.first, PHONE],
    mustNot: [NO_PRICE, ...rules.unsafe],
    next: 'call',
  };
}

/** An out-of-area town: no "yes", no "in our service area". */
export function outOfArea(must: Fact[]): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'out-of-area', must, mustNot: [STARTS_WITH_YES, IN_AREA_CLAIM, ESTIMATOR_MISFIRE], next: ['call', 'contact'] };
}

/** A town inside the counties that the site never names: not sure, call us. */
export function unlistedTown(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot' | 'next'> {
  return { intent: 'business-fact', must: [NOT_LISTED, PHONE], mustNot: [STARTS_WITH_YES, IN_AREA_CLAIM, ...SITE_SAYS], next: ['call', 'contact'] };
}

/** Out of scope: an honest "not something we do or know", with what we can help with instead. */
export function outOfScope(): Pick<VisitorQuestion, 'intent' | 'must' | 'mustNot'> {
  return { intent: 'out-of-scope', must: [DONT_KNOW, ELECTRICAL], mustNot: [ESTIMATOR_MISFIRE, NO_PRICE, STARTS_WITH_YES] };
}
