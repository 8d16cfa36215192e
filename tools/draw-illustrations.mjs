// Draws the site's illustrations: flat vector scenes written here as SVG, rasterised with sharp
// to PNG sources under src/assets/ (Astro's image pipeline makes the served sizes from them).
// Nothing is downloaded and no image holds text. Re-run after editing a scene:
//   npx node tools/draw-illustrations.mjs
import sharp from 'sharp';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_BYTES = 150 * 1024;

// ---------------------------------------------------------------------------------------------
// Drawing helpers
// ---------------------------------------------------------------------------------------------

/** Deterministic pseudo-random numbers, so every run draws the same picture. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const n = (value) => Math.round(value * 10) / 10;
const attrs = (extra) =>
  Object.entries(extra)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
const pts = (points) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const rect = (x, y, w, h, fill, extra = {}) => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attrs(extra)}/>`;
const poly = (points, fill, extra = {}) => `<polygon points="${pts(points)}" fill="${fill}"${attrs(extra)}/>`;
const circle = (cx, cy, r, fill, extra = {}) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = {}) => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;
const line = (x1, y1, x2, y2, stroke, width, extra = {}) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${attrs(extra)}/>`;
const pathEl = (d, fill, extra = {}) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
const stroked = (d, stroke, width, extra = {}) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;
const group = (body, extra = {}) => `<g${attrs(extra)}>${body}</g>`;

/** A smooth curve (Catmull-Rom as cubic Béziers) through the points, as path commands. */
function smoothThrough(points) {
  let d = `M${n(points[0][0])},${n(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(p2[0])},${n(p2[1])}`;
  }
  return d;
}

/** Horizontal bands of colour from the top: a flat-style sky. [[colour, fromY], ...] */
const bands = (w, h, list) => list.map(([fill, from], index) => rect(0, from, w, (list[index + 1]?.[1] ?? h) - from + 1, fill)).join('');

/** A rounded hill filling everything below the curve through the points. */
const hill = (w, h, points, fill) => pathEl(`${smoothThrough([[-20, points[0][1]], ...points, [w + 20, points.at(-1)[1]]])} L${w + 20},${h + 20} L-20,${h + 20} Z`, fill);

/** A jagged mountain range filling everything below the peaks. */
const range = (w, h, points, fill) => poly([[-20, h + 20], [-20, points[0][1]], ...points, [w + 20, points.at(-1)[1]], [w + 20, h + 20]], fill);

/** A snow cap on the peak `points[i]` of a range, reaching `depth` down its flanks. */
function snowcap(points, i, fill = '#ffffff', depth = 0.3) {
  const peak = points[i];
  const left = points[i - 1];
  const right = points[i + 1];
  const along = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const a = along(peak, left, depth);
  const b = along(peak, right, depth);
  const mid = (t, dy) => {
    const p = along(b, a, t);
    return [p[0], p[1] + dy];
  };
  return poly([peak, b, mid(0.2, -14), mid(0.4, 8), mid(0.6, -10), mid(0.8, 6), a], fill);
}

/** A pine tree standing at (x, y), h tall. */
function pine(x, y, h, fill, options = {}) {
  const w = h * 0.46;
  const trunk = rect(x - h * 0.04, y - h * 0.12, h * 0.08, h * 0.12, options.trunk ?? '#6b4a2f');
  const tiers = [0, 1, 2].map((tier) => {
    const top = y - h + tier * h * 0.24;
    const bottom = y - h * 0.1 - (2 - tier) * h * 0.16;
    const half = (w / 2) * (0.62 + tier * 0.19);
    return poly(
      [
        [x, top],
        [x + half, bottom],
        [x - half, bottom],
      ],
      fill,
    );
  });
  const snow = options.snow
    ? [0, 1, 2]
        .map((tier) => {
          const top = y - h + tier * h * 0.24;
          const half = (w / 2) * (0.62 + tier * 0.19) * 0.42;
          return poly(
            [
              [x, top],
              [x + half, top + h * 0.15],
              [x, top + h * 0.11],
              [x - half, top + h * 0.15],
            ],
            options.snow,
          );
        })
        .join('')
    : '';
  return trunk + tiers.join('') + snow;
}

/** A round-topped broadleaf tree standing at (x, y). */
function leafy(x, y, r, fill, shade, trunk = '#6b4a2f') {
  return (
    rect(x - r * 0.12, y - r * 1.2, r * 0.24, r * 1.2, trunk) +
    circle(x, y - r * 1.7, r, fill) +
    circle(x - r * 0.55, y - r * 1.35, r * 0.7, fill) +
    circle(x + r * 0.55, y - r * 1.35, r * 0.7, shade ?? fill)
  );
}

/** A tall cottonwood (river-bottom tree), narrower and taller than leafy(). */
function cottonwood(x, y, h, fill, shade, trunk = '#5d4631') {
  return (
    rect(x - h * 0.04, y - h * 0.45, h * 0.08, h * 0.45, trunk) + ellipse(x, y - h * 0.68, h * 0.24, h * 0.32, fill) + ellipse(x + h * 0.09, y - h * 0.6, h * 0.15, h * 0.22, shade)
  );
}

/** A puffy flat cloud whose base sits at (x, y). */
function cloud(x, y, s, fill) {
  return group(
    rect(x - 70 * s, y - 30 * s, 140 * s, 30 * s, fill, { rx: 15 * s }) +
      circle(x - 35 * s, y - 32 * s, 30 * s, fill) +
      circle(x + 10 * s, y - 45 * s, 40 * s, fill) +
      circle(x + 48 * s, y - 28 * s, 24 * s, fill),
  );
}

/** A lightning bolt centred at (cx, cy), 2*s tall. */
function bolt(cx, cy, s, fill, extra = {}) {
  const shape = [
    [0.1, -1],
    [-0.45, 0.12],
    [-0.02, 0.12],
    [-0.22, 1],
    [0.5, -0.18],
    [0.06, -0.18],
    [0.45, -1],
  ];
  return poly(
    shape.map(([x, y]) => [cx + x * s, cy + y * s]),
    fill,
    extra,
  );
}

/** A wooden distribution pole with a cross-arm; returns the drawing and the wire attachment points. */
function pole(x, base, h, color = '#5b4636', arm = '#4a3a2d') {
  const width = Math.max(4, h * 0.035);
  const armY = base - h + h * 0.08;
  const half = h * 0.2;
  const insulators = [-0.8, -0.3, 0.3, 0.8].map((t) => rect(x + t * half - width * 0.35, armY - width * 1.1, width * 0.7, width * 1.1, '#9fb4c7'));
  return {
    draw: rect(x - width / 2, base - h, width, h, color) + rect(x - half, armY, half * 2, width * 0.9, arm) + insulators.join(''),
    tips: [-0.8, -0.3, 0.3, 0.8].map((t) => [x + t * half, armY - width * 1.1]),
  };
}

/** Sagging wires between two poles' attachment points. */
function wires(from, to, sag, stroke, width) {
  return from
    .map((a, i) => {
      const b = to[i];
      return stroked(`M${n(a[0])},${n(a[1])} Q${n((a[0] + b[0]) / 2)},${n((a[1] + b[1]) / 2 + sag)} ${n(b[0])},${n(b[1])}`, stroke, width);
    })
    .join('');
}

/** A window with a frame and a cross bar. */
function windowPane(x, y, w, h, glass, frame, bar = 0.5) {
  const t = Math.max(4, w * 0.07);
  return rect(x - t, y - t, w + 2 * t, h + 2 * t, frame) + rect(x, y, w, h, glass) + rect(x + w * bar - t / 2, y, t, h, frame) + rect(x, y + h / 2 - t / 2, w, t, frame);
}

/** A winding river: a band of varying width along centre points [x, y, width]. */
function river(center, fill) {
  const side = (sign) =>
    center.map(([x, y, w], i) => {
      const [px, py] = center[Math.max(0, i - 1)];
      const [nx, ny] = center[Math.min(center.length - 1, i + 1)];
      const length = Math.hypot(nx - px, ny - py) || 1;
      return [x - (sign * (ny - py) * w) / 2 / length, y + (sign * (nx - px) * w) / 2 / length];
    });
  const left = side(1);
  const right = side(-1).reverse();
  return pathEl(`${smoothThrough(left)} L${n(right[0][0])},${n(right[0][1])} ${smoothThrough(right).replace(/^M/, 'L')} Z`, fill);
}

/** A rise of ground in the foreground between the first and last point (not the full width). */
const mound = (h, points, fill) => pathEl(`${smoothThrough(points)} L${n(points.at(-1)[0])},${h + 20} L${n(points[0][0])},${h + 20} Z`, fill);

/** Short horizontal highlight strokes on water. */
function ripples(seed, area, count, stroke, width = 4) {
  const next = random(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = area.x + next() * area.w;
    const y = area.y + next() * area.h;
    const len = 18 + next() * 40;
    out += line(x, y, x + len, y, stroke, width);
  }
  return out;
}

/** A scatter of small shapes (snowflakes, stars) inside an area. */
function scatter(seed, area, count, draw) {
  const next = random(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) out += draw(area.x + next() * area.w, area.y + next() * area.h, next());
  return out;
}

