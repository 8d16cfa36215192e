/**
 * Bot signals. The only one that marks a lead as spam is the honeypot, a field a person never sees
 * (any value means a bot filled it in): such a lead is stored apart, without e-mails. The others
 * cannot be trusted alone, since the client reports them or a person may write that way: the time
 * the form was open (a form without JavaScript sends none), links and repeated text in the message.
 * They flag a lead as doubtful for the owner; a flagged lead is stored and answered like any other.
 * (The per-client limit on posts is the last signal: beyond it the server answers 429.)
 */
import { LINK_PATTERN } from '../text.ts';

/** Name of the hidden field. Bots fill in anything that looks like a website field. */
export const HONEYPOT_FIELD = 'website';
/** Field with the milliseconds between the form appearing and its submission. */
export const FILL_TIME_FIELD = 'fillTimeMs';
/** Nobody types a name, phone, e-mail and message in less than this. */
export const MIN_FILL_TIME_MS = 3000;

export type SpamReason = 'honeypot' | 'too-fast' | 'no-fill-time';

/** What the client's signals say: the honeypot filled in, the form sent too fast, or no fill time. */
export function spamReason(body: Record<string, unknown>): SpamReason | null {
  const honeypot = body[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') return 'honeypot';
  const fillTime = body[FILL_TIME_FIELD];
  if (typeof fillTime !== 'number' || !Number.isFinite(fillTime) || fillTime < 0) return 'no-fill-time';
  if (fillTime < MIN_FILL_TIME_MS) return 'too-fast';
  return null;
}

/** Only a filled honeypot makes a lead spam. */
export const isSpamSignal = (reason: SpamReason | null): reason is 'honeypot' => reason === 'honeypot';

const LINKS = new RegExp(LINK_PATTERN.source, 'gi');

/** The message repeats itself: a line three times or more, or few distinct words among many. */
export function repeatsItself(message: string): boolean {
  const lines = message
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line.length >= 8);
  const seen = new Map<string, number>();
  for (const line of lines) {
    const count = (seen.get(line) ?? 0) + 1;
    if (count >= 3) return true;
    seen.set(line, count);
  }
  const words = message.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  if (words.length >= 20 && new Set(words).size / words.length < 0.3) return true;
  return /(.)\1{19,}/su.test(message);
}

/**
 * Why a lead that is not spam looks doubtful, in words for the owner's inbox, or null. `message`
 * is the visitor's free text (none on the consent form).
 */
export function flaggedReason(reason: SpamReason | null, message = ''): string | null {
  const reasons: string[] = [];
  if (reason === 'too-fast') reasons.push(`sent less than ${MIN_FILL_TIME_MS / 1000} s after the form opened`);
  const links = message.match(LINKS)?.length ?? 0;
  if (links) reasons.push(`${links} link${links > 1 ? 's' : ''} in the message`);
  if (repeatsItself(message)) reasons.push('repeated text in the message');
  return reasons.length ? reasons.join('; ') : null;
}
