/**
 * Bot signals sent along with each form: a honeypot field a person never sees (any value means a
 * bot filled it in) and how long the form was open before it was sent.
 */

/** Name of the hidden field. Bots fill in anything that looks like a website field. */
export const HONEYPOT_FIELD = 'website';
/** Field with the milliseconds between the form appearing and its submission. */
export const FILL_TIME_FIELD = 'fillTimeMs';
/** Nobody types a name, phone, e-mail and message in less than this. */
export const MIN_FILL_TIME_MS = 3000;

export type SpamReason = 'honeypot' | 'too-fast' | 'no-fill-time';

export function spamReason(body: Record<string, unknown>): SpamReason | null {
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') return 'honeypot';
  const fillTime = body[FILL_TIME_FIELD];
  if (typeof fillTime !== 'number' || !Number.isFinite(fillTime) || fillTime < 0) return 'no-fill-time';
  if (fillTime < MIN_FILL_TIME_MS) return 'too-fast';
  return null;
}
