import { describe, expect, it } from 'vitest';
import { isRefusal, sqlStateOf } from '../../src/server/leads/queue.ts';
import { IdempotencyConflictError } from '../../src/server/leads/repository.ts';

const pgError = (code: string) => Object.assign(new Error(`error ${code}`), { code });
/** As Drizzle wraps the driver's error. */
const wrapped = (code: string) => new Error('Failed query: insert into ...', { cause: pgError(code) });

describe('telling a refusal from an outage', () => {
  it.each(['22021', '22001', '22P02', '23505', '23514', '23502'])('SQLSTATE %s (data or integrity) is a refusal, wrapped or not', (code) => {
    expect(isRefusal(pgError(code))).toBe(true);
    expect(isRefusal(wrapped(code))).toBe(true);
  });

  it.each(['08006', '08001', '57P01', '57P03', '53300', '53100', '40001', '42P01', 'XX000'])('SQLSTATE %s is an outage (the replay stops)', (code) => {
    expect(isRefusal(wrapped(code))).toBe(false);
  });

  it('counts connection errors, timeouts and unknown errors as outages', () => {
    expect(isRefusal(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isRefusal(new Error('the database did not answer within 5000 ms'))).toBe(false);
    expect(isRefusal('something')).toBe(false);
    expect(sqlStateOf(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeNull();
  });

  it('counts a key taken by another request as a refusal', () => {
    expect(isRefusal(new IdempotencyConflictError())).toBe(true);
  });
});
