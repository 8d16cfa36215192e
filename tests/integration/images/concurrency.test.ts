/**
 * At most two uploads are decoded at a time; the others are answered 503 with Retry-After at once,
 * before any of their pixels are decoded, and the slots are free again afterwards (after a failure too).
 */
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import optimizeImage from '../../../netlify/functions/optimize-image.mts';
import { photoJpeg } from '../../../tools/lib/synthetic-photo.mjs';
import type { OptimizeResult } from '../../../src/domain/images/rules.ts';
import { BUSY_MESSAGE, MAX_CONCURRENT_DECODES, activeDecodes } from '../../../src/server/images/decode-slots.ts';
import { IMAGE_STORE } from '../../../src/server/images/store.ts';
import { closeDatabase } from '../../helpers/assistant.ts';
import { callWith, loginCookie, useTestCredentials } from '../admin/harness.ts';

let cookie: string;
let photo: Buffer;
beforeEach(() => useTestCredentials());
beforeAll(async () => {
  useTestCredentials();
  cookie = await loginCookie();
  photo = await photoJpeg(1600, 1200);
});
afterAll(closeDatabase);

function form(file: Uint8Array, name = 'photo.jpg'): FormData {
  const body = new FormData();
  body.set('image', new File([file as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }));
  body.set('quality', '80');
  body.set('width', '1600');
  return body;
}
const upload = (file: Uint8Array = photo, name?: string) =>
  callWith<OptimizeResult>(optimizeImage, cookie, { method: 'POST', path: '/api/optimize-image', body: form(file, name) });
const storedCount = async () => (await getStore({ name: IMAGE_STORE, consistency: 'strong' }).list()).blobs.length;

describe('concurrent uploads', () => {
  it(`decodes at most ${MAX_CONCURRENT_DECODES} at a time and answers the rest 503 with Retry-After, fast and without decoding`, async () => {
    expect(MAX_CONCURRENT_DECODES).toBe(2);
    const before = await storedCount();
    let peak = 0;
    const watcher = setInterval(() => (peak = Math.max(peak, activeDecodes())), 5);
    const started = Date.now();
    const timed = (promise: ReturnType<typeof upload>) => promise.then((result) => ({ ...result, ms: Date.now() - started }));
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => timed(upload(photo, `concurrent-${i}.jpg`))));
    clearInterval(watcher);

    const ok = results.filter((result) => result.status === 200);
    const busy = results.filter((result) => result.status === 503);
    expect(ok).toHaveLength(2);
    expect(busy).toHaveLength(4);
    for (const result of busy) {
      expect(result.body).toEqual({ success: false, message: BUSY_MESSAGE });
      expect(Number(result.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(result.headers.get('x-request-id')).toBeTruthy();
      // Answered before either decode finished.
      expect(result.ms).toBeLessThan(Math.min(...ok.map((r) => r.ms)));
    }
    // Two decodes ran side by side, never more.
    expect(peak).toBe(2);
    expect(activeDecodes()).toBe(0);
    // Two stored images (each a WebP, maybe with an AVIF).
    expect(await storedCount()).toBeGreaterThanOrEqual(before + 2);
    expect(await storedCount()).toBeLessThanOrEqual(before + 4);
  }, 60_000);

  it('frees its slot after a refused image, so the next upload is decoded', async () => {
    const refused = await Promise.all([upload(new TextEncoder().encode('not an image at all'), 'a.jpg'), upload(new TextEncoder().encode('nor this'), 'b.jpg')]);
    expect(refused.map((result) => result.status)).toEqual([415, 415]);
    expect(activeDecodes()).toBe(0);
    expect((await upload(photo, 'after.jpg')).status).toBe(200);
  }, 30_000);
});