/** A row of pines along a ridge line (for forested hills). */
function forest(seed, from, to, yAt, count, fill, minH, maxH, options = {}) {
  const next = random(seed);
  const trees = [];
  for (let i = 0; i < count; i += 1) {
    const x = from + ((to - from) * (i + next() * 0.8)) / count;
    trees.push([x, yAt(x) + next() * (options.jitter ?? 10), minH + next() * (maxH - minH)]);
  }
  trees.sort((a, b) => a[1] - b[1]);
  return trees.map(([x, y, h]) => pine(x, y, h, fill, options)).join('');
}

/** y of a smooth hill's curve at x, approximated by straight lines between its points. */
function yOn(points) {
  return (x) => {
    for (let i = 0; i < points.length - 1; i += 1) {
      const [x1, y1] = points[i];
      const [x2, y2] = points[i + 1];
      if (x >= x1 && x <= x2) return y1 + ((y2 - y1) * (x - x1)) / (x2 - x1);
    }
    return x < points[0][0] ? points[0][1] : points.at(-1)[1];
  };
}

/** A flying bird, as a small "v" of two curves. */
const bird = (x, y, s, stroke) =>
  stroked(`M${n(x - 14 * s)},${n(y - 4 * s)} Q${n(x - 7 * s)},${n(y - 10 * s)} ${n(x)},${n(y)} Q${n(x + 7 * s)},${n(y - 10 * s)} ${n(x + 14 * s)},${n(y - 4 * s)}`, stroke, 3 * s);

// Palette shared by the scenes.
const C = {
  blue: '#0080ff',
  blueDark: '#1d4e89',
  orange: '#ff8a00',
  yellow: '#ffe600',
  glow: '#ffe27a',
  cream: '#fff4e0',
  white: '#ffffff',
  snow: '#eef4fa',
  grass: '#8fce72',
  grassDark: '#6fb25a',
  pine: '#2f6b4f',
  pineDark: '#23523d',
  water: '#5aa9e6',
  waterLight: '#a7d3f5',
};

// ---------------------------------------------------------------------------------------------
// Scenes (1200 x 800 unless stated)
// ---------------------------------------------------------------------------------------------

const W = 1200;
const H = 800;

function residential() {
  const far = [
    [0, 430],
    [140, 320],
    [260, 390],
    [420, 290],
    [590, 380],
    [760, 310],
    [930, 400],
    [1080, 330],
    [1200, 380],
  ];
  const mid = [
    [0, 540],
    [260, 480],
    [520, 515],
    [820, 465],
    [1200, 520],
  ];
  const pole1 = pole(1080, 660, 320);
  const house = [
    // chimney (behind the roof)
    rect(715, 285, 44, 70, '#9e3b2f'),
    rect(708, 278, 58, 14, '#7f2f26'),
    // walls
    rect(380, 400, 440, 240, C.cream),
    rect(380, 620, 440, 20, '#e9dcc3'),
    // roof and trim
    poly(
      [
        [340, 416],
        [600, 236],
        [860, 416],
      ],
      '#7f2f26',
    ),
    poly(
      [
        [362, 404],
        [600, 254],
        [838, 404],
      ],
      '#c44536',
    ),
    // round gable window, glowing
    circle(600, 340, 36, C.white),
    circle(600, 340, 28, C.glow),
    // service mast and meter on the right wall
    rect(804, 330, 8, 120, '#4b5563'),
    rect(790, 470, 26, 36, '#9ca3af', { rx: 4 }),
    circle(803, 486, 8, '#e5e7eb'),
    // windows
    windowPane(420, 455, 100, 85, C.glow, C.white),
    windowPane(680, 455, 100, 85, C.glow, C.white),
    // door, porch light
    rect(560, 505, 80, 135, '#2a6fb0'),
    rect(572, 518, 56, 50, '#3f88c9'),
    circle(626, 580, 6, C.yellow),
    circle(664, 520, 22, C.yellow, { opacity: 0.35 }),
    circle(664, 520, 9, C.yellow),
    // steps and walk
    rect(540, 640, 120, 14, '#d9c7a8'),
    poly(
      [
        [555, 654],
        [645, 654],
        [720, 820],
        [480, 820],
      ],
      '#eadbbf',
    ),
  ].join('');
  const bushes = [410, 455, 500, 700, 745, 790].map((x, i) => circle(x, 640, 26 + (i % 2) * 8, i % 2 ? '#4f8f3f' : '#5e9e4a')).join('');
  const fence = [...Array(9).keys()].map((i) => rect(40 + i * 34, 640, 16, 70, C.white, { rx: 3 })).join('') + rect(30, 660, 310, 10, C.white) + rect(30, 690, 310, 10, C.white);
  return svg(
    W,
    H,
    bands(W, H, [
      ['#bfe3ff', 0],
      ['#cdeaff', 220],
      ['#dcf1ff', 360],
    ]) +
      cloud(220, 170, 1.1, C.white) +
      cloud(560, 110, 0.8, C.white) +
      range(W, H, far, '#a9c8e0') +
      snowcap(far, 3) +
      snowcap(far, 5) +
      snowcap(far, 1) +
      hill(W, H, mid, '#86c06c') +
      forest(3, 0, 330, yOn(mid), 6, C.pine, 70, 110) +
      forest(4, 900, 1200, yOn(mid), 5, C.pine, 70, 110) +
      hill(
        W,
        H,
        [
          [0, 610],
          [400, 625],
          [800, 615],
          [1200, 605],
        ],
        C.grass,
      ) +
      pole1.draw +
      wires([pole1.tips[1]], [[808, 334]], 40, '#374151', 4) +
      house +
      bushes +
      fence +
      pine(950, 700, 230, C.pine) +
      leafy(180, 760, 60, '#5e9e4a', '#4f8f3f') +
      // the badge: a bolt in a circle
      circle(960, 175, 104, C.white) +
      circle(960, 175, 94, C.blue) +
      bolt(960, 175, 62, C.yellow),
  );
}

function commercial() {
  const far = [
    [0, 420],
    [180, 330],
    [380, 410],
    [560, 300],
    [760, 390],
    [960, 320],
    [1200, 400],
  ];
  const glass = (x, y, cols, rows, w, h, gap, fill, alt) =>
    [...Array(rows * cols).keys()]
      .map((i) => {
        const c = i % cols;
        const r = Math.floor(i / cols);
        return rect(x + c * (w + gap), y + r * (h + gap), w, h, (r * 7 + c * 3) % 5 === 0 ? alt : fill);
      })
      .join('');
  const tower = [
    rect(420, 170, 380, 470, '#2f4a6d'),
    rect(410, 160, 400, 20, '#1f3652'),
    glass(440, 200, 6, 7, 46, 40, 12, '#7fc3f5', '#b9e0ff'),
    // rooftop units and solar array
    rect(450, 130, 70, 30, '#9ca3af'),
    rect(540, 140, 40, 20, '#cbd5e1'),
    poly(
      [
        [620, 160],
        [640, 120],
        [780, 120],
        [760, 160],
      ],
      '#1e3a8a',
    ),
    line(660, 120, 640, 160, '#60a5fa', 3),
    line(700, 120, 680, 160, '#60a5fa', 3),
    line(740, 120, 720, 160, '#60a5fa', 3),
    // entrance canopy and doors
    rect(540, 560, 140, 80, '#b9e0ff'),
    rect(608, 560, 4, 80, '#2f4a6d'),
    rect(520, 545, 180, 18, C.blue),
  ].join('');
  const annex = [
    rect(120, 380, 300, 260, '#e7e1d6'),
    rect(110, 368, 320, 16, '#b8ae9d'),
    glass(145, 410, 4, 3, 50, 52, 18, '#7fc3f5', '#b9e0ff'),
    rect(170, 600, 200, 40, '#cfc6b6'),
  ].join('');
  const workshop = [
    rect(800, 420, 300, 220, '#c7d2de'),
    poly(
      [
        [790, 424],
        [950, 360],
        [1110, 424],
      ],
      '#8a9bb0',
    ),
    rect(850, 500, 90, 140, '#8a9bb0'),
    [...Array(6).keys()].map((i) => rect(850, 508 + i * 22, 90, 4, '#74869c')).join(''),
    rect(980, 480, 80, 50, '#7fc3f5'),
    // a bolt badge on the gable
    circle(950, 405, 26, C.blue),
    bolt(950, 405, 17, C.yellow),
  ].join('');
  const lot = [rect(0, 640, W, 160, '#6b7280'), rect(0, 640, W, 14, '#9ca3af'), [...Array(8).keys()].map((i) => rect(80 + i * 140, 690, 8, 80, C.white)).join('')].join('');
  const lamp = (x) => rect(x - 4, 560, 8, 120, '#374151') + rect(x - 4, 556, 40, 8, '#374151') + ellipse(x + 32, 568, 14, 7, C.glow);
  const car = (x, color) =>
    rect(x, 720, 110, 34, color, { rx: 10 }) +
    poly(
      [
        [x + 22, 720],
        [x + 36, 698],
        [x + 78, 698],
        [x + 92, 720],
      ],
      color,
    ) +
    poly(
      [
        [x + 30, 720],
        [x + 40, 704],
        [x + 56, 704],
        [x + 56, 720],
      ],
      '#b9e0ff',
    ) +
    poly(
      [
        [x + 62, 720],
        [x + 62, 704],
        [x + 76, 704],
        [x + 86, 720],
      ],
      '#b9e0ff',
    ) +
    circle(x + 25, 756, 13, '#1f2937') +
    circle(x + 85, 756, 13, '#1f2937');
  return svg(
    W,
    H,
    bands(W, H, [
      ['#c5e4ff', 0],
      ['#d3ecff', 230],
      ['#e1f3ff', 380],
    ]) +
      cloud(230, 150, 1, C.white) +
      cloud(1000, 110, 0.9, C.white) +
      range(W, H, far, '#b3cde3') +
      snowcap(far, 3) +
      snowcap(far, 5) +
      hill(
        W,
        H,
        [
          [0, 560],
          [400, 530],
          [800, 545],
          [1200, 520],
        ],
        '#9ccf86',
      ) +
      annex +
      workshop +
      tower +
      leafy(80, 650, 50, '#5e9e4a', '#4f8f3f') +
      leafy(1150, 650, 45, '#5e9e4a', '#4f8f3f') +
      lot +
      lamp(360) +
      lamp(760) +
      car(150, '#ef4444') +
      car(430, '#f8fafc') +
      car(850, C.blue),
  );
}

