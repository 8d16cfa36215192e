/**
 * What both lead forms do around a submission: the spam signals (honeypot and fill time), one
 * idempotency key per distinct submission, and on failure the server's field errors beside their
 * fields plus the failure toast with the server's message (or the client's failure text).
 */
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '../../domain/leads/spam.ts';
import { toast } from '../toast/store.ts';
import { ApiError, siteApi } from '../lib/api.ts';
import type { SiteRoutes } from '../lib/api-routes.ts';
import { idempotencyKeeper } from './idempotency.ts';

export type LeadRoute = 'POST /api/contact' | 'POST /api/sms-consent';
type LeadFields<R extends LeadRoute> = Omit<SiteRoutes[R]['body'], typeof HONEYPOT_FIELD | typeof FILL_TIME_FIELD>;
export type Submission<T> = { ok: true; value: T } | { ok: false };

/**
 * `startedAt`: performance.now() of the visitor's first interaction with the form, when the form
 * was there (as plain HTML) before this code; otherwise the fill time counts from the mount.
 */
export function useLeadSubmission<Values extends FieldValues, R extends LeadRoute>(route: R, fieldNames: readonly string[], setError: UseFormSetError<Values>, startedAt?: number) {
  const [hydrated, setHydrated] = useState(false);
  const openedAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const keys = useRef(idempotencyKeeper());

  useEffect(() => {
    openedAt.current = startedAt ?? performance.now();
    setHydrated(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fill time starts once, when the form comes alive; a later startedAt must not restart it
  }, []);

  /** Posts the values; on failure marks the fields the server named and shows `failureTitle` with its message. */
  async function submit(values: LeadFields<R>, failureTitle: string): Promise<Submission<SiteRoutes[R]['answer']>> {
    const body = { ...values, [HONEYPOT_FIELD]: honeypot.current?.value ?? '', [FILL_TIME_FIELD]: Math.round(performance.now() - openedAt.current) };
    try {
      // TypeScript cannot choose the options of a route given by a type parameter: the body is the route's by construction.
      const post = siteApi as (route: R, options: { body: SiteRoutes[R]['body']; headers: Record<string, string> }) => Promise<SiteRoutes[R]['answer']>;
      const value = await post(route, { body: body as SiteRoutes[R]['body'], headers: { 'idempotency-key': keys.current.keyFor(values) } });
      keys.current.forget();
      openedAt.current = performance.now();
      return { ok: true, value };
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (fieldNames.includes(field)) setError(field as Path<Values>, { type: 'server', message });
        }
      }
      const message = error instanceof Error && error.message ? error.message : 'Please try again later.';
      toast({ title: failureTitle, description: message, variant: 'destructive' });
      return { ok: false };
    }
  }

  return { hydrated, honeypot, submit };
}
