/**
 * Optimized images in the Netlify Blobs store `optimized-images`. The key is the image's
 * generated name (`<slug>-<random>.webp`, its AVIF sibling `.avif`); the blob's metadata holds the
 * original name and size, the dimensions, the creation time, the content type, a content hash
 * (the ETag) and, on the WebP, the name and size of the AVIF sibling when there is one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { IMAGE_CONTENT_TYPES, extensionOf, imageName, imageUrl, isImageName, siblingName, type OptimizedImage } from '../../domain/images/rules.ts';
import type { EncodedImage } from './pipeline.ts';

export const IMAGE_STORE = 'optimized-images';

export interface ImageMetadata {
  contentType: string;
  size: number;
  width: number;
  height: number;
  created: string;
  etag: string;
  originalName: string;
  originalSize: number;
  /** On the WebP: its AVIF sibling, if kept. On the AVIF: null. */
  avif: { name: string; size: number } | null;
  /** On the AVIF: the WebP it belongs to. */
  primary?: string;
}

function imageStore() {
  return getStore({ name: IMAGE_STORE, consistency: 'strong' });
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** 10 random characters of [a-z0-9] (about 51 bits). */
export function randomId(): string {
  const bytes = randomBytes(10);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

const etagOf = (data: Uint8Array) => createHash('sha256').update(data).digest('base64url').slice(0, 27);
const toArrayBuffer = (data: Uint8Array): ArrayBuffer => data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;

/** The original's name as metadata: no folders, no control characters, at most 200 characters. */
function cleanOriginalName(value: string): string {
  const base = value.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'image';
}

export interface SaveInput {
  originalName: string;
  originalSize: number;
  webp: EncodedImage;
  avif: EncodedImage | null;
  now?: Date;
}

export async function saveImage(input: SaveInput): Promise<OptimizedImage> {
  const store = imageStore();
  const name = imageName(input.originalName, randomId(), 'webp');
  const created = (input.now ?? new Date()).toISOString();
  const originalName = cleanOriginalName(input.originalName);
  const common = { created, originalName, originalSize: input.originalSize };
  const avifName = input.avif ? siblingName(name, 'avif') : null;
  if (input.avif && avifName) {
    const metadata: ImageMetadata = {
      ...common,
      contentType: IMAGE_CONTENT_TYPES.avif,
      size: input.avif.data.length,
      width: input.avif.width,
      height: input.avif.height,
      etag: etagOf(input.avif.data),
      avif: null,
      primary: name,
    };
    await store.set(avifName, toArrayBuffer(input.avif.data), { metadata: { ...metadata } });
  }
  const metadata: ImageMetadata = {
    ...common,
    contentType: IMAGE_CONTENT_TYPES.webp,
    size: input.webp.data.length,
    width: input.webp.width,
    height: input.webp.height,
    etag: etagOf(input.webp.data),
    avif: input.avif && avifName ? { name: avifName, size: input.avif.data.length } : null,
  };
  // The WebP is written last: an image is listed only once both files are in the store.
  await store.set(name, toArrayBuffer(input.webp.data), { metadata: { ...metadata } });
  return toListed(name, metadata);
}

function toListed(name: string, metadata: ImageMetadata): OptimizedImage {
  return {
    name,
    url: imageUrl(name),
    size: metadata.size,
    created: metadata.created,
    width: metadata.width,
    height: metadata.height,
    originalName: metadata.originalName,
    originalSize: metadata.originalSize,
    avif: metadata.avif ? { ...metadata.avif, url: imageUrl(metadata.avif.name) } : null,
  };
}

/** Every optimized image (the WebPs; their AVIFs ride along), newest first. */
export async function listImages(): Promise<OptimizedImage[]> {
  const store = imageStore();
  const { blobs } = await store.list();
  const names = blobs.map((blob) => blob.key).filter((key) => isImageName(key) && extensionOf(key) === 'webp');
  const images: OptimizedImage[] = [];
  // A few metadata reads at a time.
  for (let index = 0; index < names.length; index += 8) {
    const batch = await Promise.all(
      names.slice(index, index + 8).map(async (name) => {
        const found = await store.getMetadata(name);
        return found ? toListed(name, found.metadata as unknown as ImageMetadata) : null;
      }),
    );
    for (const image of batch) if (image) images.push(image);
  }
  return images.sort((a, b) => b.created.localeCompare(a.created) || a.name.localeCompare(b.name));
}

export interface StoredFile {
  data: ArrayBuffer;
  metadata: ImageMetadata;
}

/** A stored file by its name, or null (also for a name that could not be one of ours). */
export async function readImage(name: string): Promise<StoredFile | null> {
  if (!isImageName(name)) return null;
  const found = await imageStore().getWithMetadata(name, { type: 'arrayBuffer' });
  if (!found) return null;
  return { data: found.data, metadata: found.metadata as unknown as ImageMetadata };
}

/** Deletes an image (a WebP with its AVIF sibling); false when there is no such image. */
export async function deleteImage(name: string): Promise<{ deleted: string[] } | null> {
  if (!isImageName(name) || extensionOf(name) !== 'webp') return null;
  const store = imageStore();
  const found = await store.getMetadata(name);
  if (!found) return null;
  const avif = (found.metadata as unknown as ImageMetadata).avif;
  const deleted = [name];
  if (avif && isImageName(avif.name)) {
    await store.delete(avif.name);
    deleted.push(avif.name);
  }
  await store.delete(name);
  return { deleted };
}
