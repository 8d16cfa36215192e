/**
 * `x-smoke-check: 1`, sent by `npm run smoke` after a deploy with its one fixed question: that
 * question is answered as any other but not written to the conversation log, so checking a deploy
 * leaves nothing in the owner's back office. Only that question: with any other, the header is
 * ignored, so nobody can use it to keep their own questions out of the owner's view (the rate
 * limit counts every request either way).
 */
export const SMOKE_CHECK_HEADER = 'x-smoke-check';

/** The question `npm run smoke` asks (tools/smoke.mjs). */
export const SMOKE_QUESTION = 'Do you serve Missoula?';

export const isSmokeCheck = (request: Request, question: string): boolean => request.headers.get(SMOKE_CHECK_HEADER) === '1' && question === SMOKE_QUESTION;
