/** The overview's data: the last 30 days, the newest unhandled leads and the response clock; `reload` after a lead changes. */
import { useCallback, useEffect, useState } from 'react';
import { adminApi } from '../../lib/api.ts';
import type { Overview } from '../../lib/api-routes.ts';

export function useOverview(sessionEnded: (error: unknown) => boolean) {
  const [overview, setOverview] = useState<Overview | null>(null);
  const reload = useCallback(() => {
    adminApi('GET /api/admin/overview')
      .then(setOverview)
      .catch((error) => sessionEnded(error));
  }, [sessionEnded]);
  useEffect(reload, [reload]);
  return { overview, reload };
}
