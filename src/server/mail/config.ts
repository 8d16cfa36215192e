/** Where lead e-mails go, from the environment, with the business profile as the default. */
import { resolve } from 'node:path';
import { business } from '../../domain/business.ts';

export interface MailConfig {
  /** SMTP server URL (smtp:// or smtps://); without one, messages are written as .eml files. */
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  notifyTo: string;
}

export const DEFAULT_OUTBOX_DIR = '.netlify/outbox';

export function mailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    outboxDir: resolve(env.MAIL_OUTBOX_DIR?.trim() || DEFAULT_OUTBOX_DIR),
    from: env.MAIL_FROM?.trim() || `"${business.name}" <${business.email}>`,
    notifyTo: env.LEADS_NOTIFY_TO?.trim() || business.email,
  };
}
