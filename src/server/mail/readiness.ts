/**
 * Can lead e-mails reach the owner? Without SMTP_URL they are written to a local folder
 * (.netlify/outbox), which is how development works and, on a Netlify deploy, means nobody is told
 * of a lead. In production that is reported by /api/health (status "degraded") and by the back
 * office (a red banner); the leads themselves are stored in the inbox either way.
 */
import { isProduction } from '../deploy-context.ts';
import { mailConfig } from './config.ts';

export const MAIL_NOT_CONFIGURED_MESSAGE = 'Leads are not being e-mailed: SMTP_URL is not set on this deploy. Every lead is kept in the inbox; check it until e-mail is set up.';

export type MailReadiness =
  /** SMTP configured. */
  | { ok: true; mail: 'smtp' }
  /** Not production: messages go to the local outbox folder, as intended in development. */
  | { ok: true; mail: 'outbox' }
  /** Production without SMTP: nobody is told of a lead. */
  | { ok: false; mail: 'not configured'; message: string };

export function mailReadiness(context: unknown, env: NodeJS.ProcessEnv = process.env): MailReadiness {
  if (mailConfig(env).smtpUrl) return { ok: true, mail: 'smtp' };
  if (isProduction(context)) return { ok: false, mail: 'not configured', message: MAIL_NOT_CONFIGURED_MESSAGE };
  return { ok: true, mail: 'outbox' };
}
