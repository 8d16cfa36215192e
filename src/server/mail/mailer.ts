/**
 * Sends e-mail through nodemailer: over SMTP when SMTP_URL is set, otherwise into the local
 * outbox folder as .eml files (one per message) that any mail client opens.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { mailConfig, type MailConfig } from './config.ts';

export interface SentMail {
  messageId: string;
  /** The .eml file written, when there is no SMTP server. */
  file?: string;
}

export type Mail = Omit<SendMailOptions, 'from'>;

const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    transports.set(url, transport);
  }
  return transport;
}

let outboxTransport: Transporter | undefined;
function outbox(): Transporter {
  // A static import: the functions bundler (locally and on Netlify) must see nodemailer to ship it.
  outboxTransport ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return outboxTransport;
}

export async function sendMail(mail: Mail, config: MailConfig = mailConfig()): Promise<SentMail> {
  const message = { ...mail, from: config.from };
  if (config.smtpUrl) {
    const info = await smtpTransport(config.smtpUrl).sendMail(message);
    return { messageId: info.messageId };
  }
  const info = await outbox().sendMail(message);
  await mkdir(config.outboxDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(config.outboxDir, `${stamp}-${randomUUID()}.eml`);
  await writeFile(file, info.message as Buffer);
  return { messageId: info.messageId, file };
}