function generator() {
  const far = [
    [0, 380],
    [200, 300],
    [380, 360],
    [560, 270],
    [760, 350],
    [960, 290],
    [1200, 370],
  ];
  const houseX = 360;
  const ground = 600;
  const house = [
    rect(houseX + 280, ground - 350, 40, 110, '#7a4a3a'),
    rect(houseX, ground - 220, 400, 220, '#c98b5e'),
    [...Array(8).keys()].map((i) => rect(houseX, ground - 210 + i * 26, 400, 3, '#b27a50')).join(''),
    poly(
      [
        [houseX - 40, ground - 205],
        [houseX + 200, ground - 360],
        [houseX + 440, ground - 205],
      ],
      '#5b3a2e',
    ),
    // snow on the roof
    poly(
      [
        [houseX - 46, ground - 208],
        [houseX + 200, ground - 370],
        [houseX + 446, ground - 208],
        [houseX + 410, ground - 204],
        [houseX + 380, ground - 236],
        [houseX + 330, ground - 262],
        [houseX + 290, ground - 250],
        [houseX + 240, ground - 276],
        [houseX + 200, ground - 262],
        [houseX + 150, ground - 280],
        [houseX + 100, ground - 252],
        [houseX + 50, ground - 240],
        [houseX + 10, ground - 214],
        [houseX - 14, ground - 218],
      ],
      C.white,
    ),
    rect(houseX + 274, ground - 358, 52, 14, C.white, { rx: 7 }),
    // warm windows: this house has power
    circle(houseX + 90, ground - 120, 70, C.glow, { opacity: 0.25 }),
    circle(houseX + 310, ground - 120, 70, C.glow, { opacity: 0.25 }),
    windowPane(houseX + 45, ground - 160, 90, 80, C.glow, '#fdf6e3'),
    windowPane(houseX + 265, ground - 160, 90, 80, C.glow, '#fdf6e3'),
    rect(houseX + 165, ground - 130, 70, 130, '#3b2a22'),
    circle(houseX + 222, ground - 64, 5, C.glow),
  ].join('');
  // the standby generator on its pad, beside the house, with conduit into the wall
  const gx = 830;
  const gen = [
    rect(gx - 10, ground - 10, 240, 22, '#cbd5e1'),
    rect(gx, ground - 130, 220, 122, '#8fa89a', { rx: 10 }),
    rect(gx, ground - 140, 220, 26, '#7b9487', { rx: 10 }),
    rect(gx - 4, ground - 150, 228, 16, C.white, { rx: 8 }),
    [...Array(6).keys()].map((i) => rect(gx + 24, ground - 104 + i * 14, 110, 6, '#6d8479', { rx: 3 })).join(''),
    circle(gx + 180, ground - 80, 16, '#6d8479'),
    circle(gx + 180, ground - 80, 6, '#22c55e'),
    // conduit and transfer switch on the wall
    stroked(`M${gx},${ground - 40} L${houseX + 380},${ground - 40} L${houseX + 380},${ground - 110}`, '#64748b', 10),
    rect(houseX + 362, ground - 170, 36, 60, '#9ca3af', { rx: 4 }),
    rect(houseX + 368, ground - 160, 24, 8, '#22c55e'),
  ].join('');
  // neighbours in the distance, dark: their power is out
  const neighbour = (x, y, s) =>
    rect(x, y - 60 * s, 100 * s, 60 * s, '#3c4a6b') +
    poly(
      [
        [x - 10 * s, y - 58 * s],
        [x + 50 * s, y - 100 * s],
        [x + 110 * s, y - 58 * s],
      ],
      '#2b3856',
    ) +
    poly(
      [
        [x - 12 * s, y - 58 * s],
        [x + 50 * s, y - 104 * s],
        [x + 112 * s, y - 58 * s],
        [x + 80 * s, y - 62 * s],
        [x + 20 * s, y - 62 * s],
      ],
      C.white,
    ) +
    rect(x + 20 * s, y - 42 * s, 22 * s, 18 * s, '#1f2a44') +
    rect(x + 60 * s, y - 42 * s, 22 * s, 18 * s, '#1f2a44');
  return svg(
    W,
    H,
    bands(W, H, [
      ['#26345c', 0],
      ['#2f3f6b', 150],
      ['#3a4c7b', 280],
      ['#4a5d8c', 380],
    ]) +
      range(W, H, far, '#6f82ab') +
      snowcap(far, 1, '#e6edf7', 0.45) +
      snowcap(far, 3, '#e6edf7', 0.45) +
      snowcap(far, 5, '#e6edf7', 0.45) +
      hill(
        W,
        H,
        [
          [0, 470],
          [300, 440],
          [700, 465],
          [1200, 445],
        ],
        '#d7e2ef',
      ) +
      forest(
        11,
        0,
        1200,
        yOn([
          [0, 470],
          [300, 440],
          [700, 465],
          [1200, 445],
        ]),
        16,
        '#2c4d52',
        50,
        80,
        { snow: '#e6edf7' },
      ) +
      neighbour(90, 500, 0.9) +
      neighbour(1020, 495, 0.8) +
      hill(
        W,
        H,
        [
          [0, 590],
          [400, 600],
          [800, 596],
          [1200, 588],
        ],
        C.snow,
      ) +
      house +
      gen +
      pine(190, 700, 260, C.pineDark, { snow: C.white }) +
      pine(1120, 740, 230, C.pineDark, { snow: C.white }) +
      hill(
        W,
        H,
        [
          [0, 700],
          [500, 690],
          [900, 705],
          [1200, 695],
        ],
        '#f7fafd',
      ) +
      scatter(21, { x: 0, y: 0, w: W, h: H }, 140, (x, y, r) => circle(x, y, 2 + r * 4, C.white, { opacity: 0.9 })),
  );
}

function panel() {
  const px = 410;
  const py = 130;
  const pw = 380;
  const ph = 560;
  const breaker = (x, y, on, handle) => rect(x, y, 120, 38, '#111827', { rx: 4 }) + rect(x + (on ? 64 : 16), y + 9, 40, 20, handle, { rx: 3 });
  const rows = [...Array(8).keys()];
  const inside = [
    rect(px, py, pw, ph, '#9aa5b1', { rx: 10 }),
    rect(px + 24, py + 24, pw - 48, ph - 48, '#374151', { rx: 6 }),
    // main breaker
    rect(px + 120, py + 50, 140, 70, '#111827', { rx: 6 }),
    rect(px + 150, py + 68, 80, 34, '#ef4444', { rx: 4 }),
    // bus bar
    rect(px + 182, py + 140, 16, ph - 200, '#d4a017'),
    ...rows.map((i) => breaker(px + 50, py + 150 + i * 44, i % 3 !== 1, '#e5e7eb')),
    ...rows.map((i) => breaker(px + 210, py + 150 + i * 44, i % 4 !== 2, '#e5e7eb')),
  ].join('');
  // cables entering from the top, bent into the panel
  const cable = (x, color, bend) => stroked(`M${x},0 L${x},${py - 40} Q${x},${py - 10} ${x + bend},${py + 10}`, color, 14);
  const door = [
    poly(
      [
        [px - 250, py + 40],
        [px - 10, py],
        [px - 10, py + ph],
        [px - 250, py + ph - 40],
      ],
      '#b8c2cc',
    ),
    poly(
      [
        [px - 230, py + 70],
        [px - 30, py + 40],
        [px - 30, py + ph - 40],
        [px - 230, py + ph - 70],
      ],
      '#a7b2bd',
    ),
    rect(px - 200, py + ph / 2 - 30, 14, 60, '#6b7280', { rx: 5 }),
    // the circuit directory card: ruled lines only
    poly(
      [
        [px - 200, py + 110],
        [px - 60, py + 92],
        [px - 60, py + 250],
        [px - 200, py + 268],
      ],
      C.white,
    ),
    ...[0, 1, 2, 3, 4, 5].map((i) => line(px - 188, py + 132 + i * 22, px - 72, py + 116 + i * 22, '#93c5fd', 3)),
  ].join('');
  const tester = [
    rect(880, 560, 120, 190, '#facc15', { rx: 18 }),
    rect(900, 585, 80, 50, '#1f2937', { rx: 6 }),
    rect(912, 600, 56, 20, '#4ade80', { rx: 3 }),
    circle(940, 680, 26, '#1f2937'),
    circle(940, 680, 8, '#9ca3af'),
    stroked('M900,750 Q880,790 840,796', '#ef4444', 8),
    stroked('M980,750 Q1010,790 1060,796', '#111827', 8),
  ].join('');
  const screwdriver = rect(120, 760, 150, 22, '#0080ff', { rx: 10 }) + rect(270, 766, 110, 10, '#9ca3af') + rect(380, 768, 16, 6, '#6b7280');
  return svg(
    W,
    H,
    rect(0, 0, W, H, '#e8eef5') +
      // wall studs behind drywall, subtle
      [...Array(8).keys()].map((i) => rect(40 + i * 160, 0, 18, H, '#dfe7f0')).join('') +
      rect(0, 740, W, 60, '#cbd5e1') +
      cable(500, '#111827', 10) +
      cable(540, '#ef4444', 10) +
      cable(580, C.white, 0) +
      cable(620, '#22c55e', -10) +
      cable(660, '#111827', -10) +
      rect(480, py - 50, 200, 30, '#6b7280', { rx: 6 }) +
      inside +
      door +
      // glow of a new panel
      circle(1010, 200, 80, C.blue) +
      circle(1010, 200, 70, C.white) +
      circle(1010, 200, 62, C.blue) +
      bolt(1010, 200, 40, C.yellow) +
      tester +
      screwdriver,
  );
}

