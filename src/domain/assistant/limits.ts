/**
 * The assistant's size limits, without zod: the functions validate with them (payloads.ts) and the
 * chat islands, which must stay free of zod, trim what they send with them.
 */

/** Longest text a visitor may send in one field. */
export const MAX_INPUT_LENGTH = 2000;
/** History messages the chat call keeps (the newest). */
export const MAX_HISTORY_MESSAGES = 10;
/** History messages the estimate helper keeps (spec: only the last 5). */
export const ESTIMATE_HISTORY_MESSAGES = 5;
