/** What the owner must know about this deploy, shown as red banners in the back office (the session answer carries them). */
import { mailReadiness } from '../mail/readiness.ts';

export interface DeployAlert {
  id: 'mail-not-configured';
  message: string;
}

export function deployAlerts(context: unknown): DeployAlert[] {
  const mail = mailReadiness(context);
  return mail.ok ? [] : [{ id: 'mail-not-configured', message: mail.message }];
}
