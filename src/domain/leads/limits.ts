/**
 * The lengths and patterns of the two lead forms, in one place: the zod schemas (schemas.ts) build
 * their checks from them, and the forms' HTML carries the same numbers as validation attributes
 * (`required`, `minlength`, `maxlength`, `pattern`), so a browser without JavaScript refuses most
 * bad input itself and the two cannot drift apart (tests/unit/lead-limits.test.ts checks it).
 */

export interface TextLimit {
  /** Whether the field must be filled in. */
  required: boolean;
  /** Least number of characters after trimming (absent: none). */
  min?: number;
  max: number;
}

/** Longest e-mail address a mail system accepts (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

export const contactLimits = {
  name: { required: true, min: 2, max: 100 },
  phone: { required: true, min: 10, max: 30 },
  email: { required: true, max: EMAIL_MAX },
  message: { required: true, min: 10, max: 5000 },
} as const satisfies Record<string, TextLimit>;

export const smsConsentLimits = {
  firstName: { required: true, min: 2, max: 60 },
  lastName: { required: true, min: 2, max: 60 },
  phone: { required: true, min: 10, max: 30 },
  email: { required: false, max: EMAIL_MAX },
} as const satisfies Record<string, TextLimit>;

/**
 * The consent form's phone: an optional plus, then digits, spaces, dashes, parentheses or dots, 10
 * or more in all. Written so that it is the same expression in a plain JavaScript RegExp (zod) and
 * in an HTML `pattern` attribute, which browsers compile with the `v` flag (where `(`, `)`, `.`
 * and `-` inside a class must be escaped).
 */
export const SMS_PHONE_PATTERN_SOURCE = String.raw`\+?[\d\s\-\(\)\.]{10,}`;
export const SMS_PHONE_PATTERN = new RegExp(`^${SMS_PHONE_PATTERN_SOURCE}$`);

/** HTML validation attributes for a text field with these limits (JSX spelling; Astro accepts it too). */
export function textAttributes(limit: TextLimit, pattern?: string) {
  return {
    required: limit.required,
    ...(limit.min !== undefined ? { minLength: limit.min } : {}),
    maxLength: limit.max,
    ...(pattern !== undefined ? { pattern } : {}),
  };
}
