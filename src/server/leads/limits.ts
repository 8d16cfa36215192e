/**
 * The limits that keep the lead forms from being used as a mail relay, kept in the database
 * (rate_limits) like the assistant's:
 * - posts: 10 contact or consent posts per hour per client address (LEADS_RATE_LIMIT, "N/seconds");
 *   beyond, 429 with the business phone number.
 * - confirmations: at most 3 confirmation e-mails per client address per hour
 *   (LEADS_CONFIRMATION_LIMIT) and 1 per recipient address per 10 minutes
 *   (LEADS_CONFIRMATION_RECIPIENT_LIMIT). Beyond, the lead is still stored and the owner still
 *   alerted; only the visitor's confirmation is skipped.
 * Each has its own scope, apart from the assistant's and the login's.
 */
import { business } from '../../domain/business.ts';
import type { Database } from '../db/client.ts';
import { hitRateLimit, parseRateLimit, type RateLimitResult, type RateLimitRule } from '../rate-limit.ts';

export const DEFAULT_LEADS_RATE_LIMIT = { limit: 10, windowSeconds: 3600 };
export const DEFAULT_CONFIRMATION_LIMIT = { limit: 3, windowSeconds: 3600 };
export const DEFAULT_CONFIRMATION_RECIPIENT_LIMIT = { limit: 1, windowSeconds: 600 };

export function leadPostLimit(): RateLimitRule {
  return { scope: 'lead-forms', ...parseRateLimit(process.env.LEADS_RATE_LIMIT, DEFAULT_LEADS_RATE_LIMIT) };
}

export function confirmationClientLimit(): RateLimitRule {
  return { scope: 'lead-confirmation-client', ...parseRateLimit(process.env.LEADS_CONFIRMATION_LIMIT, DEFAULT_CONFIRMATION_LIMIT) };
}

export function confirmationRecipientLimit(): RateLimitRule {
  return { scope: 'lead-confirmation-recipient', ...parseRateLimit(process.env.LEADS_CONFIRMATION_RECIPIENT_LIMIT, DEFAULT_CONFIRMATION_RECIPIENT_LIMIT) };
}

export const tooManyLeadsMessage = (wait: string) =>
  `You have sent several requests in a short time. Please wait ${wait} before sending another, or call us at ${business.phone.display}.`;

/**
 * Counts one post of `ip` and says whether it is within the limit. When the database cannot count
 * (an outage), the post is let through: it will be queued, and a limit must not lose a lead.
 */
export async function hitLeadPostLimit(ip: string, db: Database): Promise<RateLimitResult> {
  try {
    return await hitRateLimit(ip, leadPostLimit(), db);
  } catch {
    return { allowed: true, retryAfterSeconds: 0 };
  }
}

/**
 * Whether the visitor may get a confirmation: counts one for the client address and, if that is
 * within its limit, one for the recipient (lower-cased). Runs inside the lead's transaction.
 */
export async function mayConfirm(db: Database, ip: string, recipient: string): Promise<boolean> {
  const byClient = await hitRateLimit(ip, confirmationClientLimit(), db);
  if (!byClient.allowed) return false;
  const byRecipient = await hitRateLimit(recipient.trim().toLowerCase(), confirmationRecipientLimit(), db);
  return byRecipient.allowed;
}
