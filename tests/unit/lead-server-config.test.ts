import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTBOX_DIR, mailConfig } from '../../src/server/mail/config.ts';
import { clientOf } from '../../src/server/http/request.ts';
import { business } from '../../src/domain/business.ts';

describe('mail configuration', () => {
  it('defaults to the outbox folder and the business profile', () => {
    expect(mailConfig({})).toEqual({
      smtpUrl: undefined,
      outboxDir: resolve(DEFAULT_OUTBOX_DIR),
      from: `"${business.name}" <${business.email}>`,
      notifyTo: business.email,
    });
    expect(DEFAULT_OUTBOX_DIR).toBe('.netlify/outbox');
  });

  it('reads SMTP_URL, MAIL_OUTBOX_DIR, MAIL_FROM and LEADS_NOTIFY_TO', () => {
    expect(mailConfig({ SMTP_URL: 'smtp://mail.test:2525', MAIL_OUTBOX_DIR: '/tmp/box', MAIL_FROM: 'Leads <l@x.test>', LEADS_NOTIFY_TO: 'o@x.test' })).toEqual({
      smtpUrl: 'smtp://mail.test:2525',
      outboxDir: '/tmp/box',
      from: 'Leads <l@x.test>',
      notifyTo: 'o@x.test',
    });
  });

  it('treats blank values as unset', () => {
    expect(mailConfig({ SMTP_URL: '  ', LEADS_NOTIFY_TO: '' })).toMatchObject({ smtpUrl: undefined, notifyTo: business.email });
  });
});

describe('client info', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost/api/contact', { method: 'POST', headers });

  it('prefers the platform context, then its header, then "unknown"', () => {
    expect(clientOf(request({ 'x-nf-client-connection-ip': '198.51.100.1' }), { ip: '203.0.113.1' }).ip).toBe('203.0.113.1');
    expect(clientOf(request({ 'x-nf-client-connection-ip': '198.51.100.1' }), { ip: '' }).ip).toBe('198.51.100.1');
    expect(clientOf(request({}), {})).toEqual({ ip: 'unknown', userAgent: 'unknown' });
    expect(clientOf(request({ 'x-nf-client-connection-ip': '1'.repeat(100) })).ip).toHaveLength(64);
  });

  it('keeps the user agent, capped at 512 characters', () => {
    expect(clientOf(request({ 'user-agent': 'A'.repeat(600) })).userAgent).toHaveLength(512);
  });
});
