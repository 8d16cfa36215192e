/**
 * At most MAX_CONCURRENT_DECODES images are decoded at a time in a function instance: a 40-megapixel
 * photo takes hundreds of megabytes while sharp works on it, and three at once took the process to
 * 2.1 GB. An upload that finds every slot taken is answered at once (503 with Retry-After), before
 * anything of it is decoded; the owner's page tries again.
 */
export const MAX_CONCURRENT_DECODES = 2;
export const BUSY_RETRY_AFTER_SECONDS = 5;
export const BUSY_MESSAGE = 'The optimizer is busy with other images. Please try again in a few seconds.';

let active = 0;

/** Decodes now running (for the tests and the bench). @internal */
export const activeDecodes = () => active;

/** Runs `work` in a free slot; resolves to `{ busy: true }` at once, without running it, when there is none. */
export async function withDecodeSlot<T>(work: () => Promise<T>): Promise<{ busy: false; value: T } | { busy: true }> {
  if (active >= MAX_CONCURRENT_DECODES) return { busy: true };
  active += 1;
  try {
    return { busy: false, value: await work() };
  } finally {
    active -= 1;
  }
}
