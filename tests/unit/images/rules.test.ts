import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  formatBytes,
  imageUrl,
  tooManyPixelsMessage,
  imageName,
  isImageName,
  parseOptimizeOptions,
  savingsPercent,
  siblingName,
  slugOf,
} from '../../../src/domain/images/rules.ts';

// The messages are written out (not imported), so a change to a limit or a message fails here.
const QUALITY_MESSAGE = 'Quality must be a whole number from 50 to 95.';
const WIDTH_MESSAGE = 'Max width must be a whole number of pixels from 100 to 3840.';

describe('optimizer options (spec: quality 50 to 95 step 1, default 80; width 100 to 3840, default 1920)', () => {
  it('takes the limits and the defaults', () => {
    expect(parseOptimizeOptions({})).toEqual({ ok: true, value: { quality: 80, width: 1920 } });
    expect(parseOptimizeOptions({ quality: '', width: '' })).toEqual({ ok: true, value: { quality: 80, width: 1920 } });
    expect(parseOptimizeOptions({ quality: '50', width: '100' })).toEqual({ ok: true, value: { quality: 50, width: 100 } });
    expect(parseOptimizeOptions({ quality: 95, width: 3840 })).toEqual({ ok: true, value: { quality: 95, width: 3840 } });
  });

  it("refuses anything else with each field's message", () => {
    for (const quality of ['49', '96', '80.5', 'x', 'NaN', 'Infinity'])
      expect(parseOptimizeOptions({ quality, width: 1920 })).toEqual({ ok: false, errors: { quality: QUALITY_MESSAGE } });
    for (const width of [99, 3841, 1000.5, '1e9', 'auto']) expect(parseOptimizeOptions({ quality: 80, width })).toEqual({ ok: false, errors: { width: WIDTH_MESSAGE } });
    expect(parseOptimizeOptions({ quality: 1, width: 1 })).toEqual({ ok: false, errors: { quality: QUALITY_MESSAGE, width: WIDTH_MESSAGE } });
  });
});

describe('stored names', () => {
  it('are a safe slug of the base name plus a random id, whatever the client sent', () => {
    expect(slugOf('Back Deck (after).JPG')).toBe('back-deck-after');
    expect(slugOf('C:\\fakepath\\Crème brûlée.png')).toBe('creme-brulee');
    expect(slugOf('../../etc/passwd')).toBe('passwd');
    expect(slugOf('.jpg')).toBe('image');
    expect(slugOf('写真.jpg')).toBe('image');
    expect(slugOf(`${'a'.repeat(39)}-b-c.jpg`)).toBe('a'.repeat(39));
    expect(imageName('Panel Upgrade.jpeg', 'abc123xyz0')).toBe('panel-upgrade-abc123xyz0.webp');
    expect(() => imageName('x.jpg', '../../evil')).toThrow();
    expect(siblingName('panel-upgrade-abc123xyz0.webp', 'avif')).toBe('panel-upgrade-abc123xyz0.avif');
  });

  it('are checked by a strict pattern', () => {
    for (const good of ['panel-upgrade-abc123xyz0.webp', 'image-0123456789.avif', `${'a'.repeat(40)}-0123456789.webp`]) expect(isImageName(good)).toBe(true);
    for (const bad of [
      '0123456789.webp',
      'x-012345678.webp',
      'x-0123456789.png',
      'X-0123456789.webp',
      '../x-0123456789.webp',
      'x--0123456789.webp',
      'x-0123456789.webp/',
      `${'a'.repeat(41)}-0123456789.webp`,
      'x-0123456789.webp\n',
    ])
      expect(isImageName(bad), bad).toBe(false);
  });
});

describe('sizes and savings', () => {
  it('formats sizes in B, KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(14_540)).toBe('14.2 KB');
    expect(formatBytes(2_516_582)).toBe('2.40 MB');
  });

  it('gives the savings in percent with one decimal, negative when the result is larger', () => {
    expect(savingsPercent(1000, 123)).toBe(87.7);
    expect(savingsPercent(100, 150)).toBe(-50);
    expect(savingsPercent(0, 10)).toBe(0);
  });
});

describe('names and addresses, edges', () => {
  it('reads the format from the name, and serves stored images under /images/', () => {
    expect(extensionOf('panel-abc123xyz0.avif')).toBe('avif');
    expect(extensionOf('panel-abc123xyz0.webp')).toBe('webp');
    expect(extensionOf('avif-abc123xyz0.webp')).toBe('webp');
    expect(imageUrl('panel-abc123xyz0.webp')).toBe('/images/panel-abc123xyz0.webp');
  });

  it('trims hyphens at both ends of a slug, also after cutting it to 40 characters', () => {
    expect(slugOf('--Back  deck--.png')).toBe('back-deck');
    expect(slugOf('folder/')).toBe('image');
    expect(slugOf(`${'a'.repeat(39)}--b.jpg`)).toBe('a'.repeat(39));
  });

  it('takes only an id of exactly ten lower-case letters and digits', () => {
    expect(() => imageName('x.jpg', 'abc123xyz0x')).toThrow('image id must be 10 characters a-z0-9');
    expect(() => imageName('x.jpg', 'xabc123xyz0')).toThrow('image id must be 10 characters a-z0-9');
    expect(imageName('x.jpg', 'abc123xyz0', 'avif')).toBe('x-abc123xyz0.avif');
  });

  it('changes only the extension at the end of a name', () => {
    expect(siblingName('a.webp-b-abc123xyz0.webp', 'avif')).toBe('a.webp-b-abc123xyz0.avif');
  });

  it('says how many pixels are too many', () => {
    expect(tooManyPixelsMessage(8000, 6000)).toBe('The image is too large: 8000 × 6000 pixels is more than 40 megapixels.');
  });

  it('switches units at 1,024 bytes and at 1,024 KB', () => {
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1024.0 KB');
    expect(formatBytes(1024 * 1024)).toBe('1.00 MB');
  });

  it('takes the default for a missing or null option', () => {
    expect(parseOptimizeOptions({ quality: null, width: undefined })).toEqual({ ok: true, value: { quality: 80, width: 1920 } });
  });
});
