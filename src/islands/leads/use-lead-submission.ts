/**
 * What both lead forms do around a submission: the spam signals (honeypot and fill time), one
 * idempotency key per distinct submission, and on failure the server's field errors beside their
 * fields plus the failure toast.
 */
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '../../domain/leads/spam.ts';
import { toast } from '../toast/store.ts';
import { idempotencyKeeper, postLead, RequestError } from './api.ts';

export type Submission<T> = { ok: true; value: T } | { ok: false };

/**
 * `startedAt`: performance.now() of the visitor's first interaction with the form, when the form
 * was there (as plain HTML) before this code; otherwise the fill time counts from the mount.
 */
export function useLeadSubmission<Values extends FieldValues>(path: string, fieldNames: readonly string[], setError: UseFormSetError<Values>, startedAt?: number) {
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
  async function submit<T>(values: object, failureTitle: string): Promise<Submission<T>> {
    try {
      const value = await postLead<T>(
        path,
        { ...values, [HONEYPOT_FIELD]: honeypot.current?.value ?? '', [FILL_TIME_FIELD]: Math.round(performance.now() - openedAt.current) },
        keys.current.keyFor(values),
      );
      keys.current.forget();
      openedAt.current = performance.now();
      return { ok: true, value };
    } catch (error) {
      if (error instanceof RequestError) {
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