function emergency() {
  const road = 640;
  const van = (x) =>
    [
      // headlight beams
      poly(
        [
          [x + 340, road - 40],
          [x + 640, road - 110],
          [x + 640, road + 40],
        ],
        C.glow,
        { opacity: 0.35 },
      ),
      rect(x, road - 190, 330, 160, '#f8fafc', { rx: 18 }),
      poly(
        [
          [x + 250, road - 190],
          [x + 300, road - 190],
          [x + 355, road - 100],
          [x + 355, road - 30],
          [x + 250, road - 30],
        ],
        '#f1f5f9',
      ),
      poly(
        [
          [x + 262, road - 176],
          [x + 296, road - 176],
          [x + 338, road - 104],
          [x + 262, road - 104],
        ],
        '#93c5fd',
      ),
      rect(x, road - 110, 355, 26, C.blue),
      rect(x + 130, road - 98, 60, 2, C.blue),
      // bolt badge on the side
      circle(x + 150, road - 150, 28, C.blue),
      bolt(x + 150, road - 150, 19, C.yellow),
      // light bar
      rect(x + 90, road - 210, 150, 22, '#1f2937', { rx: 6 }),
      rect(x + 96, road - 206, 66, 14, '#f59e0b', { rx: 4 }),
      rect(x + 168, road - 206, 66, 14, '#f59e0b', { rx: 4 }),
      rect(x + 340, road - 70, 18, 16, C.glow, { rx: 4 }),
      // ladder on the roof rack
      rect(x + 20, road - 204, 60, 8, '#94a3b8'),
      circle(x + 70, road - 30, 36, '#111827'),
      circle(x + 70, road - 30, 14, '#9ca3af'),
      circle(x + 270, road - 30, 36, '#111827'),
      circle(x + 270, road - 30, 14, '#9ca3af'),
    ].join('');
  const darkHouse = (x, y, s) =>
    rect(x, y - 90 * s, 160 * s, 90 * s, '#3b4257') +
    poly(
      [
        [x - 14 * s, y - 88 * s],
        [x + 80 * s, y - 150 * s],
        [x + 174 * s, y - 88 * s],
      ],
      '#2a3042',
    ) +
    rect(x + 30 * s, y - 64 * s, 34 * s, 28 * s, '#1e2333') +
    rect(x + 98 * s, y - 64 * s, 34 * s, 28 * s, '#1e2333');
  const leaning = pole(980, 560, 330, '#4b3a2c', '#3e3024');
  return svg(
    W,
    H,
    bands(W, H, [
      ['#1f2533', 0],
      ['#262d3e', 200],
      ['#2e3649', 360],
    ]) +
      cloud(200, 150, 2.2, '#3b445a') +
      cloud(620, 110, 2.6, '#434c63') +
      cloud(1020, 170, 2.1, '#3b445a') +
      cloud(420, 230, 1.6, '#4b556d') +
      cloud(860, 250, 1.5, '#4b556d') +
      bolt(700, 330, 120, C.yellow, { transform: 'rotate(8 700 330)' }) +
      hill(
        W,
        H,
        [
          [0, 520],
          [400, 500],
          [800, 515],
          [1200, 495],
        ],
        '#2b3a33',
      ) +
      darkHouse(520, 560, 0.8) +
      darkHouse(700, 560, 0.65) +
      hill(
        W,
        H,
        [
          [0, 560],
          [600, 555],
          [1200, 560],
        ],
        '#33463d',
      ) +
      // a storm-damaged pole with a broken line, and a fallen branch
      group(leaning.draw, { transform: 'rotate(-12 980 560)' }) +
      stroked('M-10,300 Q440,380 880,268', '#111827', 4) +
      stroked('M-10,330 Q300,420 560,400', '#111827', 4) +
      stroked('M560,400 L585,392', '#fde047', 4) +
      stroked('M968,250 Q1010,330 1040,460 Q1050,540 1090,580', '#111827', 4) +
      stroked('M1100,600 L1180,560 M1130,585 L1150,545', '#4b3a2c', 10) +
      rect(0, road - 10, W, 170, '#3a3f4b') +
      [...Array(6).keys()].map((i) => rect(40 + i * 220, road + 70, 110, 10, '#e5e7eb', { opacity: 0.7 })).join('') +
      van(90) +
      // rain
      scatter(33, { x: -100, y: -50, w: W + 100, h: H }, 220, (x, y) => line(x, y, x - 12, y + 38, '#9fb3d1', 3, { opacity: 0.55 })),
  );
}

function financing() {
  const keys = [...Array(16).keys()]
    .map((i) => {
      const c = i % 4;
      const r = Math.floor(i / 4);
      const fill = c === 3 ? C.orange : r === 3 && c === 2 ? C.blue : '#e5e7eb';
      return rect(330 + c * 62, 330 + r * 62, 50, 50, fill, { rx: 10 });
    })
    .join('');
  const calculator = [
    rect(308, 190, 290, 430, '#1f2937', { rx: 28 }),
    rect(330, 220, 246, 84, '#a7f3d0', { rx: 10 }),
    // a bar chart on the display instead of digits
    rect(350, 270, 26, 20, '#047857'),
    rect(386, 252, 26, 38, '#047857'),
    rect(422, 240, 26, 50, '#047857'),
    rect(458, 230, 26, 60, '#047857'),
    keys,
  ].join('');
  const card = [
    rect(640, 300, 380, 240, C.blue, { rx: 22, transform: 'rotate(-8 830 420)' }),
    group(
      rect(640, 350, 380, 40, '#1e3a8a') +
        rect(680, 420, 62, 46, '#facc15', { rx: 8 }) +
        line(690, 443, 732, 443, '#ca8a04', 3) +
        [0, 1, 2, 3].map((g) => [0, 1, 2, 3].map((d) => circle(690 + g * 78 + d * 15, 500, 4.5, C.white)).join('')).join(''),
      { transform: 'rotate(-8 830 420)' },
    ),
  ].join('');
  const coins = [0, 1, 2, 3, 4].map((i) => ellipse(1040, 640 - i * 22, 70, 22, '#f59e0b') + ellipse(1040, 634 - i * 22, 70, 20, '#fbbf24')).join('');
  const houseModel = [
    rect(120, 460, 150, 120, C.cream),
    poly(
      [
        [100, 470],
        [195, 390],
        [290, 470],
      ],
      '#c44536',
    ),
    rect(175, 510, 40, 70, '#2a6fb0'),
    rect(134, 488, 30, 30, C.glow),
    rect(228, 488, 30, 30, C.glow),
  ].join('');
  const check = (x, y) => stroked(`M${x},${y} l10,10 l20,-22`, '#16a34a', 6);
  const clipboard = [
    rect(760, 560, 200, 200, '#d6a86a', { rx: 12, transform: 'rotate(6 860 660)' }),
    group(
      rect(778, 590, 164, 160, C.white, { rx: 6 }) +
        rect(830, 548, 60, 26, '#6b7280', { rx: 6 }) +
        [0, 1, 2].map((i) => check(792, 620 + i * 40) + line(836, 622 + i * 40, 920, 622 + i * 40, '#cbd5e1', 6)).join(''),
      { transform: 'rotate(6 860 660)' },
    ),
  ].join('');
  const plant =
    rect(60, 660, 90, 90, '#f97316', { rx: 10 }) +
    ellipse(85, 620, 26, 50, '#16a34a', { transform: 'rotate(-25 85 620)' }) +
    ellipse(125, 615, 26, 54, '#22c55e', { transform: 'rotate(20 125 615)' }) +
    ellipse(105, 600, 22, 60, '#15803d');
  return svg(
    W,
    H,
    rect(0, 0, W, H, '#e6f2ff') +
      circle(220, 170, 120, '#d4e8ff') +
      circle(1030, 150, 160, '#d4e8ff') +
      rect(0, 580, W, 220, '#c9a27a') +
      rect(0, 580, W, 16, '#b68c62') +
      houseModel +
      calculator +
      card +
      coins +
      clipboard +
      plant,
  );
}

// --- Areas --------------------------------------------------------------------------------------

