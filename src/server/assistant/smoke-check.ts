/**
 * `x-smoke-check: 1`, sent by `npm run smoke` after a deploy: the question is answered as any
 * other but not written to the conversation log, so checking a deploy leaves nothing in the
 * owner's back office. Anyone may send it; all it does is keep their own question out of the log
 * (the rate limit still counts the request).
 */
export const SMOKE_CHECK_HEADER = 'x-smoke-check';

export const isSmokeCheck = (request: Request): boolean => request.headers.get(SMOKE_CHECK_HEADER) === '1';
