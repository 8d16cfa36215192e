/**
 * What every back-office screen does around its work: check the session at load (the heading and
 * "Loading..." meanwhile), show the login card without one, end the screen when a call answers
 * 401, and log out with the toast.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { toast } from '../toast/store.ts';
import { ApiError, adminApi } from '../lib/api.ts';
import { LoginCard } from './LoginCard.tsx';

interface GateProps {
  title: string;
  /** The login card's title and line (the dashboard keeps the spec's own). */
  login?: { title: string; intro: string; success?: string };
  children: (onLoggedOut: () => void) => ReactNode;
}

export function AdminGate({ title, login, children }: GateProps) {
  const [status, setStatus] = useState<'checking' | 'out' | 'in'>('checking');
  useEffect(() => {
    adminApi('GET /api/admin/session')
      .then(() => setStatus('in'))
      .catch(() => setStatus('out'));
  }, []);
  if (status === 'checking')
    return (
      <div className="container-page py-16">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p role="status" className="mt-4 text-slate-700">
          Loading...
        </p>
      </div>
    );
  if (status === 'out') return <LoginCard {...login} onLoggedIn={() => setStatus('in')} />;
  return <>{children(() => setStatus('out'))}</>;
}

/** `sessionEnded(error)`: true (after the toast and leaving the screen) when a call answered 401. `logout()`: ends the session. */
export function useAdminSession(onLoggedOut: () => void) {
  const sessionEnded = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        toast({ title: 'Session ended', description: 'Please log in again.', variant: 'destructive' });
        onLoggedOut();
        return true;
      }
      return false;
    },
    [onLoggedOut],
  );
  async function logout() {
    try {
      await adminApi('POST /api/admin/logout');
    } catch {
      // The cookie is cleared by the server; even when it cannot be reached, leave the screen.
    }
    toast({ title: 'Logged out', description: 'You have been logged out.' });
    onLoggedOut();
  }
  return { sessionEnded, logout };
}

/** A back-office screen's heading and its controls, with the link to the other screen and Logout last. */
export function AdminHeader({ title, link, onLogout, children }: { title: string; link: { href: string; label: string }; onLogout: () => void; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <div className="flex flex-wrap items-center gap-3">
        {children}
        <a href={link.href} className="btn-outline">
          {link.label}
        </a>
        <button type="button" className="btn-primary" onClick={onLogout}>
          Logout
        </button>
      </div>
    </div>
  );
}