function missoula() {
  const west = [
    [0, 330],
    [120, 250],
    [260, 340],
    [380, 300],
    [520, 380],
  ];
  const east = [
    [600, 400],
    [760, 290],
    [880, 230],
    [1000, 300],
    [1200, 260],
  ];
  const valley = [
    [0, 470],
    [300, 455],
    [600, 470],
    [900, 450],
    [1200, 465],
  ];
  // University of Montana's Main Hall: brick, with a bell tower
  const mainHall = (x, y) =>
    [
      rect(x, y - 110, 260, 110, '#b5543c'),
      poly(
        [
          [x - 10, y - 106],
          [x + 130, y - 150],
          [x + 270, y - 106],
        ],
        '#6b2f24',
      ),
      rect(x + 104, y - 230, 52, 130, '#b5543c'),
      rect(x + 98, y - 236, 64, 14, '#e8dcc8'),
      rect(x + 110, y - 282, 40, 46, '#e8dcc8'),
      rect(x + 120, y - 272, 20, 30, '#8a3a2a'),
      poly(
        [
          [x + 104, y - 282],
          [x + 130, y - 330],
          [x + 156, y - 282],
        ],
        '#4b5d3a',
      ),
      ...[0, 1, 2, 3, 4, 5].map((i) => rect(x + 16 + i * 40, y - 84, 20, 34, '#f5e6c8')),
    ].join('');
  // the carousel in Caras Park by the river: a striped tent roof on posts
  const carousel = (x, y) =>
    [
      rect(x - 90, y - 70, 180, 70, '#fde68a'),
      ...[0, 1, 2, 3, 4].map((i) => rect(x - 86 + i * 42, y - 70, 8, 70, '#b45309')),
      poly(
        [
          [x - 110, y - 70],
          [x, y - 150],
          [x + 110, y - 70],
        ],
        '#ef4444',
      ),
      poly(
        [
          [x - 55, y - 70],
          [x, y - 150],
          [x + 0, y - 70],
        ],
        C.white,
      ),
      poly(
        [
          [x + 55, y - 70],
          [x, y - 150],
          [x + 82, y - 70],
        ],
        C.white,
      ),
      circle(x, y - 156, 10, C.yellow),
      ellipse(x - 40, y - 30, 16, 10, '#60a5fa'),
      ellipse(x + 30, y - 28, 16, 10, '#f472b6'),
    ].join('');
  const town = [
    [640, 470, 60, 90, '#cbd5e1'],
    [700, 470, 50, 130, '#94a3b8'],
    [750, 470, 70, 70, '#e2e8f0'],
    [820, 470, 46, 110, '#cbd5e1'],
    [866, 470, 80, 60, '#94a3b8'],
  ]
    .map(([x, y, w, h, fill]) => rect(x, y - h, w, h, fill) + [...Array(Math.floor(h / 30)).keys()].map((i) => rect(x + 10, y - h + 12 + i * 28, w - 20, 8, C.glow)).join(''))
    .join('');
  const deckY = (x) => 600 - Math.sin(((x - 400) / 440) * Math.PI) * 36;
  const footbridge =
    rect(500, 588, 22, 70, '#8b7355') +
    rect(718, 588, 22, 70, '#8b7355') +
    stroked(`M400,600 Q620,528 840,600`, '#7c5a3c', 14) +
    stroked(`M400,570 Q620,498 840,570`, '#a0785a', 6) +
    [...Array(12).keys()]
      .map((i) => {
        const x = 420 + i * 36;
        return line(x, deckY(x) - 28, x, deckY(x), '#a0785a', 4);
      })
      .join('');
  return svg(
    W,
    H,
    bands(W, H, [
      ['#bfe0ff', 0],
      ['#cfe8ff', 200],
      ['#e0f0ff', 330],
    ]) +
      cloud(300, 130, 0.9, C.white) +
      cloud(980, 120, 1, C.white) +
      range(
        W,
        H,
        [
          [0, 420],
          [300, 350],
          [500, 400],
          [800, 340],
          [1200, 400],
        ],
        '#b7cde0',
      ) +
      range(W, H, [...west, [600, 470]], '#8fb38a') +
      range(W, H, [[0, 470], ...east], '#7fa67a') +
      hill(W, H, valley, '#a8d48f') +
      town +
      mainHall(120, 520) +
      forest(41, 0, 120, yOn(valley), 3, C.pine, 60, 90) +
      // the Clark Fork running through the valley
      river(
        [
          [-40, 640, 60],
          [300, 622, 76],
          [620, 640, 92],
          [900, 668, 104],
          [1240, 650, 116],
        ],
        C.water,
      ) +
      ripples(5, { x: 60, y: 632, w: 1080, h: 20 }, 14, C.waterLight) +
      footbridge +
      hill(
        W,
        H,
        [
          [0, 720],
          [400, 700],
          [800, 715],
          [1200, 700],
        ],
        '#8fce72',
      ) +
      carousel(930, 770) +
      cottonwood(1120, 760, 240, '#5e9e4a', '#4f8f3f') +
      cottonwood(80, 780, 260, '#5e9e4a', '#4f8f3f'),
  );
}

function hamilton() {
  // the Bitterroot Range: steep, jagged and snowy on the west
  const bitterroots = [
    [0, 300],
    [110, 200],
    [180, 260],
    [260, 150],
    [340, 250],
    [420, 190],
    [520, 290],
    [640, 260],
    [760, 340],
    [1200, 380],
  ];
  const sapphires = [
    [600, 420],
    [760, 360],
    [900, 390],
    [1050, 340],
    [1200, 370],
  ];
  const fields = [
    [0, 500],
    [400, 480],
    [800, 495],
    [1200, 480],
  ];
  // the Daly Mansion: white, with a columned portico, among tall trees
  const mansion = (x, y) =>
    [
      rect(x, y - 150, 360, 150, '#f8f5ee'),
      poly(
        [
          [x - 14, y - 146],
          [x + 20, y - 190],
          [x + 340, y - 190],
          [x + 374, y - 146],
        ],
        '#4b5563',
      ),
      rect(x + 60, y - 230, 24, 50, '#b5543c'),
      rect(x + 276, y - 230, 24, 50, '#b5543c'),
      // portico
      poly(
        [
          [x + 110, y - 150],
          [x + 180, y - 200],
          [x + 250, y - 150],
        ],
        '#f1ede3',
      ),
      rect(x + 100, y - 152, 160, 12, '#e5e0d4'),
      ...[0, 1, 2, 3, 4].map((i) => rect(x + 112 + i * 34, y - 140, 12, 140, C.white)),
      rect(x + 100, y - 80, 160, 6, '#e5e0d4'),
      ...[0, 1, 5, 6].map((i) => rect(x + 18 + i * 50, y - 120, 26, 40, '#64748b')),
      ...[0, 1, 5, 6].map((i) => rect(x + 18 + i * 50, y - 60, 26, 40, '#64748b')),
      rect(x + 166, y - 64, 28, 64, '#64748b'),
    ].join('');
  return svg(
    W,
    H,
    bands(W, H, [
      ['#a9d4f5', 0],
      ['#bfe0fa', 180],
      ['#d6ecfd', 320],
    ]) +
      cloud(860, 130, 1.1, C.white) +
      range(W, H, sapphires, '#a5bfd6') +
      range(W, H, bitterroots, '#7d93ad') +
      snowcap(bitterroots, 1, C.white, 0.45) +
      snowcap(bitterroots, 3, C.white, 0.5) +
      snowcap(bitterroots, 5, C.white, 0.45) +
      snowcap(bitterroots, 7, C.white, 0.35) +
      hill(
        W,
        H,
        [
          [0, 420],
          [300, 400],
          [700, 430],
          [1200, 420],
        ],
        '#6e9c5f',
      ) +
      forest(
        7,
        0,
        1200,
        yOn([
          [0, 420],
          [300, 400],
          [700, 430],
          [1200, 420],
        ]),
        22,
        C.pine,
        50,
        90,
      ) +
      hill(W, H, fields, '#b9d98a') +
      hill(
        W,
        H,
        [
          [0, 540],
          [500, 530],
          [1200, 545],
        ],
        '#a6cf7a',
      ) +
      cottonwood(380, 610, 300, '#4f8f3f', '#3f7a33') +
      cottonwood(880, 610, 320, '#4f8f3f', '#3f7a33') +
      mansion(440, 600) +
      leafy(340, 620, 40, '#5e9e4a', '#4f8f3f') +
      leafy(860, 620, 40, '#5e9e4a', '#4f8f3f') +
      hill(
        W,
        H,
        [
          [0, 610],
          [600, 605],
          [1200, 615],
        ],
        '#8fce72',
      ) +
      // the Bitterroot River in the foreground
      river(
        [
          [-40, 700, 56],
          [300, 690, 66],
          [600, 716, 80],
          [900, 700, 74],
          [1240, 726, 90],
        ],
        C.water,
      ) +
      ripples(9, { x: 40, y: 694, w: 1100, h: 16 }, 14, C.waterLight) +
      // the bitterroot flower, Montana's state flower, on the bank
      [
        [120, 785],
        [170, 790],
        [1040, 788],
        [1100, 780],
      ]
        .map(
          ([x, y]) =>
            [0, 1, 2, 3, 4, 5]
              .map((i) =>
                ellipse(x + Math.cos((i * Math.PI) / 3) * 12, y + Math.sin((i * Math.PI) / 3) * 6, 10, 5, '#f9a8d4', {
                  transform: `rotate(${i * 60} ${x + Math.cos((i * Math.PI) / 3) * 12} ${y + Math.sin((i * Math.PI) / 3) * 6})`,
                }),
              )
              .join('') + circle(x, y, 5, C.yellow),
        )
        .join(''),
  );
}

