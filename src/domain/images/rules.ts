/**
 * The image optimizer's rules (spec: assistant-and-admin, sections 5 and 9), shared by the
 * optimizer island, the functions and the tests: the quality and width limits with their messages,
 * the upload limits, the names of stored images, and how sizes and savings are shown.
 */
import '../zod-without-eval.ts';
import { z } from 'zod/mini';

export const QUALITY = { min: 50, max: 95, step: 1, default: 80 } as const;
export const WIDTH = { min: 100, max: 3840, default: 1920 } as const;

/**
 * The whole multipart request must fit a function's request body: 6 MB, but Netlify Base64-encodes
 * a binary body first, which leaves about 4.5 MB (docs/decisions/0013-local-runner.md). 4 MB keeps
 * a margin, so a larger photo gets this message instead of the platform's error page.
 */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;
/** Decoded size limit: more pixels than this is refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;

export const NO_FILE_MESSAGE = 'No file selected';
export const QUALITY_MESSAGE = `Quality must be a whole number from ${QUALITY.min} to ${QUALITY.max}.`;
export const WIDTH_MESSAGE = `Max width must be a whole number of pixels from ${WIDTH.min} to ${WIDTH.max}.`;
export const TOO_LARGE_MESSAGE = `The file is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB can be uploaded.`;
export const NOT_AN_IMAGE_MESSAGE = 'The file is not an image we can read. Upload a JPEG, PNG, WebP, AVIF, GIF or TIFF image.';
export const DAMAGED_IMAGE_MESSAGE = 'The image could not be read: the file is damaged or incomplete.';
export const tooManyPixelsMessage = (width: number, height: number) =>
  `The image is too large: ${width} × ${height} pixels is more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;
export const OPTIMIZED_MESSAGE = 'Image optimized successfully';
export const DELETED_MESSAGE = 'Image deleted';
export const UNKNOWN_IMAGE_MESSAGE = 'There is no optimized image with that name.';
export const BAD_NAME_MESSAGE = 'That is not the name of an optimized image.';

/** A form value (string from a form, number from code, nothing) as an integer in range, or the field's message. */
const intField = (limits: { min: number; max: number; default: number }, message: string) =>
  z.pipe(
    z.transform((value: unknown) => (value === undefined || value === null || value === '' ? limits.default : Number(value))),
    z.number().check(z.refine((value) => Number.isInteger(value) && value >= limits.min && value <= limits.max, message)),
  );

/** quality 50 to 95 step 1 (default 80); width 100 to 3840 (default 1920). */
export const optimizeOptionsSchema = z.object({
  quality: intField(QUALITY, QUALITY_MESSAGE),
  width: intField(WIDTH, WIDTH_MESSAGE),
});
export type OptimizeOptions = z.infer<typeof optimizeOptionsSchema>;

export type OptionErrors = Partial<Record<keyof OptimizeOptions, string>>;

/** The options, or each wrong field's message. */
export function parseOptimizeOptions(input: { quality?: unknown; width?: unknown }): { ok: true; value: OptimizeOptions } | { ok: false; errors: OptionErrors } {
  const result = optimizeOptionsSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: OptionErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof OptimizeOptions;
    errors[field] ??= field === 'quality' ? QUALITY_MESSAGE : WIDTH_MESSAGE;
  }
  return { ok: false, errors };
}

/** Formats the optimizer serves. The WebP is the image; an AVIF may sit beside it under the same base name. */
export const IMAGE_CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;
export type ImageExtension = keyof typeof IMAGE_CONTENT_TYPES;

export const NAME_ID_LENGTH = 10;
export const NAME_SLUG_MAX = 40;
/** `<slug>-<10 random [a-z0-9]>.webp|avif`; nothing else reaches the store as a key. */
export const IMAGE_NAME_PATTERN = /^(?:[a-z0-9]+-)+[a-z0-9]{10}\.(?:webp|avif)$/;
const MAX_NAME_LENGTH = NAME_SLUG_MAX + 1 + NAME_ID_LENGTH + 5;

export function isImageName(value: string): boolean {
  return value.length <= MAX_NAME_LENGTH && IMAGE_NAME_PATTERN.test(value);
}

export function extensionOf(name: string): ImageExtension {
  return name.endsWith('.avif') ? 'avif' : 'webp';
}

/**
 * A safe slug of the uploaded file's base name (no folders, no extension, lower-case ASCII letters
 * and digits joined by single hyphens, at most 40 characters), or `image`.
 */
export function slugOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const withoutExtension = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const slug = withoutExtension
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, NAME_SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || 'image';
}

/** The stored name from the uploaded file's name and a random id of 10 `[a-z0-9]` characters. */
export function imageName(fileName: string, id: string, extension: ImageExtension = 'webp'): string {
  if (!/^[a-z0-9]{10}$/.test(id)) throw new Error('image id must be 10 characters a-z0-9');
  return `${slugOf(fileName)}-${id}.${extension}`;
}

/** The sibling of a stored image in the other format (same base name). */
export function siblingName(name: string, extension: ImageExtension): string {
  return name.replace(/\.(?:webp|avif)$/, `.${extension}`);
}

/** Where the website serves a stored image. */
export const imageUrl = (name: string) => `/images/${name}`;

/** Percentage saved, one decimal; negative when the result is larger than the upload. */
export function savingsPercent(originalSize: number, optimizedSize: number): number {
  if (originalSize <= 0) return 0;
  return Math.round((1 - optimizedSize / originalSize) * 1000) / 10;
}

/** 512 B, 14.2 KB, 2.40 MB (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** The answers of the optimizer's endpoints (spec section 7), with a few extra fields the screen uses. */
export interface OptimizeResult {
  success: boolean;
  message: string;
  error?: string;
  errors?: OptionErrors;
  data?: {
    original: { size: number; width?: number; height?: number; format?: string };
    optimized: { size: number; url: string; savingsPercent: number; name?: string; width?: number; height?: number; avif?: { url: string; size: number } | null };
  };
}

export interface OptimizedImage {
  name: string;
  url: string;
  size: number;
  created: string;
  width: number;
  height: number;
  originalName: string;
  originalSize: number;
  avif: { name: string; url: string; size: number } | null;
}
