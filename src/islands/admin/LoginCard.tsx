/** The spec's login card: username and password, the spec's toasts, then the dashboard. */
import { useState, type FormEvent } from 'react';
import { LOGIN_FAILED_MESSAGE, LOGIN_REQUIRED_MESSAGE, LOGIN_SUCCESS_MESSAGE } from '../../domain/admin/schemas.ts';
import { inputClass } from '../leads/fields.tsx';
import { toast } from '../toast/store.ts';
import { ApiError, adminApi } from '../lib/api.ts';

export function LoginCard({
  onLoggedIn,
  title = 'Admin Dashboard',
  intro = 'Log in to view customer interaction data.',
  success = LOGIN_SUCCESS_MESSAGE,
}: {
  onLoggedIn: (username: string) => void;
  /** The page's heading (the optimizer page shows its own). */
  title?: string;
  intro?: string;
  /** The success toast's line: the dashboard's is the spec's; other screens say what they open. */
  success?: string;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      toast({ title: 'Error', description: LOGIN_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    setPending(true);
    try {
      const result = await adminApi('POST /api/admin/login', { body: { username, password } });
      setPassword('');
      toast({ title: 'Success', description: success });
      onLoggedIn(result.username);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // 401 is the spec's message; a 429 or a server problem says what happened.
      const description = status === 401 || status === 400 || !(error instanceof ApiError) ? LOGIN_FAILED_MESSAGE : error.message;
      toast({ title: 'Authentication Failed', description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="container-page grid min-h-[70vh] place-items-center py-16">
      <form onSubmit={submit} noValidate className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm" aria-labelledby="admin-login-title">
        <h1 id="admin-login-title" className="text-3xl font-bold text-slate-900">
          {title}
        </h1>
        <p className="mt-2 text-slate-700">{intro}</p>
        <label htmlFor="admin-username" className="mt-6 block font-semibold text-slate-900">
          Username
        </label>
        <input id="admin-username" name="username" autoComplete="username" className={inputClass} value={username} onChange={(event) => setUsername(event.target.value)} />
        <label htmlFor="admin-password" className="mt-4 block font-semibold text-slate-900">
          Password
        </label>
        <input
          id="admin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          className={inputClass}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="btn-primary mt-6 w-full" disabled={pending}>
          {pending ? 'Logging in...' : 'Login'}
        </button>
      </form>
    </div>
  );
}
