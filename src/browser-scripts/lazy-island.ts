/**
 * Loads an island's code the first time its trigger is used. Until then the trigger is a plain
 * button and the page runs no framework code. Optionally a pointer, keyboard focus or touch
 * starts the download a moment early; the click that opens the island mounts it once the code
 * has arrived.
 */
export interface LazyIsland {
  /** id of the plain button that opens the island */
  trigger: string;
  /** dynamic import of a module whose `mount(trigger)` renders the island and opens it */
  load: () => Promise<{ mount: (trigger: HTMLElement) => void }>;
  /** events on the trigger that start the download before the click (none: only the click) */
  prefetchOn?: ('pointerenter' | 'focus' | 'touchstart')[];
}

export function lazyIsland({ trigger: triggerId, load, prefetchOn = [] }: LazyIsland): void {
  const trigger = document.getElementById(triggerId);
  if (!trigger) return;
  let loading: ReturnType<LazyIsland['load']> | undefined;
  const prefetch = () => (loading ??= load());
  // A download started early that fails is not reported twice: the click awaits the same promise.
  const warm = () => void prefetch().catch(() => undefined);
  for (const type of prefetchOn) trigger.addEventListener(type, warm, { once: true, passive: true });
  const open = async () => {
    trigger.setAttribute('aria-busy', 'true');
    try {
      const module = await prefetch();
      module.mount(trigger);
    } finally {
      trigger.removeAttribute('aria-busy');
    }
  };
  trigger.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      // A failed download rejects here, reported by the browser as an unhandled rejection.
      void open();
    },
    { once: true },
  );
}