function stevensville() {
  const bitterroots = [
    [0, 310],
    [150, 220],
    [260, 290],
    [380, 200],
    [500, 300],
    [700, 360],
    [1200, 390],
  ];
  const sapphires = [
    [500, 400],
    [700, 350],
    [900, 380],
    [1080, 330],
    [1200, 360],
  ];
  // St. Mary's Mission: a small white wooden chapel with a belfry
  const chapel = (x, y) =>
    [
      rect(x, y - 120, 220, 120, '#fbfaf6'),
      [...Array(5).keys()].map((i) => rect(x, y - 110 + i * 22, 220, 2, '#e7e2d6')).join(''),
      poly(
        [
          [x - 12, y - 116],
          [x + 110, y - 190],
          [x + 232, y - 116],
        ],
        '#6b4a3a',
      ),
      rect(x + 86, y - 250, 48, 80, '#fbfaf6'),
      poly(
        [
          [x + 80, y - 248],
          [x + 110, y - 300],
          [x + 140, y - 248],
        ],
        '#6b4a3a',
      ),
      rect(x + 102, y - 236, 16, 24, '#4b5563'),
      rect(x + 108, y - 334, 4, 36, '#4b5563'),
      rect(x + 98, y - 324, 24, 4, '#4b5563'),
      rect(x + 92, y - 70, 36, 70, '#7c5a3c'),
      rect(x + 26, y - 90, 26, 40, '#93c5fd'),
      rect(x + 168, y - 90, 26, 40, '#93c5fd'),
    ].join('');
  const cattails = (x, y) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          line(x + i * 10, y, x + i * 10 + (i - 1.5) * 4, y - 50 - (i % 2) * 14, '#4d7c3f', 4) +
          rect(x + i * 10 + (i - 1.5) * 4 - 4, y - 62 - (i % 2) * 14, 8, 20, '#7c4a2a', { rx: 4 }),
      )
      .join('');
  const goose = (x, y) =>
    ellipse(x, y, 30, 14, '#6b5b4b') +
    ellipse(x + 6, y + 4, 18, 8, '#e7e0d4') +
    rect(x - 34, y - 34, 8, 30, '#1f2937', { rx: 4, transform: `rotate(-15 ${x - 30} ${y - 20})` }) +
    ellipse(x - 38, y - 34, 10, 7, '#1f2937');
  return svg(
    W,
    H,
    bands(W, H, [
      ['#fde2c4', 0],
      ['#fbe9d3', 160],
      ['#f5f0e3', 300],
    ]) +
      circle(980, 170, 60, '#fff4d6') +
      range(W, H, sapphires, '#b8a9c9') +
      range(W, H, bitterroots, '#8b86a8') +
      snowcap(bitterroots, 1, C.white, 0.4) +
      snowcap(bitterroots, 3, C.white, 0.45) +
      hill(
        W,
        H,
        [
          [0, 450],
          [400, 430],
          [800, 450],
          [1200, 440],
        ],
        '#7fa36a',
      ) +
      forest(
        17,
        0,
        460,
        yOn([
          [0, 450],
          [400, 430],
          [800, 450],
          [1200, 440],
        ]),
        10,
        C.pine,
        50,
        80,
      ) +
      hill(
        W,
        H,
        [
          [0, 520],
          [500, 505],
          [1200, 520],
        ],
        '#c5d98f',
      ) +
      chapel(640, 540) +
      cottonwood(560, 560, 230, '#6a9c4f', '#5a8a42') +
      cottonwood(930, 560, 250, '#6a9c4f', '#5a8a42') +
      // wetland ponds of the wildlife refuge
      hill(
        W,
        H,
        [
          [0, 580],
          [600, 575],
          [1200, 585],
        ],
        '#9fcf7e',
      ) +
      ellipse(330, 680, 300, 60, '#6fb3de') +
      ellipse(900, 700, 240, 50, '#6fb3de') +
      ripples(13, { x: 120, y: 660, w: 380, h: 40 }, 8, '#bfe1f7') +
      ripples(14, { x: 720, y: 685, w: 320, h: 30 }, 6, '#bfe1f7') +
      goose(300, 690) +
      goose(420, 670) +
      cattails(60, 720) +
      cattails(600, 690) +
      cattails(1100, 720) +
      // geese flying in a V
      [
        [300, 200],
        [330, 220],
        [360, 240],
        [270, 220],
        [240, 240],
      ]
        .map(([x, y]) => bird(x, y, 1.4, '#4b3b30'))
        .join('') +
      hill(
        W,
        H,
        [
          [0, 770],
          [600, 760],
          [1200, 775],
        ],
        '#8fc26f',
      ),
  );
}

function bonner() {
  const hills = [
    [0, 300],
    [160, 250],
    [360, 330],
    [520, 280],
    [700, 360],
    [880, 300],
    [1060, 260],
    [1200, 300],
  ];
  const near = [
    [0, 420],
    [200, 380],
    [420, 450],
    [700, 470],
    [900, 420],
    [1200, 380],
  ];
  // the old sawmill at the Bonner mill site: a long shed, a smokestack and a teepee burner
  const mill = (x, y) =>
    [
      rect(x, y - 110, 330, 110, '#a0522d'),
      poly(
        [
          [x - 10, y - 106],
          [x + 20, y - 150],
          [x + 310, y - 150],
          [x + 340, y - 106],
        ],
        '#6b3a22',
      ),
      [...Array(7).keys()].map((i) => rect(x + 20 + i * 44, y - 80, 24, 34, '#5c3a27')).join(''),
      rect(x + 360, y - 300, 34, 300, '#8b4a2b'),
      rect(x + 354, y - 306, 46, 14, '#6b3a22'),
      // teepee burner
      poly(
        [
          [x - 150, y],
          [x - 110, y - 170],
          [x - 70, y - 180],
          [x - 30, y - 170],
          [x + 10, y],
        ],
        '#7c7f86',
      ),
      ellipse(x - 70, y - 180, 42, 12, '#5c5f66'),
      [0, 1, 2].map((i) => line(x - 136 + i * 8, y - 20 - i * 50, x - 4 - i * 8, y - 20 - i * 50, '#6a6d74', 5)).join(''),
      // log deck
      [0, 1, 2]
        .map((r) =>
          [0, 1, 2, 3, 4 - r]
            .map((c) => circle(x + 440 + c * 34 + r * 17, y - 16 - r * 28, 16, '#c08a5a') + circle(x + 440 + c * 34 + r * 17, y - 16 - r * 28, 7, '#e0b583'))
            .join(''),
        )
        .join(''),
    ].join('');
  // steel truss bridge over the Blackfoot
  const bridge = (x1, x2, y) =>
    rect(x1, y, x2 - x1, 14, '#475569') +
    stroked(`M${x1},${y} L${x1 + 40},${y - 60} L${x2 - 40},${y - 60} L${x2},${y}`, '#334155', 8) +
    [...Array(9).keys()]
      .map((i) => {
        const xa = x1 + 40 + ((x2 - x1 - 80) * i) / 8;
        const xb = x1 + 40 + ((x2 - x1 - 80) * (i + 1)) / 8;
        return line(xa, y - 60, xa, y, '#334155', 5) + (i < 8 ? line(xa, y - 60, xb, y, '#334155', 4) : '');
      })
      .join('');
  const raft = (x, y) =>
    ellipse(x, y, 60, 16, C.orange) +
    ellipse(x, y - 4, 46, 9, '#fdba74') +
    circle(x - 18, y - 24, 10, '#fde68a') +
    circle(x + 18, y - 24, 10, '#fde68a') +
    rect(x - 26, y - 16, 16, 14, C.blue) +
    rect(x + 10, y - 16, 16, 14, '#ef4444') +
    line(x + 30, y - 16, x + 60, y + 8, '#7c5a3c', 4);
  return svg(
    W,
    H,
    bands(W, H, [
      ['#b3dcf7', 0],
      ['#c6e6fa', 190],
      ['#daf0fc', 300],
    ]) +
      cloud(260, 120, 1, C.white) +
      cloud(820, 90, 0.8, C.white) +
      hill(W, H, hills, '#5f8a6a') +
      forest(51, 0, 1200, yOn(hills), 40, '#3e6e55', 40, 70, { jitter: 40 }) +
      hill(W, H, near, '#4f7f5c') +
      forest(52, 0, 1200, yOn(near), 26, C.pine, 60, 100, { jitter: 20 }) +
      hill(
        W,
        H,
        [
          [0, 520],
          [400, 505],
          [800, 515],
          [1200, 500],
        ],
        '#9ccf7f',
      ) +
      mill(560, 540) +
      // the Blackfoot River sweeping towards the Clark Fork
      river(
        [
          [-40, 596, 90],
          [300, 636, 110],
          [620, 650, 128],
          [900, 688, 146],
          [1240, 716, 170],
        ],
        '#4f9fd8',
      ) +
      ripples(17, { x: 60, y: 620, w: 1100, h: 50 }, 20, '#a7d3f5') +
      bridge(80, 520, 600) +
      raft(760, 690) +
      hill(
        W,
        H,
        [
          [0, 760],
          [600, 740],
          [1200, 770],
        ],
        '#7fbf63',
      ) +
      pine(1130, 800, 280, C.pineDark) +
      pine(60, 800, 220, C.pineDark),
  );
}

