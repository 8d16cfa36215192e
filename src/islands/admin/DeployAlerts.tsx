/**
 * Red banners for what the owner must know about this deploy (from the session answer's
 * `alerts`), e.g. that leads are not being e-mailed because the site has no SMTP server.
 */
import { useEffect, useState } from 'react';
import { adminApi } from '../lib/api.ts';
import type { DeployAlert } from '../lib/api-routes.ts';

export function DeployAlerts() {
  const [alerts, setAlerts] = useState<DeployAlert[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    adminApi('GET /api/admin/session', { signal: controller.signal })
      .then((answer) => setAlerts(Array.isArray(answer.alerts) ? answer.alerts : []))
      .catch(() => {
        // no session or no answer: the screen's own session handling speaks
      });
    return () => controller.abort();
  }, []);
  if (!alerts.length) return null;
  return (
    <div className="mt-4 space-y-2">
      {alerts.map((alert) => (
        <div key={alert.id} role="alert" data-alert={alert.id} className="rounded-lg border-2 border-red-700 bg-red-700 px-4 py-3 font-semibold text-white">
          {alert.message}
        </div>
      ))}
    </div>
  );
}
