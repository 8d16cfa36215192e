/**
 * The image optimizer through its real functions, on the test Blobs server, with images made by
 * sharp in the test: sizes and savings, orientation, stripped metadata, no enlargement, the list,
 * serving, deleting, and a clear 4xx that stores nothing for every kind of bad input.
 */
import { getStore } from '@netlify/blobs';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import optimizeImage from '../../../netlify/functions/optimize-image.mts';
import optimizedImages from '../../../netlify/functions/optimized-images.mts';
import deleteImage from '../../../netlify/functions/optimized-image-delete.mts';
import serveImage from '../../../netlify/functions/image.mts';
import { photoJpeg } from '../../../tools/lib/synthetic-photo.mjs';
import {
  DAMAGED_IMAGE_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  NO_FILE_MESSAGE,
  QUALITY_MESSAGE,
  WIDTH_MESSAGE,
  isImageName,
  type OptimizeResult,
  type OptimizedImage,
} from '../../../src/domain/images/rules.ts';
import { IMAGE_STORE } from '../../../src/server/images/store.ts';
import { closeDatabase } from '../../helpers/assistant.ts';
import { callFunction } from '../../helpers/functions.ts';
import { callWith, loginCookie, useTestCredentials } from '../admin/harness.ts';

let cookie: string;
beforeEach(() => useTestCredentials());
beforeAll(async () => {
  useTestCredentials();
  cookie = await loginCookie();
});
afterAll(closeDatabase);

