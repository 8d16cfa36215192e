/**
 * The guard on AI replies: every reply the model writes is checked against the business's facts
 * (src/server/assistant/guard-rules.ts) before a visitor sees it. A reply that breaks a rule is not
 * shown; the caller answers from the knowledge base instead and logs the rule.
 */
import { business } from '../../domain/business.ts';
import { checkReply, type GuardBreach, type GuardFacts } from './guard-rules.ts';
import { detectBuildingType, detectQuantity, detectServiceType } from './service-detection.ts';

export type { GuardBreach };

/** The facts every reply is compared with: the profile's phone, e-mail, site, social links and warranty. */
export function guardFacts(): GuardFacts & { warrantyYears: number } {
  return {
    phoneDigits: business.phone.tel,
    email: business.email,
    siteUrl: business.siteUrl,
    ownLinks: Object.values(business.social ?? {}).filter((link): link is string => typeof link === 'string'),
    warrantyYears: business.warranty?.years ?? 1,
  };
}

/**
 * Checks an AI reply to a visitor's question. The price rule reads the service, building and
 * quantity from the question (else from the reply itself).
 */
export function guardReply(question: string, reply: string): GuardBreach | undefined {
  const fromQuestion = detectServiceType(question);
  const serviceType = fromQuestion !== 'unknown' ? fromQuestion : detectServiceType(reply);
  const breach = checkReply(reply, guardFacts(), { serviceType, buildingType: detectBuildingType(question), quantity: detectQuantity(question) });
  if (breach) console.warn(`assistant: AI reply replaced (guard rule ${breach.rule}: ${breach.evidence.slice(0, 80)})`);
  return breach;
}