// --- Area pages beyond the landing page's four ------------------------------------------------

/** A simple gabled house: walls, roof, a door and two windows. */
function house(x, y, w, h, wall, roof, glass = '#fde68a') {
  return (
    rect(x, y - h, w, h, wall) +
    poly(
      [
        [x - w * 0.08, y - h + 2],
        [x + w / 2, y - h - w * 0.42],
        [x + w * 1.08, y - h + 2],
      ],
      roof,
    ) +
    rect(x + w * 0.42, y - h * 0.55, w * 0.18, h * 0.55, '#5c3a27') +
    rect(x + w * 0.12, y - h * 0.7, w * 0.2, h * 0.28, glass) +
    rect(x + w * 0.68, y - h * 0.7, w * 0.2, h * 0.28, glass)
  );
}

function missoulaCounty() {
  const ridges = [
    [0, 280],
    [180, 220],
    [360, 300],
    [560, 240],
    [760, 310],
    [980, 230],
    [1200, 290],
  ];
  const near = [
    [0, 420],
    [300, 400],
    [620, 440],
    [900, 410],
    [1200, 430],
  ];
  return svg(
    W,
    H,
    bands(W, H, [
      ['#a9d4f5', 0],
      ['#c3e3fa', 170],
      ['#d9effd', 300],
    ]) +
      cloud(300, 110, 0.9, C.white) +
      cloud(950, 150, 1.1, C.white) +
      range(W, H, ridges, '#7f9bb3') +
      snowcap(ridges, 1, C.white, 0.35) +
      snowcap(ridges, 5, C.white, 0.35) +
      // a distant lake between the mountains (Seeley Lake)
      ellipse(860, 395, 170, 26, C.waterLight) +
      hill(W, H, near, '#5f8a6a') +
      forest(61, 0, 1200, yOn(near), 34, '#3e6e55', 40, 80, { jitter: 20 }) +
      hill(
        W,
        H,
        [
          [0, 520],
          [400, 500],
          [800, 520],
          [1200, 505],
        ],
        '#b9d98a',
      ) +
      // the Clark Fork curving through the valley floor
      river(
        [
          [-40, 560, 50],
          [260, 600, 60],
          [560, 580, 70],
          [860, 630, 84],
          [1240, 650, 100],
        ],
        C.water,
      ) +
      ripples(63, { x: 80, y: 585, w: 1050, h: 40 }, 14, C.waterLight) +
      // a small town on the bank
      [
        [420, 540, 70, 50, '#fef3c7', '#b5543c'],
        [510, 545, 60, 44, '#e0f2fe', '#475569'],
        [590, 540, 80, 54, '#fde2e2', '#7c2d12'],
        [690, 548, 56, 40, '#ecfccb', '#334155'],
      ]
        .map(([x, y, w, h, wall, roof]) => house(x, y, w, h, wall, roof))
        .join('') +
      hill(
        W,
        H,
        [
          [0, 720],
          [500, 690],
          [1200, 730],
        ],
        '#8fce72',
      ) +
      leafy(120, 760, 46, '#5e9e4a', '#4f8f3f') +
      pine(1110, 800, 240, C.pineDark),
  );
}

function ravalliCounty() {
  const peaks = [
    [0, 290],
    [120, 190],
    [220, 270],
    [330, 160],
    [450, 260],
    [560, 200],
    [700, 320],
    [1200, 360],
  ];
  const barn = (x, y) =>
    rect(x, y - 150, 220, 150, '#b91c1c') +
    poly(
      [
        [x - 16, y - 146],
        [x + 40, y - 210],
        [x + 180, y - 210],
        [x + 236, y - 146],
      ],
      '#7f1d1d',
    ) +
    rect(x + 70, y - 100, 80, 100, '#7f1d1d') +
    line(x + 70, y - 100, x + 150, y, C.white, 6) +
    line(x + 150, y - 100, x + 70, y, C.white, 6) +
    rect(x + 90, y - 185, 40, 30, C.white);
  const bale = (x, y) => ellipse(x, y, 34, 30, '#e9c46a') + ellipse(x - 10, y, 16, 24, '#d4a94a');
  return svg(
    W,
    H,
    bands(W, H, [
      ['#b3dcf7', 0],
      ['#c9e7fb', 200],
      ['#def1fd', 320],
    ]) +
      cloud(900, 120, 1, C.white) +
      range(W, H, peaks, '#7d93ad') +
      [1, 3, 5].map((i) => snowcap(peaks, i, C.white, 0.45)).join('') +
      hill(
        W,
        H,
        [
          [0, 430],
          [400, 410],
          [800, 440],
          [1200, 420],
        ],
        '#6e9c5f',
      ) +
      forest(
        71,
        0,
        1200,
        yOn([
          [0, 430],
          [400, 410],
          [800, 440],
          [1200, 420],
        ]),
        24,
        C.pine,
        40,
        80,
      ) +
      hill(
        W,
        H,
        [
          [0, 520],
          [600, 500],
          [1200, 515],
        ],
        '#a6cf7a',
      ) +
      cottonwood(140, 560, 260, '#4f8f3f', '#3f7a33') +
      cottonwood(1080, 560, 280, '#4f8f3f', '#3f7a33') +
      barn(620, 580) +
      house(330, 580, 170, 120, '#fbfaf6', '#475569') +
      hill(
        W,
        H,
        [
          [0, 600],
          [600, 590],
          [1200, 605],
        ],
        '#8fce72',
      ) +
      // a rail fence and hay bales in the pasture
      line(0, 660, 1200, 660, '#8b5e3c', 6) +
      line(0, 690, 1200, 690, '#8b5e3c', 6) +
      [...Array(13).keys()].map((i) => rect(i * 100 - 5, 640, 10, 70, '#6b4a2f')).join('') +
      bale(260, 760) +
      bale(420, 770) +
      bale(900, 755),
  );
}

function lakeCounty() {
  const missions = [
    [0, 330],
    [140, 170],
    [240, 250],
    [360, 140],
    [470, 240],
    [600, 180],
    [740, 300],
    [880, 240],
    [1200, 330],
  ];
  const sail = (x, y) =>
    poly(
      [
        [x - 40, y],
        [x + 40, y],
        [x + 30, y + 14],
        [x - 30, y + 14],
      ],
      C.white,
    ) +
    poly(
      [
        [x, y - 80],
        [x, y - 4],
        [x + 36, y - 4],
      ],
      '#f8fafc',
    ) +
    line(x, y - 82, x, y, '#475569', 3);
  return svg(
    W,
    H,
    bands(W, H, [
      ['#a3cff3', 0],
      ['#bfe0fa', 180],
      ['#d4ecfd', 300],
    ]) +
      cloud(240, 100, 0.9, C.white) +
      range(W, H, missions, '#6f86a3') +
      [1, 3, 5, 7].map((i) => snowcap(missions, i, C.white, 0.5)).join('') +
      hill(
        W,
        H,
        [
          [0, 400],
          [500, 390],
          [1200, 405],
        ],
        '#5f8a6a',
      ) +
      // Flathead Lake
      rect(0, 420, W, 230, '#3f8fd2') +
      ripples(81, { x: 40, y: 440, w: 1100, h: 180 }, 26, '#9fcdf2') +
      // Wild Horse Island
      ellipse(880, 470, 150, 26, '#4f7f5c') +
      forest(82, 760, 1000, () => 470, 10, C.pine, 30, 50) +
      sail(420, 520) +
      // the near shore with a lake house and a dock
      hill(
        W,
        H,
        [
          [0, 660],
          [400, 640],
          [800, 670],
          [1200, 650],
        ],
        '#8fce72',
      ) +
      rect(540, 600, 220, 14, '#8b5e3c') +
      [0, 1, 2, 3].map((i) => rect(550 + i * 66, 610, 8, 40, '#6b4a2f')).join('') +
      house(180, 700, 200, 130, '#f1e4cf', '#334155') +
      pine(90, 760, 220, C.pineDark) +
      pine(1100, 780, 260, C.pineDark) +
      leafy(980, 760, 44, '#5e9e4a', '#4f8f3f'),
  );
}

function polson() {
  const far = [
    [0, 300],
    [240, 250],
    [520, 300],
    [800, 240],
    [1200, 290],
  ];
  const boat = (x, y) => ellipse(x, y, 34, 10, C.white) + rect(x - 10, y - 18, 22, 12, '#e2e8f0');
  return svg(
    W,
    H,
    bands(W, H, [
      ['#b3dcf7', 0],
      ['#c9e7fb', 180],
      ['#def1fd', 280],
    ]) +
      cloud(700, 110, 1, C.white) +
      range(W, H, far, '#8aa3bd') +
      // the lake stretching north
      rect(0, 330, W, 330, '#3f8fd2') +
      ripples(91, { x: 30, y: 350, w: 1140, h: 280 }, 30, '#9fcdf2') +
      // the town on the hillside above the bay
      mound(
        H,
        [
          [560, 480],
          [800, 360],
          [1000, 380],
          [1240, 340],
        ],
        '#7aa86a',
      ) +
      [
        [760, 420],
        [830, 400],
        [900, 410],
        [970, 395],
        [1040, 380],
        [1110, 372],
        [860, 460],
        [950, 450],
        [1040, 440],
      ]
        .map(([x, y], i) => house(x, y, 54, 36, ['#fef3c7', '#e0f2fe', '#fde2e2', '#ecfccb'][i % 4], ['#b5543c', '#475569', '#7c2d12'][i % 3]))
        .join('') +
      // the long bridge across the bay
      rect(0, 500, 700, 16, '#64748b') +
      [...Array(8).keys()].map((i) => rect(20 + i * 90, 516, 12, 60, '#475569')).join('') +
      // the marina
      rect(200, 620, 360, 10, '#8b5e3c') +
      [0, 1, 2, 3, 4].map((i) => rect(220 + i * 70, 630, 8, 36, '#8b5e3c') + boat(250 + i * 70, 612)).join('') +
      hill(
        W,
        H,
        [
          [0, 700],
          [500, 690],
          [1200, 710],
        ],
        '#8fce72',
      ) +
      cottonwood(80, 780, 260, '#4f8f3f', '#3f7a33') +
      cottonwood(1120, 780, 240, '#4f8f3f', '#3f7a33'),
  );
}

