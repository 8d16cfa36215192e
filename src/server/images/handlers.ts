/**
 * The image optimizer's endpoints. The three /api ones sit behind the admin session
 * (`adminEndpoint`); GET /images/{name} is public, because the website shows the images.
 */
import { purgeCache } from '@netlify/functions';
import {
  BAD_NAME_MESSAGE,
  DELETED_MESSAGE,
  MAX_UPLOAD_BYTES,
  NO_FILE_MESSAGE,
  OPTIMIZED_MESSAGE,
  TOO_LARGE_MESSAGE,
  UNKNOWN_IMAGE_MESSAGE,
  isImageName,
  parseOptimizeOptions,
  savingsPercent,
  type OptimizeResult,
} from '../../domain/images/rules.ts';
import { adminEndpoint } from '../admin/endpoint.ts';
import { json } from '../http/json.ts';
import { endpoint, readMultipart } from '../http/pipeline.ts';
import { RequestError } from '../http/request.ts';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, withDecodeSlot } from './decode-slots.ts';
import { ImageInputError, optimize } from './pipeline.ts';
import { deleteImage, listImages, readImage, saveImage } from './store.ts';

const IMAGE_FAILURE_MESSAGE = 'The image store cannot be reached right now. Please try again shortly.';

/** The image, quality and width of the multipart upload, read with the platform's size limit. */
async function readUpload(request: Request): Promise<{ file: File; quality: unknown; width: unknown }> {
  const form = await readMultipart(request, {
    limit: MAX_UPLOAD_BYTES,
    tooLargeMessage: TOO_LARGE_MESSAGE,
    typeMessage: 'Send the image as multipart/form-data (fields image, quality and width).',
  });
  const file = form.get('image');
  if (!(file instanceof File) || file.size === 0) throw new RequestError(400, NO_FILE_MESSAGE, { image: NO_FILE_MESSAGE });
  return { file, quality: form.get('quality') ?? undefined, width: form.get('width') ?? undefined };
}

/** POST /api/optimize-image (multipart: image, quality, width). */
export function handleOptimize(request: Request): Promise<Response> {
  return adminEndpoint(
    request,
    ['POST'],
    async () => {
      const upload = await readUpload(request);
      const options = parseOptimizeOptions({ quality: upload.quality, width: upload.width });
      if (!options.ok) throw new RequestError(400, Object.values(options.errors)[0], options.errors);
      const input = new Uint8Array(await upload.file.arrayBuffer());
      let output;
      try {
        const decoded = await withDecodeSlot(() => optimize(input, options.value));
        if (decoded.busy) return json({ success: false, message: BUSY_MESSAGE }, 503, { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
        output = decoded.value;
      } catch (error) {
        if (error instanceof ImageInputError) throw new RequestError(error.status, error.message);
        throw error;
      }
      const stored = await saveImage({ originalName: upload.file.name, originalSize: input.length, webp: output.webp, avif: output.avif });
      const body: OptimizeResult = {
        success: true,
        message: OPTIMIZED_MESSAGE,
        data: {
          original: { size: input.length, width: output.original.width, height: output.original.height, format: output.original.format },
          optimized: {
            size: stored.size,
            url: stored.url,
            savingsPercent: savingsPercent(input.length, stored.size),
            name: stored.name,
            width: stored.width,
            height: stored.height,
            avif: stored.avif ? { url: stored.avif.url, size: stored.avif.size } : null,
          },
        },
      };
      return json(body, 200);
    },
    IMAGE_FAILURE_MESSAGE,
  );
}

/** GET /api/optimized-images: `{ images: [{ name, url, size, created, … }] }`, newest first. */
export function handleList(request: Request): Promise<Response> {
  return adminEndpoint(request, ['GET'], async () => json({ images: await listImages() }), IMAGE_FAILURE_MESSAGE);
}

/** The last path segment, decoded; '' when it cannot be decoded. */
function lastSegment(request: Request): string {
  const segment = new URL(request.url).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The CDN tag of a served image, so a deleted image can be purged from Netlify's cache. */
export const cacheTagOf = (name: string) => `optimized-image-${name}`;

/** DELETE /api/optimized-images/{name}: the image and its AVIF sibling. */
export function handleDelete(request: Request): Promise<Response> {
  return adminEndpoint(
    request,
    ['DELETE'],
    async () => {
      const name = lastSegment(request);
      if (!isImageName(name)) throw new RequestError(400, BAD_NAME_MESSAGE);
      const result = await deleteImage(name);
      if (!result) throw new RequestError(404, UNKNOWN_IMAGE_MESSAGE);
      // On Netlify the served copies are cached at the edge for a year: purge them (not possible locally).
      if (process.env.NETLIFY_PURGE_API_TOKEN) {
        await purgeCache({ tags: result.deleted.map(cacheTagOf) }).catch((error) => console.error('images: cache purge failed', error));
      }
      return json({ success: true, message: DELETED_MESSAGE, deleted: result.deleted });
    },
    IMAGE_FAILURE_MESSAGE,
  );
}

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } });

/** GET /images/{name}: a stored image, cached for a year (names are never reused). */
export const handleServe = endpoint({ name: 'images: serve', methods: ['GET'] }, async ({ request }) => {
  const name = lastSegment(request);
  if (!isImageName(name)) return notFound();
  let file;
  try {
    file = await readImage(name);
  } catch (error) {
    console.error('images: store read failed', error);
    return new Response('The image cannot be served right now.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '10', 'cache-control': 'no-store' },
    });
  }
  if (!file) return notFound();
  const etag = `"${file.metadata.etag}"`;
  const headers: Record<string, string> = {
    'content-type': file.metadata.contentType,
    etag,
    'cache-control': 'public, max-age=31536000, immutable',
    'netlify-cache-tag': cacheTagOf(name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  };
  const match = request.headers.get('if-none-match');
  if (match && match.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers['content-length'] = String(file.data.byteLength);
  return new Response(request.method === 'HEAD' ? null : file.data, { status: 200, headers });
});
