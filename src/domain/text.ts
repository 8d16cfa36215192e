/**
 * The one rule for every text a visitor (or the owner) types: line breaks become LF, the ends are
 * trimmed, the text is put in Unicode NFC, and what is left may not hold control characters (NUL,
 * the C0 set other than tab and line feed, DEL and the C1 set), which the database refuses or which
 * hide text from the people who read it. Single-line fields (names, phone numbers) refuse line breaks
 * too. Built with `zod/mini` so the forms run the same checks in the browser.
 */
import './zod-without-eval.ts';
import * as z from 'zod/mini';

/** Control characters no field accepts: C0 but tab (\t) and line feed (\n), DEL, and C1. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/**
 * Top-level domains that make a word look like a web address to a mail program. A list rather than
 * "any letters after a dot", so that "J.Smith" or "St.Clair" stay names.
 */
const LINK_TLDS =
  'com|net|org|info|biz|io|co|us|uk|ca|de|ru|cn|in|me|ly|gl|to|cc|tk|ml|ga|cf|gq|xyz|top|site|online|shop|store|app|dev|link|click|live|club|win|vip|pro|icu|buzz|fun|space|website|tech|life|work|email|today|xn--[a-z0-9-]+';
/** A web address or something a mail program turns into a link: a scheme, www., or a domain-like word. */
export const LINK_PATTERN = new RegExp(`(?:[a-z][a-z0-9+.-]*://|\\bwww\\.|\\b[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${LINK_TLDS})(?![a-z0-9-]))`, 'i');

/** CR and CRLF to LF, trimmed, NFC. Idempotent. */
export function normalizeText(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim().normalize('NFC');
}

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);
export const hasLink = (value: string) => LINK_PATTERN.test(value);

export interface TextRule {
  /** How the field is named in messages, e.g. 'Name'. */
  label: string;
  min?: number;
  max: number;
  /** The message below `min` (and of a missing or non-text value). */
  tooShort?: string;
  /** The message above `max`. */
  tooLong?: string;
  /** Line feeds allowed (a message, an answer); false for names and numbers. */
  multiline?: boolean;
  /** Refuse web addresses (names, which the e-mails repeat). */
  noLinks?: boolean;
}

export const controlCharacterMessage = (label: string) => `${label} contains invisible control characters. Please remove them and try again.`;
export const lineBreakMessage = (label: string) => `${label} must be on one line.`;
export const linkMessage = (label: string) => `${label} cannot contain a web address.`;

/** The schema of one visitor-supplied text field (zod/mini; it also works inside classic zod objects). */
export function visitorText({
  label,
  min = 0,
  max,
  tooShort = `${label} is required`,
  tooLong = `${label} must be at most ${max} characters`,
  multiline = false,
  noLinks = false,
}: TextRule) {
  const checks: z.core.$ZodCheck<string>[] = [
    z.overwrite(normalizeText),
    z.refine<string>((value) => !hasControlCharacters(value), controlCharacterMessage(label)),
    ...(multiline ? [] : [z.refine<string>((value) => !value.includes('\n'), lineBreakMessage(label))]),
    ...(noLinks ? [z.refine<string>((value) => !hasLink(value), linkMessage(label))] : []),
    ...(min > 0 ? [z.minLength(min, tooShort)] : []),
    z.maxLength(max, tooLong),
  ];
  return z.string({ error: tooShort }).check(...checks);
}