function ronan() {
  const missions = [
    [0, 260],
    [160, 120],
    [260, 200],
    [380, 100],
    [520, 210],
    [640, 140],
    [780, 240],
    [960, 180],
    [1200, 260],
  ];
  const bin = (x, y) =>
    rect(x, y - 150, 110, 150, '#cbd5e1') +
    poly(
      [
        [x - 6, y - 148],
        [x + 55, y - 200],
        [x + 116, y - 148],
      ],
      '#94a3b8',
    ) +
    [1, 2, 3, 4].map((i) => rect(x, y - i * 30, 110, 3, '#94a3b8')).join('');
  const shop = (x, y) =>
    rect(x, y - 120, 260, 120, '#e2e8f0') +
    poly(
      [
        [x - 12, y - 118],
        [x + 130, y - 170],
        [x + 272, y - 118],
      ],
      '#64748b',
    ) +
    rect(x + 30, y - 90, 90, 90, '#94a3b8') +
    rect(x + 170, y - 80, 50, 30, '#fde68a');
  const poleA = pole(120, 640, 230);
  const poleB = pole(1080, 640, 230);
  return svg(
    W,
    H,
    bands(W, H, [
      ['#a9d4f5', 0],
      ['#c3e3fa', 170],
      ['#d9effd', 280],
    ]) +
      range(W, H, missions, '#6f86a3') +
      [1, 3, 5, 7].map((i) => snowcap(missions, i, C.white, 0.55)).join('') +
      hill(
        W,
        H,
        [
          [0, 380],
          [600, 370],
          [1200, 385],
        ],
        '#5f8a6a',
      ) +
      forest(101, 0, 1200, () => 385, 30, '#3e6e55', 30, 60) +
      // fields in bands of green and gold
      hill(
        W,
        H,
        [
          [0, 440],
          [600, 430],
          [1200, 445],
        ],
        '#d9c36a',
      ) +
      hill(
        W,
        H,
        [
          [0, 500],
          [600, 490],
          [1200, 505],
        ],
        '#a6cf7a',
      ) +
      hill(
        W,
        H,
        [
          [0, 560],
          [600, 550],
          [1200, 565],
        ],
        '#e3cf7a',
      ) +
      bin(720, 600) +
      bin(840, 600) +
      shop(380, 610) +
      hill(
        W,
        H,
        [
          [0, 640],
          [600, 630],
          [1200, 645],
        ],
        '#8fce72',
      ) +
      poleA.draw +
      poleB.draw +
      wires(poleA.tips, poleB.tips, 40, '#334155', 3) +
      [...Array(10).keys()].map((i) => line(i * 130, 720, i * 130 + 80, 780, '#6fb25a', 8)).join('') +
      bird(560, 160, 1.2, '#334155') +
      bird(610, 190, 0.9, '#334155'),
  );
}

// --- Hero: a Montana river valley with power lines at dusk (1600 x 900) ----------------------------

function hero() {
  const w = 1600;
  const h = 900;
  const far = [
    [0, 480],
    [140, 400],
    [300, 460],
    [480, 370],
    [660, 450],
    [820, 400],
    [960, 470],
    [1040, 530],
    [1120, 440],
    [1300, 390],
    [1460, 450],
    [1600, 410],
  ];
  const mid = [
    [0, 580],
    [200, 520],
    [420, 570],
    [620, 530],
    [860, 600],
    [1000, 615],
    [1200, 560],
    [1400, 590],
    [1600, 540],
  ];
  const valley = [
    [0, 650],
    [400, 640],
    [800, 655],
    [1200, 635],
    [1600, 650],
  ];
  // a distribution line marching up the valley, poles shrinking into the distance
  const poles = [
    [1430, 900, 470],
    [1170, 760, 270],
    [985, 700, 170],
    [868, 672, 105],
    [795, 660, 64],
  ].map(([x, base, height]) => pole(x, base, height, '#241a2b', '#241a2b'));
  const lines = poles
    .slice(0, -1)
    .map((p, i) => wires(p.tips, poles[i + 1].tips, 18 - i * 3, '#241a2b', Math.max(1.5, 4 - i)))
    .join('');
  const homes = [
    [280, 648, 1],
    [400, 644, 0.8],
    [1250, 640, 0.9],
    [560, 650, 0.6],
  ]
    .map(
      ([x, y, s]) =>
        rect(x, y - 40 * s, 70 * s, 40 * s, '#3a2c48') +
        poly(
          [
            [x - 8 * s, y - 38 * s],
            [x + 35 * s, y - 70 * s],
            [x + 78 * s, y - 38 * s],
          ],
          '#2e2340',
        ) +
        rect(x + 12 * s, y - 28 * s, 14 * s, 12 * s, C.glow) +
        rect(x + 44 * s, y - 28 * s, 14 * s, 12 * s, C.glow),
    )
    .join('');
  return svg(
    w,
    h,
    bands(w, h, [
      ['#2b2350', 0],
      ['#3a2b60', 80],
      ['#4f326f', 160],
      ['#6e3b78', 230],
      ['#984878', 290],
      ['#c65d72', 345],
      ['#e57a68', 395],
      ['#f59e5b', 440],
      ['#fcc468', 490],
    ]) +
      scatter(61, { x: 0, y: 0, w, h: 230 }, 40, (x, y, r) => circle(x, y, 1.5 + r * 1.5, '#fef3c7', { opacity: 0.8 })) +
      circle(1040, 505, 110, '#ffd88a', { opacity: 0.6 }) +
      circle(1040, 505, 82, '#ffe8a8') +
      range(w, h, far, '#7b4d7f') +
      snowcap(far, 3, '#c69bbd', 0.3) +
      snowcap(far, 9, '#c69bbd', 0.3) +
      range(w, h, mid, '#5b3a67') +
      hill(w, h, valley, '#3f2d4f') +
      forest(71, 0, 1600, yOn(valley), 34, '#2f2240', 30, 60, { jitter: 6, trunk: '#2f2240' }) +
      homes +
      // the river catching the last light
      river(
        [
          [720, 650, 16],
          [800, 690, 50],
          [700, 750, 100],
          [800, 830, 170],
          [760, 960, 260],
        ],
        '#f3a366',
      ) +
      river(
        [
          [720, 650, 6],
          [800, 690, 20],
          [700, 750, 40],
          [800, 830, 70],
          [760, 960, 110],
        ],
        '#fcc468',
      ) +
      mound(
        h,
        [
          [-20, 760],
          [150, 730],
          [350, 780],
          [560, 930],
        ],
        '#2a1f36',
      ) +
      mound(
        h,
        [
          [1060, 930],
          [1250, 790],
          [1450, 760],
          [1620, 745],
        ],
        '#2a1f36',
      ) +
      lines +
      poles.map((p) => p.draw).join('') +
      pine(120, 900, 300, '#1d1528', { trunk: '#1d1528' }) +
      pine(240, 900, 220, '#1d1528', { trunk: '#1d1528' }) +
      pine(1560, 900, 260, '#1d1528', { trunk: '#1d1528' }),
  );
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

const images = [
  ['services/residential', residential],
  ['services/commercial', commercial],
  ['services/generator-installation', generator],
  ['services/panel-upgrade', panel],
  ['services/emergency', emergency],
  ['services/financing', financing],
  ['areas/missoula', missoula],
  ['areas/hamilton', hamilton],
  ['areas/stevensville', stevensville],
  ['areas/bonner', bonner],
  ['areas/missoula-county', missoulaCounty],
  ['areas/ravalli-county', ravalliCounty],
  ['areas/lake-county', lakeCounty],
  ['areas/polson', polson],
  ['areas/ronan', ronan],
  ['hero', hero],
];

const only = process.argv.slice(2);
let failed = false;
for (const [name, draw] of images) {
  if (only.length && !only.some((wanted) => name.includes(wanted))) continue;
  const file = path.join(root, 'src/assets', `${name}.png`);
  await mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(draw())).flatten({ background: '#ffffff' }).png({ palette: true, colours: 128, dither: 0.6, effort: 10, compressionLevel: 9 }).toFile(file);
  const { size } = await stat(file);
  const note = size > MAX_BYTES ? '  TOO LARGE' : '';
  if (size > MAX_BYTES) failed = true;
  console.log(`${path.relative(root, file)}  ${(size / 1024).toFixed(1)} KB${note}`);
}
if (failed) {
  console.error(`Some images exceed ${MAX_BYTES / 1024} KB.`);
  process.exit(1);
}
