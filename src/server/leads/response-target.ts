/** The owner's response target and the business hours it is counted in, from the environment and the profile. */
import { business } from '../../domain/business.ts';
import { hoursFromProfile, type BusinessHours } from '../../domain/leads/business-hours.ts';
import { parseResponseTarget } from '../../domain/leads/response-clock.ts';

export const businessHours: BusinessHours = hoursFromProfile(business.hours);

let warned = false;
/** The owner's response target in business minutes (LEADS_RESPONSE_TARGET_MINUTES, default 60). */
export function responseTargetMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const target = parseResponseTarget(env.LEADS_RESPONSE_TARGET_MINUTES);
  if (target.problem && !warned) {
    warned = true;
    console.warn(`leads: ${target.problem}`);
  }
  return target.minutes;
}