function form(file: Uint8Array | null, fileName: string, fields: Record<string, string> = { quality: '80', width: '1920' }, type = 'image/jpeg'): FormData {
  const body = new FormData();
  if (file) body.set('image', new File([file as Uint8Array<ArrayBuffer>], fileName, { type }));
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

const uploadAs = (as: string | undefined, body: FormData) => callWith<OptimizeResult>(optimizeImage, as, { method: 'POST', path: '/api/optimize-image', body });
const upload = (body: FormData) => uploadAs(cookie, body);
const list = async () => (await callWith<{ images: OptimizedImage[] }>(optimizedImages, cookie, { path: '/api/optimized-images' })).body.images;
const storedKeys = async () => (await getStore({ name: IMAGE_STORE, consistency: 'strong' }).list()).blobs.map((blob) => blob.key).sort();
const nameOf = (result: { body: OptimizeResult }) => result.body.data!.optimized.url.replace('/images/', '');
async function served(name: string, headers: Record<string, string> = {}) {
  const response = await serveImage(new Request(`http://localhost:8888/images/${name}`, { headers }));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The JPEG's pixels are stored sideways: left half red, right half blue, with EXIF orientation 6 (turn 90° clockwise), GPS and a camera name. */
async function sidewaysJpeg(): Promise<Buffer> {
  const half = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#0000ff' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Sideways 1', Copyright: 'Owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 52/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('POST /api/optimize-image', () => {
  it('turns a photo into a 1920-wide WebP, answers the spec shape with sizes and savings, and lists and serves it', async () => {
    const jpeg = await photoJpeg(2400, 1600);
    const before = await storedKeys();
    const result = await upload(form(jpeg, 'Back Deck (after).JPG'));
    expect(result.status).toBe(200);
    const { data } = result.body;
    expect(result.body).toMatchObject({ success: true, message: 'Image optimized successfully' });
    expect(data!.original.size).toBe(jpeg.length);
    expect(data!.optimized.url).toMatch(/^\/images\/back-deck-after-[a-z0-9]{10}\.webp$/);
    expect(data!.optimized.size).toBeLessThan(jpeg.length);
    expect(data!.optimized.savingsPercent).toBe(Math.round((1 - data!.optimized.size / jpeg.length) * 1000) / 10);
    expect(data!.optimized.savingsPercent).toBeGreaterThan(50);
    expect(data!.optimized).toMatchObject({ width: 1920, height: 1280 });

    const name = nameOf(result);
    const { response, bytes } = await served(name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-length')).toBe(String(data!.optimized.size));
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(bytes.length).toBe(data!.optimized.size);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1920, height: 1280 });

    // A browser that has it asks again with its ETag and gets 304.
    const again = await served(name, { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);

    const images = await list();
    const listed = images.find((image) => image.name === name)!;
    expect(listed).toMatchObject({
      name,
      url: `/images/${name}`,
      size: data!.optimized.size,
      width: 1920,
      height: 1280,
      originalName: 'Back Deck (after).JPG',
      originalSize: jpeg.length,
    });
    expect(Date.now() - new Date(listed.created).getTime()).toBeLessThan(60_000);
    // The keys in the store are the generated names only.
    const added = (await storedKeys()).filter((key) => !before.includes(key));
    expect(added.length).toBeGreaterThanOrEqual(1);
    for (const key of added) expect(isImageName(key)).toBe(true);
  });

  it('keeps an AVIF beside the WebP only when it is clearly smaller, serves it as image/avif, and deletes it with the WebP', async () => {
    const result = await upload(form(await photoJpeg(1600, 1000), 'field.jpg'));
    expect(result.status).toBe(200);
    const { optimized } = result.body.data!;
    const name = nameOf(result);
    // The photo-like test image gives an AVIF well under the WebP.
    expect(optimized.avif).not.toBeNull();
    expect(optimized.avif).toBeDefined();
    const avifInfo = optimized.avif!;
    expect(avifInfo.size).toBeLessThanOrEqual(optimized.size * 0.9);
    expect(avifInfo.url).toBe(`/images/${name.replace('.webp', '.avif')}`);
    const avif = await served(avifInfo.url.replace('/images/', ''));
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect((await sharp(avif.bytes).metadata()).format).toBe('heif');
    const removed = await callWith(deleteImage, cookie, { method: 'DELETE', path: `/api/optimized-images/${name}` });
    expect(removed.status).toBe(200);
    expect((await storedKeys()).filter((key) => key.startsWith(name.replace('.webp', '')))).toEqual([]);
  });

  it('keeps the transparency of a PNG', async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.4 } } })
      .png()
      .toBuffer();
    const result = await upload(form(png, 'logo.png', { quality: '90', width: '1920' }, 'image/png'));
    expect(result.status).toBe(200);
    const { bytes } = await served(nameOf(result));
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 200, hasAlpha: true });
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[3] - 102)).toBeLessThanOrEqual(3);
  });

  it('turns a sideways photo upright by its EXIF orientation and strips every piece of metadata', async () => {
    const jpeg = await sidewaysJpeg();
    const source = await sharp(jpeg).metadata();
    expect(source).toMatchObject({ width: 600, height: 400, orientation: 6 });
    expect(source.exif).toBeDefined();
    const result = await upload(form(jpeg, 'sideways.jpg'));
    expect(result.status).toBe(200);
    expect(result.body.data!.optimized).toMatchObject({ width: 400, height: 600 });
    const { bytes } = await served(nameOf(result));
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ width: 400, height: 600 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    // Turned clockwise, the red left half is now the top half.
    const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    const [topR, , topB] = pixel(200, 100);
    const [bottomR, , bottomB] = pixel(200, 500);
    expect(topR).toBeGreaterThan(200);
    expect(topB).toBeLessThan(60);
    expect(bottomB).toBeGreaterThan(200);
    expect(bottomR).toBeLessThan(60);
  });

  it('converts a wide-gamut (Display P3) photo to sRGB and drops its colour profile, keeping the colours', async () => {
    const p3 = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#d03020' } })
      .withIccProfile('p3')
      .jpeg({ quality: 95 })
      .toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const result = await upload(form(p3, 'p3.jpg'));
    expect(result.status).toBe(200);
    const { bytes } = await served(nameOf(result));
    expect((await sharp(bytes).metadata()).icc).toBeUndefined();
    const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = data;
    expect(Math.abs(r - 0xd0)).toBeLessThanOrEqual(8);
    expect(Math.abs(g - 0x30)).toBeLessThanOrEqual(8);
    expect(Math.abs(b - 0x20)).toBeLessThanOrEqual(8);
  });

  it('never enlarges a small image', async () => {
    const tiny = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const result = await upload(form(tiny, 'tiny.jpg', { quality: '95', width: '3840' }));
    expect(result.status).toBe(200);
    expect(result.body.data!.optimized).toMatchObject({ width: 50, height: 40 });
    const { bytes } = await served(nameOf(result));
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 50, height: 40 });
    // A tiny JPEG may grow as WebP: the savings say so, with a negative number.
    const { size, savingsPercent } = result.body.data!.optimized;
    expect(savingsPercent).toBe(Math.round((1 - size / tiny.length) * 1000) / 10);
  });

  it('uses the defaults (quality 80, width 1920) when the fields are left out', async () => {
    const result = await upload(form(await photoJpeg(2000, 1000), 'defaults.jpg', {}));
    expect(result.status).toBe(200);
    expect(result.body.data!.optimized).toMatchObject({ width: 1920, height: 960 });
  });

  describe('refuses bad input with a clear 4xx and stores nothing', () => {
    let before: string[];
    beforeEach(async () => {
      before = await storedKeys();
    });
    const nothingStored = async () => expect(await storedKeys()).toEqual(before);

    it('a truncated JPEG: 422', async () => {
      const jpeg = await photoJpeg(800, 600);
      const result = await upload(form(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'cut-off.jpg'));
      expect(result.status).toBe(422);
      expect(result.body).toEqual({ success: false, message: DAMAGED_IMAGE_MESSAGE });
      await nothingStored();
    });

    it('a text file named .jpg: 415, checked by decoding, not by the name or the declared type', async () => {
      const result = await upload(form(new TextEncoder().encode('Meet at the job site at 7:00 AM.\n'.repeat(20)), 'photo.jpg'));
      expect(result.status).toBe(415);
      expect(result.body).toEqual({ success: false, message: NOT_AN_IMAGE_MESSAGE });
      await nothingStored();
    });

    it('an SVG: 415 (not a photo, and not rendered on the server)', async () => {
      const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>');
      const result = await upload(form(svg, 'drawing.svg', undefined, 'image/svg+xml'));
      expect(result.status).toBe(415);
      await nothingStored();
    });

    it('an image over the 4 MB upload limit: 413 with the limit in the message, before decoding', async () => {
      const noise = await sharp({ create: { width: 1250, height: 1150, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
        .png({ compressionLevel: 1 })
        .toBuffer();
      // Between the upload limit and the 4.5 MB a Base64-encoded body leaves on Netlify.
      expect(noise.length).toBeGreaterThan(4 * 1024 * 1024);
      expect(noise.length).toBeLessThan(4.5 * 1024 * 1024);
      const result = await upload(form(noise, 'huge.png', undefined, 'image/png'));
      expect(result.status).toBe(413);
      expect(result.body).toEqual({ success: false, message: 'The file is too large: at most 4 MB can be uploaded.' });
      await nothingStored();
    });

    it('more than 40 megapixels (a decompression bomb): 422 from the header, without decoding the pixels', async () => {
      const bomb = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#ffffff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const started = Date.now();
      const result = await upload(form(bomb, 'bomb.png', undefined, 'image/png'));
      expect(result.status).toBe(422);
      expect(result.body.message).toBe('The image is too large: 8000 × 5001 pixels is more than 40 megapixels.');
      expect(Date.now() - started).toBeLessThan(3000);
      await nothingStored();
    });

    it("quality or width out of range: 400 with the field's message", async () => {
      const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer();
      for (const quality of ['49', '96', '80.5', 'high']) {
        const result = await upload(form(jpeg, 'q.jpg', { quality, width: '1920' }));
        expect(result.status).toBe(400);
        expect(result.body).toEqual({ success: false, message: QUALITY_MESSAGE, errors: { quality: QUALITY_MESSAGE } });
      }
      for (const width of ['99', '3841', '-5', 'wide']) {
        const result = await upload(form(jpeg, 'w.jpg', { quality: '80', width }));
        expect(result.status).toBe(400);
        expect(result.body.errors).toEqual({ width: WIDTH_MESSAGE });
      }
      const both = await upload(form(jpeg, 'b.jpg', { quality: '10', width: '10' }));
      expect(both.body.errors).toEqual({ quality: QUALITY_MESSAGE, width: WIDTH_MESSAGE });
      await nothingStored();
    });

    it('no file: 400 "No file selected"; not multipart: 415; wrong method: 405', async () => {
      const none = await upload(form(null, ''));
      expect(none.status).toBe(400);
      expect(none.body).toEqual({ success: false, message: NO_FILE_MESSAGE, errors: { image: NO_FILE_MESSAGE } });
      const json = await callWith(optimizeImage, cookie, { method: 'POST', path: '/api/optimize-image', body: { image: 'x' } });
      expect(json.status).toBe(415);
      const get = await callWith(optimizeImage, cookie, { path: '/api/optimize-image' });
      expect(get.status).toBe(405);
      await nothingStored();
    });
  });
});

describe('the list and deleting', () => {
  it('lists newest first, deletes, and answers 404 for an unknown name', async () => {
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#884400' } })
      .jpeg()
      .toBuffer();
    const first = nameOf(await upload(form(jpeg, 'first.jpg')));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = nameOf(await upload(form(jpeg, 'second.jpg')));
    const names = (await list()).map((image) => image.name);
    expect(names.indexOf(second)).toBeLessThan(names.indexOf(first));
    expect(names.indexOf(second)).toBeGreaterThanOrEqual(0);
    const created = (await list()).map((image) => image.created);
    expect([...created].sort().reverse()).toEqual(created);

    const removed = await callWith(deleteImage, cookie, { method: 'DELETE', path: `/api/optimized-images/${first}` });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, message: 'Image deleted' });
    expect((await list()).map((image) => image.name)).not.toContain(first);
    expect((await served(first)).response.status).toBe(404);

    const again = await callWith(deleteImage, cookie, { method: 'DELETE', path: `/api/optimized-images/${first}` });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: 'There is no optimized image with that name.' });
    const malformed = await callWith(deleteImage, cookie, { method: 'DELETE', path: `/api/optimized-images/..%2F..%2Fsecret` });
    expect(malformed.status).toBe(400);
    expect((await callWith(deleteImage, cookie, { method: 'GET', path: `/api/optimized-images/${second}` })).status).toBe(405);
  });

  it('serves nothing for a name that is not one of ours', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'UPPER-abcdefghij.webp', 'x-abcdefghij.png', 'nothing-abcdefghij.webp', '%E0%A4%A']) {
      const { response } = await served(name);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('without a session', () => {
  it('upload, list and delete answer 401 and store nothing; the served image stays public', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const own = nameOf(await upload(form(jpeg, 'public.jpg')));
    const before = await storedKeys();
    expect((await uploadAs(undefined, form(jpeg, 'anon.jpg'))).status).toBe(401);
    expect((await callFunction(optimizedImages, { path: '/api/optimized-images' })).status).toBe(401);
    expect((await callFunction(deleteImage, { method: 'DELETE', path: `/api/optimized-images/${own}` })).status).toBe(401);
    expect(await storedKeys()).toEqual(before);
    expect((await served(own)).response.status).toBe(200);
  });
});
