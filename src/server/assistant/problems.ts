/**
 * The troubleshooter offer (spec: assistant-and-admin, section 4); message routing is the intent router's (intent.ts).
 */

import { projectAsked } from '../../domain/assistant/projects.ts';
import { tidyMessage } from '../../domain/assistant/message-text.ts';
import { goesToEstimator, routeMessage } from '../../domain/assistant/intent.ts';
import { POWER_TO_A_PLACE, problemKind } from '../../domain/assistant/problem-kinds.ts';

/**
 * True when the chat widget sends the message to the estimate helper: the intent router's price
 * request for a job of the price table (it replaces the spec's single cost-word rule; see
 * docs/decisions/0005-intent-router.md).
 * @internal Only the tests call it; the chat asks goesToEstimator(routeMessage()) itself.
 */
export function isCostQuestion(message: string): boolean {
  return goesToEstimator(routeMessage(message));
}

export const TROUBLESHOOTER_START_NODES = ['flickering-lights-1', 'breaker-trips-1', 'power-loss-1', 'outlet-issues-1', 'burning-smell-1', 'start'] as const;
export type TroubleshooterStartNode = (typeof TROUBLESHOOTER_START_NODES)[number];

/** Start node by pattern, in the spec's order; anything else starts at 'start'. */
const START_NODE_PATTERNS: [RegExp, TroubleshooterStartNode][] = [
  [/\bflicker\w*|\bdim(s|med|ming)?\b|\bdimming\b/i, 'flickering-lights-1'],
  [/\bbreakers?\b|\btrip(s|ped|ping)?\b/i, 'breaker-trips-1'],
  [
    /\b(power|electricity)\s+(is\s+|went\s+|has\s+gone\s+|keeps\s+going\s+)?(out|off|down|loss|outage|failure|cut)\b|\bno\s+(power|electricity)\b|\blost\s+(power|electricity)\b|\bpower\s*outage\b|\bblackout\b|\boutage\b/i,
    'power-loss-1',
  ],
  [/\boutlets?\b|\bsockets?\b|\breceptacles?\b|\bswitch(es)?\b|\bgfci\b|\bgfi\b/i, 'outlet-issues-1'],
  [/\bburn(ing|t|ed)?\b.*\bsmell\w*|\bsmell\w*\b.*\bburn\w*|\bspark\w*|\bsmok(e|ing|y)\b|\bscorch\w*/i, 'burning-smell-1'],
];

/** Electrical-problem patterns: a last message matching one gets the troubleshooter offer. */
const PROBLEM_PATTERNS: RegExp[] = [
  /\bflicker\w*/i,
  /\bdim(s|med|ming)?\b/i,
  /\bbreakers?\b.*\btrip\w*|\btrip\w*\b.*\bbreakers?\b|\bkeeps?\s+tripping\b/i,
  START_NODE_PATTERNS[2][0],
  /\bburn(ing|t|ed)?\b.*\bsmell\w*|\bsmell\w*\b.*\bburn\w*/i,
  /\bspark\w*/i,
  /\b(got\s+(a\s+)?|getting\s+|an?\s+)?(electric(al)?\s+)?shock(s|ed|ing)?\b|\bzapped\b/i,
  /\bgfci\b|\bgfi\b/i,
  /\b(outlets?|sockets?|receptacles?|switch(es)?|lights?)\b.*\b(not|n't|stopped|won't|doesn't|don't|isn't|aren't|dead|no\s+power)\b.*?(work\w*|on|power)?|\bdead\s+(outlet|socket|switch)\w*/i,
  /\b(blown|blew)\s+(a\s+)?fuses?\b|\bfuses?\s+(keeps?\s+)?(blow\w*|blew)\b/i,
  /\b(buzz\w*|humm\w*)\b.*\b(outlet|panel|switch|breaker)\w*|\b(outlet|panel|switch|breaker)\w*\b.*\b(buzz\w*|humm\w*)/i,
  /\b(hot|warm)\s+(outlet|switch|panel|plug)\w*|\b(outlet|switch|panel|plug)\w*\s+(is\s+|feels\s+|gets\s+)?(hot|warm)\b/i,
  /\bsmok(e|ing)\b.*\b(outlet|panel|switch|wire|wiring)\w*/i,
  /\b(generators?|ceiling\s+fans?|fans?|fixtures?|chandeliers?|hot\s+tubs?|heaters?|well\s+pumps?)\b.*\b(won'?t|wont|doesn'?t|doesnt|not|stopped|quit)\s+(\w+\s+)?(start\w*|work\w*|run\w*|turn\w*\s+on|spin\w*|shut\w*\s+off)\b/i,
];

export interface TroubleshooterOffer {
  showTroubleshooterButton: boolean;
  troubleshooterStartNode: TroubleshooterStartNode | null;
}

export function isElectricalProblem(message: string): boolean {
  // "Finishing the basement, need a few plugs": new work told, nothing wrong.
  if (projectAsked(message)) return false;
  // "Run power out to the barn" asks for work: no power is lost.
  const text = message.replace(POWER_TO_A_PLACE, ' wiring to ');
  return PROBLEM_PATTERNS.some((pattern) => pattern.test(text)) || problemKind(message) !== undefined;
}

export function troubleshooterStartNode(message: string): TroubleshooterStartNode {
  return START_NODE_PATTERNS.find(([pattern]) => pattern.test(message))?.[1] ?? 'start';
}

export function troubleshooterOffer(typed: string): TroubleshooterOffer {
  const message = tidyMessage(typed);
  if (!isElectricalProblem(message)) return { showTroubleshooterButton: false, troubleshooterStartNode: null };
  return { showTroubleshooterButton: true, troubleshooterStartNode: troubleshooterStartNode(message) };
}

/** The shorter offer after an answer that already speaks of the problem. */
export const TROUBLESHOOTER_NEXT_TEXT = 'Our Troubleshooter can walk you through it step by step: press "Use Troubleshooter" below.';

/** The sentence added to a reply that carries the offer. */
export const TROUBLESHOOTER_OFFER_TEXT =
  'It sounds like you may have an electrical problem. Our Troubleshooter can walk you through it step by step: press "Use Troubleshooter" below.';
