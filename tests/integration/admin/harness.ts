/** Helpers of the back-office tests: credentials in the environment, a logged-in cookie, calls with it. */
import login from '../../../netlify/functions/admin-login.mts';
import { callAs, freshIp } from '../../helpers/assistant.ts';
import type { CallOptions, FunctionResult, Handler } from '../../helpers/functions.ts';

export const USERNAME = 'owner';
export const PASSWORD = 'correct horse battery staple';
export const SECRET = 'test-session-secret-that-is-long-enough-0123456789';

export function useTestCredentials(env: Record<string, string | undefined> = {}): void {
  delete process.env.ADMIN_PASSWORD_HASH;
  Object.assign(process.env, { ADMIN_USERNAME: USERNAME, ADMIN_PASSWORD: PASSWORD, SESSION_SECRET: SECRET });
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

/** The `name=value` part of a Set-Cookie header. */
export function cookieOf(result: FunctionResult): string {
  const header = result.headers.get('set-cookie') ?? '';
  return header.split(';')[0];
}

export async function loginCookie(ip = freshIp()): Promise<string> {
  const result = await callAs(login, ip, { path: '/api/admin/login', body: { username: USERNAME, password: PASSWORD } });
  if (result.status !== 200) throw new Error(`login failed: ${result.status} ${JSON.stringify(result.body)}`);
  return cookieOf(result);
}

export function callWith<T = any>(handler: Handler, cookie: string | undefined, options: CallOptions): Promise<FunctionResult<T>> {
  return callAs<T>(handler, freshIp(), { method: 'GET', ...options, headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) } });
}
