import { describe, expect, it } from 'vitest';
import { controlCharacterMessage, hasLink, lineBreakMessage, linkMessage, normalizeText, visitorText } from '../../src/domain/text.ts';
import { contactRequestSchema, fieldErrors, smsConsentSchema } from '../../src/domain/leads/schemas.ts';
import { askPayload, troubleshooterLogPayload } from '../../src/domain/assistant/payloads.ts';
import { updateConversationSchema } from '../../src/domain/admin/schemas.ts';

const contact = (overrides: Record<string, unknown>) => ({
  name: 'Dana Whitfield',
  phone: '(406) 555-0199',
  email: 'dana@example.com',
  service: 'panel',
  message: 'Our fuse box needs replacing before winter.',
  ...overrides,
});

describe('the shared text rule', () => {
  it('turns CR and CRLF into LF, trims, and normalizes to NFC', () => {
    expect(normalizeText('  a\r\nb\rc\n ')).toBe('a\nb\nc');
    expect(normalizeText('Cafe\u0301')).toBe('Caf\u00e9');
    const message = visitorText({ label: 'Message', max: 100, multiline: true });
    expect(message.parse(' line one\r\nline two\r ')).toBe('line one\nline two');
  });

  it.each(['\u0000', '\u0001', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f'])('refuses the control character %j with the field message', (character) => {
    const result = visitorText({ label: 'Message', max: 100, multiline: true }).safeParse(`Hello${character}there`);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toBe(controlCharacterMessage('Message'));
  });

  it('keeps tabs and line feeds in a multi-line field', () => {
    expect(visitorText({ label: 'Message', max: 100, multiline: true }).parse('a\tb\nc')).toBe('a\tb\nc');
  });

  it('refuses a line break in a single-line field, a CR alone too', () => {
    for (const value of ['Dana\nWhitfield', 'Dana\rWhitfield', 'Dana\r\nWhitfield']) {
      const result = visitorText({ label: 'Name', max: 100 }).safeParse(value);
      expect(result.error!.issues[0].message).toBe(lineBreakMessage('Name'));
    }
  });

  it('bounds the length after normalization', () => {
    const rule = visitorText({ label: 'Name', min: 2, max: 5, tooShort: 'short', tooLong: 'long' });
    expect(rule.parse('  abcde  ')).toBe('abcde');
    expect(rule.safeParse('abcdef').error!.issues[0].message).toBe('long');
    expect(rule.safeParse(' a ').error!.issues[0].message).toBe('short');
    // e + combining accent is one character once composed
    expect(rule.parse('abcde\u0301')).toBe('abcd\u00e9');
  });

  it('finds web addresses, not initials or names with a dot', () => {
    for (const value of ['http://x.example', 'HTTPS://x', 'www.example', 'visit spam.com today', 'bit.ly/abc', 'a@b.net', 'evil.xyz']) expect(hasLink(value)).toBe(true);
    for (const value of ['J.Smith', 'St.Clair', 'Mary-Kate O\u2019Neil', 'Dr. Jones', 'Anne Marie']) expect(hasLink(value)).toBe(false);
  });
});

describe('the schemas that use it', () => {
  it('put the message beside the contact field that holds a control character', () => {
    const result = contactRequestSchema.safeParse(contact({ name: 'Dana\u0000', message: 'Our fuse box\u0000 needs replacing.' }));
    expect(fieldErrors(result.error!.issues)).toEqual({ name: controlCharacterMessage('Name'), message: controlCharacterMessage('Message') });
  });

  it('refuse a name holding a web address, on both forms', () => {
    expect(fieldErrors(contactRequestSchema.safeParse(contact({ name: 'Win at www.prize.example' })).error!.issues)).toEqual({ name: linkMessage('Name') });
    const consent = smsConsentSchema.safeParse({ firstName: 'Jo', lastName: 'see cheap.com', phone: '4065550100', primarySmsConsent: true });
    expect(fieldErrors(consent.error!.issues)).toEqual({ lastName: linkMessage('Last name') });
  });

  it('refuse control characters in the consent form, the assistant payloads and the admin edit', () => {
    const consent = smsConsentSchema.safeParse({ firstName: 'Jo\u0000', lastName: 'Reyes', phone: '4065550100', email: 'jo@example.com\u0000', primarySmsConsent: true });
    expect(fieldErrors(consent.error!.issues)).toMatchObject({ firstName: controlCharacterMessage('First name'), email: controlCharacterMessage('Email') });
    expect(askPayload.safeParse({ question: 'Why\u0000?' }).error!.issues[0].message).toBe(controlCharacterMessage('Your question'));
    const log = troubleshooterLogPayload.safeParse({ startNodeId: 'start', endNodeId: 'end', pathTaken: ['start', 'x\u0000'], issueType: 'power', recommendation: 'ok\u0000' });
    expect(log.error!.issues.map((issue) => issue.path.join('.'))).toEqual(['pathTaken.1', 'recommendation']);
    expect(updateConversationSchema.safeParse({ id: 1, answer: 'A\u0000', category: 'general' }).error!.issues[0].message).toBe(controlCharacterMessage('Answer'));
  });

  it('store the normalized text', () => {
    const parsed = contactRequestSchema.parse(contact({ name: ' Jose\u0301 ', message: 'Line one\r\nline two is here' }));
    expect(parsed.name).toBe('Jos\u00e9');
    expect(parsed.message).toBe('Line one\nline two is here');
  });
});
