/**
 * Work the visitor need not wait for (logs, e-mails): handed to Netlify's context.waitUntil, which
 * keeps the function alive after the response. A failure is logged, never thrown.
 */
export type PlatformContext = { waitUntil?: (promise: Promise<unknown>) => void } | undefined;

/**
 * Runs `work` after the response where the platform allows. Without waitUntil (tests, other
 * hosts) the returned promise waits for it when `awaitWithout` is set, and otherwise lets it run on.
 */
export async function afterResponse(context: unknown, label: string, work: () => Promise<unknown>, { awaitWithout }: { awaitWithout: boolean }): Promise<void> {
  const task = (async () => {
    try {
      await work();
    } catch (error) {
      console.error(`${label} failed:`, error instanceof Error ? error.message : error);
    }
  })();
  const waitUntil = (context as PlatformContext)?.waitUntil;
  if (typeof waitUntil === 'function') waitUntil.call(context, task);
  else if (awaitWithout) await task;
}
