// npm run bench:images: the optimizer's sharp pipeline (src/server/images/pipeline.ts, the code the
// function runs) on a 12-megapixel photo-like JPEG made here (4000 × 3000, quality 92, as a camera
// saves it), optimized to 1920 wide at quality 80, BENCH_RUNS times (default 10) after one warm-up.
// Prints the input size, the p50/min/max time of the whole pipeline (header check, decode, rotate,
// resize, WebP, and the AVIF attempt) and of the WebP alone, and the savings of the WebP (and the
// AVIF). The Blobs write is not timed: it is a local file here and a network call on Netlify.
// Options: BENCH_RUNS, BENCH_WIDTH (1920), BENCH_QUALITY (80).
import { performance } from 'node:perf_hooks';
import { ensureSupportedNode } from './lib/pinned-node.mjs';

ensureSupportedNode(import.meta.url);

const { photoJpeg } = await import('./lib/synthetic-photo.mjs');
const { optimize } = await import('../src/server/images/pipeline.ts');
const { savingsPercent, formatBytes } = await import('../src/domain/images/rules.ts');

const runs = Number(process.env.BENCH_RUNS || 10);
const width = Number(process.env.BENCH_WIDTH || 1920);
const quality = Number(process.env.BENCH_QUALITY || 80);

let started = performance.now();
const input = await photoJpeg(4000, 3000);
console.log(`Input: 4000 × 3000 photo-like JPEG (quality 92), ${formatBytes(input.length)}, made in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const summary = (values) => `p50 ${percentile(values, 50).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)})`;

async function measure(label, avif) {
  await optimize(input, { quality, width, avif }); // warm-up
  const times = [];
  let last;
  for (let i = 0; i < runs; i += 1) {
    started = performance.now();
    last = await optimize(input, { quality, width, avif });
    times.push(performance.now() - started);
  }
  console.log(`${label}: ${summary(times)} over ${runs} runs`);
  return last;
}

const full = await measure(`Pipeline as the function runs it (WebP + AVIF attempt), ${width} wide, quality ${quality}`, true);
await measure('WebP only', false);

const webp = full.webp.data.length;
console.log(`Output: ${full.webp.width} × ${full.webp.height} WebP ${formatBytes(webp)}, savings ${savingsPercent(input.length, webp)}%`);
if (full.avifTried !== null) {
  const kept = full.avif ? 'kept' : 'not kept (not 10% smaller than the WebP)';
  console.log(`AVIF: ${formatBytes(full.avifTried)}, savings ${savingsPercent(input.length, full.avifTried)}%, ${kept}`);
}
