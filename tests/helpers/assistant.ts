/** Helpers of the assistant's integration tests: calls with a client address, and a look into the database. */
import pg from 'pg';
import { inject } from 'vitest';
import { buildRequest, type CallOptions, type FunctionResult, type Handler } from './functions.ts';

let counter = 0;
/** A fresh client address per call site, so the rate limit of one test does not touch another. */
export function freshIp(): string {
  counter += 1;
  return `198.51.100.${counter % 250}:${process.pid}:${Date.now()}`;
}

export async function callAs<T = any>(handler: Handler, ip: string, options: CallOptions = {}): Promise<FunctionResult<T>> {
  const response = await handler(buildRequest({ method: 'POST', ...options, headers: { 'user-agent': 'vitest-agent/1.0', ...(options.headers ?? {}) } }), { ip });
  const text = await response.clone().text();
  let body: unknown = text === '' ? undefined : text;
  if (text && /json/.test(response.headers.get('content-type') ?? '')) body = JSON.parse(text);
  return { response, status: response.status, headers: response.headers, body: body as T };
}

let pool: pg.Pool | undefined;
export function database(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: inject('NETLIFY_DB_URL'), max: 2 });
  return pool;
}

export async function rows<T = Record<string, any>>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await database().query(text, params)).rows as T[];
}

export async function closeDatabase(): Promise<void> {
  await pool?.end();
  pool = undefined;
}
