// A photo-like test image made on the spot (no image files in the repository): a sky gradient,
// hills with fine texture, a few bright and dark shapes, and a little sensor-like noise, so that
// encoders face smooth areas, edges and detail as in a real photo. Deterministic for a given size.
import sharp from 'sharp';

/** Raw RGB pixels, width × height × 3. */
export function photoPixels(width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 0x2545f491;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 0xffffffff - 0.5;
  };
  const sun = { x: width * 0.72, y: height * 0.22, r: Math.min(width, height) * 0.07 };
  for (let y = 0; y < height; y += 1) {
    const v = y / height;
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const horizon = 0.55 + 0.08 * Math.sin(u * 9.1) + 0.04 * Math.sin(u * 23.7 + 1.3);
      let r, g, b;
      if (v < horizon) {
        // Sky: blue to pale towards the horizon.
        const t = v / horizon;
        r = 70 + 140 * t;
        g = 120 + 100 * t;
        b = 200 + 40 * t;
        const d = Math.hypot(x - sun.x, y - sun.y);
        if (d < sun.r * 3) {
          const glow = Math.max(0, 1 - d / (sun.r * 3));
          r += 90 * glow * glow;
          g += 80 * glow * glow;
          b += 30 * glow * glow;
        }
      } else {
        // Hills: green-brown with grass-like texture.
        const t = (v - horizon) / (1 - horizon);
        const texture = 18 * Math.sin(x * 0.9 + Math.sin(y * 0.21) * 4) * Math.sin(y * 0.7 + x * 0.05);
        r = 60 + 50 * t + texture;
        g = 100 + 30 * t + texture;
        b = 40 + 20 * t + texture * 0.5;
        // A dark fence line and bright posts.
        if (Math.abs(v - (horizon + 0.15)) < 0.004) r = g = b = 35;
        if (v > horizon + 0.1 && v < horizon + 0.2 && x % Math.round(width / 14) < Math.max(2, width / 400)) r = g = b = 225;
      }
      const noise = random() * 10;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, r + noise));
      pixels[i + 1] = Math.max(0, Math.min(255, g + noise));
      pixels[i + 2] = Math.max(0, Math.min(255, b + noise));
    }
  }
  return pixels;
}

/** A photo-like JPEG (as a camera would save it: quality 92). */
export async function photoJpeg(width, height, { quality = 92 } = {}) {
  return sharp(photoPixels(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
