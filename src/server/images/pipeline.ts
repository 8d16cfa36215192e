/**
 * The optimizer's image work, with sharp: checks the upload by decoding its header (never by its
 * name), refuses more than 40 megapixels before decoding the pixels, turns it upright by its EXIF
 * orientation, drops every piece of metadata (EXIF, GPS, XMP, ICC after converting to sRGB),
 * shrinks it to the chosen width without ever enlarging it, and encodes WebP at the chosen quality,
 * plus an AVIF when that is clearly smaller.
 */
import sharp, { type Metadata } from 'sharp';
import { DAMAGED_IMAGE_MESSAGE, MAX_INPUT_PIXELS, NOT_AN_IMAGE_MESSAGE, tooManyPixelsMessage, type OptimizeOptions } from '../../domain/images/rules.ts';

/** Formats accepted as input (sharp's names; `heif` covers AVIF). SVG, PDF and the like are not photos. */
export const INPUT_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);

/** The AVIF is kept only when it is at least this much smaller than the WebP. */
export const AVIF_MIN_GAIN = 0.1;
/** AVIF reaches the look of WebP at a given quality with a lower number. */
export const avifQualityFor = (quality: number) => Math.max(30, quality - 20);

export class ImageInputError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface OptimizedOutput {
  original: { format: string; width: number; height: number };
  webp: EncodedImage;
  /** Present only when it pays (AVIF_MIN_GAIN smaller than the WebP). */
  avif: EncodedImage | null;
  /** Bytes of the AVIF that was tried, kept or not (for the bench and the tests). */
  avifTried: number | null;
}

export interface PipelineOptions extends OptimizeOptions {
  /** Try an AVIF beside the WebP (default true). */
  avif?: boolean;
}

/** Reads only the header: format and dimensions. 415 for anything that is not a supported image, 422 for too many pixels. */
export async function inspect(input: Uint8Array): Promise<{ format: string; width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageInputError(415, NOT_AN_IMAGE_MESSAGE);
  }
  if (!metadata.format || !INPUT_FORMATS.has(metadata.format)) throw new ImageInputError(415, NOT_AN_IMAGE_MESSAGE);
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (!width || !height) throw new ImageInputError(422, DAMAGED_IMAGE_MESSAGE);
  if (width * height > MAX_INPUT_PIXELS) throw new ImageInputError(422, tooManyPixelsMessage(width, height));
  return { format: metadata.format, width, height };
}

export async function optimize(input: Uint8Array, options: PipelineOptions): Promise<OptimizedOutput> {
  const original = await inspect(input);
  // failOn 'warning' (sharp's default, written out): a truncated or corrupt file is refused, not half-decoded.
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' }).rotate().resize({ width: options.width, withoutEnlargement: true });
  try {
    const webp = await base.clone().webp({ quality: options.quality, effort: 4 }).toBuffer({ resolveWithObject: true });
    const encodedWebp = { data: webp.data, width: webp.info.width, height: webp.info.height };
    let avif: EncodedImage | null = null;
    let avifTried: number | null = null;
    if (options.avif !== false) {
      const candidate = await base
        .clone()
        .avif({ quality: avifQualityFor(options.quality), effort: 2 })
        .toBuffer({ resolveWithObject: true });
      avifTried = candidate.data.length;
      if (candidate.data.length <= webp.data.length * (1 - AVIF_MIN_GAIN)) avif = { data: candidate.data, width: candidate.info.width, height: candidate.info.height };
    }
    return { original, webp: encodedWebp, avif, avifTried };
  } catch (error) {
    const message = (error as Error).message ?? '';
    if (/pixel limit/i.test(message)) throw new ImageInputError(422, tooManyPixelsMessage(original.width, original.height));
    throw new ImageInputError(422, DAMAGED_IMAGE_MESSAGE);
  }
}
