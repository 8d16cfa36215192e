/** /api/health's mail check: adds `mail` to a healthy answer, and turns it "degraded" (still 200: the site serves and keeps leads) when production has no SMTP. */
import { mailReadiness } from './readiness.ts';

export function mailHealth<T extends { status: string }>(answer: T, context: unknown): T & { mail: string; message?: string } {
  const readiness = mailReadiness(context);
  if (readiness.ok) return { ...answer, mail: readiness.mail };
  return { ...answer, status: 'degraded', mail: readiness.mail, message: readiness.message };
}
