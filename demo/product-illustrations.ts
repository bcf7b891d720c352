// Product illustrations for the demo catalogue: small "still life" SVG scenes
// drawn in code. Every scene shares the same staging: a warm wall lit from the
// top left, a wooden or raffia tabletop, a printed cloth (wax, bogolan or
// kente-like) and soft shadows falling towards the bottom right. The product
// sits in the middle, surrounded by a few props (leaves, seeds, flowers).
// Output is deterministic: every random-looking detail comes from a small
// pseudo-random generator seeded by the kind and the variant.

export type IllustrationKind =
  | 'pot-beurre'
  | 'poudre'
  | 'feuilles'
  | 'fleurs-hibiscus'
  | 'savon'
  | 'flacon-huile'
  | 'bouteille-boisson'
  | 'tasse-tisane'
  | 'pot-miel'
  | 'creme-cosmetique'
  | 'graines-epices'
  | 'racines'
  | 'gelules'
  | 'gousses';

export const illustrationKinds: readonly IllustrationKind[] = [
  'pot-beurre',
  'poudre',
  'feuilles',
  'fleurs-hibiscus',
  'savon',
  'flacon-huile',
  'bouteille-boisson',
  'tasse-tisane',
  'pot-miel',
  'creme-cosmetique',
  'graines-epices',
  'racines',
  'gelules',
  'gousses',
];

// ---------------------------------------------------------------------------
// Small helpers: numbers, colours, gradients
// ---------------------------------------------------------------------------

type Stop = readonly [offset: number, color: string, opacity?: number];

interface Ctx {
  /** Prefix for every id of this document, so inlined SVGs never clash. */
  readonly p: string;
  readonly v: number;
  readonly rnd: () => number;
  readonly defs: string[];
  readonly cache: Map<string, string>;
}

const n = (x: number): string => String(Math.round(x * 10) / 10);

function pick<T>(list: readonly T[], index: number): T {
  return list[((index % list.length) + list.length) % list.length] as T;
}

function rgb(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  let out = '#';
  for (let i = 0; i < 3; i++) {
    const from = x[i] ?? 0;
    const to = y[i] ?? 0;
    out += Math.round(from + (to - from) * t)
      .toString(16)
      .padStart(2, '0');
  }
  return out;
}

const lt = (c: string, t: number): string => mix(c, '#ffffff', t);
const dk = (c: string, t: number): string => mix(c, '#000000', t);

function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Registers a definition once (keyed by its content) and returns its id. */
function def(c: Ctx, body: (id: string) => string, key: string): string {
  const known = c.cache.get(key);
  if (known !== undefined) return known;
  const id = `${c.p}${c.cache.size.toString(36)}`;
  c.cache.set(key, id);
  c.defs.push(body(id));
  return id;
}

function stopsOf(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, col, a]) =>
        `<stop offset="${o}" stop-color="${col}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

function lin(c: Ctx, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
  const s = stopsOf(stops);
  const id = def(
    c,
    (i) =>
      `<linearGradient id="${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`,
    `l${x1},${y1},${x2},${y2}${s}`,
  );
  return `url(#${id})`;
}

function rad(
  c: Ctx,
  stops: readonly Stop[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
  fx = cx,
  fy = cy,
): string {
  const s = stopsOf(stops);
  const id = def(
    c,
    (i) =>
      `<radialGradient id="${i}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${s}</radialGradient>`,
    `r${cx},${cy},${r},${fx},${fy}${s}`,
  );
  return `url(#${id})`;
}

/** Horizontal gradient that makes a flat shape read as a cylinder lit from the left. */
function cyl(c: Ctx, col: string, hi = 0.35): string {
  return lin(c, [
    [0, dk(col, 0.3)],
    [0.18, lt(col, hi)],
    [0.45, col],
    [0.85, dk(col, 0.35)],
    [1, dk(col, 0.5)],
  ]);
}

/** Round gradient for small volumes (nuts, balls, heaps) lit from the top left. */
function ball(c: Ctx, col: string, hi = 0.35): string {
  return rad(
    c,
    [
      [0, lt(col, hi)],
      [0.55, col],
      [1, dk(col, 0.45)],
    ],
    0.38,
    0.32,
    0.7,
    0.3,
    0.25,
  );
}

const blur = (c: Ctx, sd: number): string =>
  `url(#${def(
    c,
    (i) =>
      `<filter id="${i}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    `blur${sd}`,
  )})`;

/** Soft cast shadow (towards the bottom right) plus a darker contact shadow. */
function shadow(c: Ctx, cx: number, cy: number, rx: number, ry: number, o = 0.55): string {
  return (
    `<ellipse cx="${n(cx + rx * 0.22)}" cy="${n(cy + 2)}" rx="${n(rx * 1.15)}" ry="${n(ry * 1.5)}" opacity="${o * 0.75}" filter="${blur(c, 12)}"/>` +
    `<ellipse cx="${n(cx + 4)}" cy="${n(cy)}" rx="${n(rx * 0.92)}" ry="${n(ry * 0.55)}" opacity="${o}" filter="${blur(c, 4)}"/>`
  );
}

const tf = (x: number, y: number, a = 0, s = 1): string =>
  `translate(${n(x)} ${n(y)})${a ? ` rotate(${n(a)})` : ''}${s !== 1 ? ` scale(${Math.round(s * 100) / 100})` : ''}`;

/** Many tiny round dots in one path (zero-length segments with round caps). */
function dots(pts: readonly (readonly [number, number])[], col: string, w: number, o = 1): string {
  if (pts.length === 0) return '';
  const d = pts.map(([x, y]) => `M${Math.round(x)} ${Math.round(y)}h0`).join('');
  return `<path d="${d}" stroke="${col}" stroke-width="${w}" stroke-linecap="round" opacity="${o}"/>`;
}

/** Random points inside an ellipse. */
function inEllipse(
  c: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const a = c.rnd() * Math.PI * 2;
    const r = Math.sqrt(c.rnd());
    out.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]);
  }
  return out;
}

/** Random points on a dome whose base runs from cx-rx to cx+rx at baseY and whose top is at baseY-h. */
function onDome(
  c: Ctx,
  cx: number,
  baseY: number,
  rx: number,
  h: number,
  count: number,
): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const u = c.rnd() * 2 - 1;
    const top = baseY - h * (1 - u * u);
    out.push([cx + u * rx, top + c.rnd() * (baseY - top) * 0.9 + 3]);
  }
  return out;
}

/** Smooth closed blob around (cx, cy). */
function blob(
  c: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.08,
  count = 12,
): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + (c.rnd() - 0.5) * 2 * wobble;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const mid = (i: number): [number, number] => {
    const a = pick(pts, i);
    const b = pick(pts, i + 1);
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  };
  const start = mid(0);
  let d = `M${n(start[0])} ${n(start[1])}`;
  for (let i = 1; i <= count; i++) {
    const p = pick(pts, i);
    const m = mid(i);
    d += `Q${n(p[0])} ${n(p[1])} ${n(m[0])} ${n(m[1])}`;
  }
  return `${d}Z`;
}

// ---------------------------------------------------------------------------
// Props shared by several scenes
// ---------------------------------------------------------------------------

function leaf(x: number, y: number, len: number, w: number, ang: number, col: string): string {
  const a = n(len * 0.3);
  const b = n(len * 0.72);
  return (
    `<g transform="${tf(x, y, ang)}"><path d="M0 0C${a} ${-w} ${b} ${-w} ${len} 0C${b} ${w} ${a} ${w} 0 0Z" fill="${col}"/>` +
    `<path d="M0 0C${a} ${w} ${b} ${w} ${len} 0Z" opacity=".22"/>` +
    `<path d="M-6 0L${len - 4} 0" stroke="${lt(col, 0.35)}" stroke-width="1.6" opacity=".8"/></g>`
  );
}

/** Long thin blade (lemongrass). */
function blade(x: number, y: number, len: number, w: number, ang: number, col: string): string {
  return `<g transform="${tf(x, y, ang)}"><path d="M0 ${-w}Q${n(len * 0.5)} ${-w * 1.3} ${len} ${-w * 2.2}Q${n(len * 0.5)} ${w * 0.4} 0 ${w}Z" fill="${col}"/><path d="M0 0Q${n(len * 0.5)} ${-w * 0.4} ${len} ${-w * 2.2}" stroke="${lt(col, 0.3)}" stroke-width="1.2" fill="none"/></g>`;
}

/** Compound leaf: a stem with pairs of small leaflets (moringa, neem). */
function sprig(
  c: Ctx,
  x: number,
  y: number,
  len: number,
  ang: number,
  col: string,
  size = 1,
): string {
  const id = def(
    c,
    (i) => {
      let up = '';
      let down = '';
      for (let k = 0; k < 7; k++) {
        const px = 18 + k * 26;
        up += `<ellipse cx="${px + 4}" cy="-8" rx="11" ry="6" transform="rotate(-28 ${px} -2)"/>`;
        down += `<ellipse cx="${px + 4}" cy="8" rx="11" ry="6" transform="rotate(28 ${px} 2)"/>`;
      }
      return `<g id="${i}"><path d="M0 0Q100 -6 200 0" stroke="#4a4220" stroke-width="2.5" fill="none"/>${up}<g>${down}</g><g opacity=".18" fill="#000">${down}</g><ellipse cx="208" rx="12" ry="6"/></g>`;
    },
    'sprig',
  );
  const sx = Math.round((len / 200) * 100) / 100;
  return `<use href="#${id}" fill="${col}" transform="${tf(x, y, ang)} scale(${sx} ${size})"/>`;
}

function flower(c: Ctx, x: number, y: number, r: number, col: string, heart: string): string {
  let s = `<g transform="${tf(x, y)}">`;
  for (let i = 0; i < 5; i++) {
    s += `<ellipse cx="0" cy="${n(-r * 0.55)}" rx="${n(r * 0.38)}" ry="${n(r * 0.55)}" fill="${col}" transform="rotate(${i * 72 + 10})"/>`;
  }
  return `${s}<circle r="${n(r * 0.22)}" fill="${heart}"/><circle r="${n(r)}" fill="${rad(c, [
    [0, '#000', 0],
    [0.7, '#000', 0],
    [1, '#000', 0.12],
  ])}"/></g>`;
}

function sheaNut(c: Ctx, x: number, y: number, s: number, a: number, open = false): string {
  const g = ball(c, '#7b4a28', 0.3);
  return (
    `<g transform="${tf(x, y, a, s)}"><ellipse cx="3" cy="10" rx="24" ry="8" opacity=".35" filter="${blur(c, 3)}"/>` +
    `<ellipse rx="26" ry="18" fill="${g}"/>` +
    (open
      ? `<ellipse cx="2" cy="-2" rx="19" ry="12" fill="${ball(c, '#e8d2a0', 0.3)}"/>`
      : `<ellipse cx="-15" cy="-3" rx="8" ry="6" fill="#caa47a" opacity=".8"/>`) +
    `</g>`
  );
}

function calyxSymbol(c: Ctx, tone: number): string {
  return def(
    c,
    (id) => {
      const col = pick(['#7a0c22', '#941a30', '#5e0818'], tone);
      const g = rad(
        c,
        [
          [0, dk(col, 0.45)],
          [0.45, col],
          [1, lt(col, 0.22)],
        ],
        0.5,
        0.55,
        0.55,
      );
      const petal = 'M0 0C-13 -8 -9 -22 0 -28C9 -22 13 -8 0 0Z';
      let s = '';
      for (let i = 0; i < 5; i++) {
        s += `<path d="${petal}" transform="rotate(${i * 72 + tone * 9})"/>`;
      }
      return `<g id="${id}"><g fill="${g}" stroke="${dk(col, 0.35)}" stroke-width="1">${s}</g><path d="M0 -4V-24M4 1L21 -7M2 4L13 19M-2 4L-13 19M-4 1L-21 -7" stroke="${lt(col, 0.35)}" stroke-width="1.3" opacity=".6"/><circle r="4.5" fill="${dk(col, 0.4)}"/></g>`;
    },
    `calyx${tone % 3}`,
  );
}

function calyx(c: Ctx, x: number, y: number, a: number, s: number): string {
  return `<use href="#${calyxSymbol(c, Math.round(x + y) % 3)}" transform="${tf(x, y, a, s)}"/>`;
}

function baobabFruit(c: Ctx, x: number, y: number, a: number, s: number, open = false): string {
  const skin = ball(c, '#9c8c5c', 0.25);
  let g = `<g transform="${tf(x, y, a, s)}"><ellipse cx="6" cy="26" rx="62" ry="12" opacity=".4" filter="${blur(c, 5)}"/>`;
  g += `<path d="M-66 0C-66 -30 -30 -36 4 -34C44 -32 68 -22 68 2C68 26 40 34 0 34C-40 34 -66 26 -66 0Z" fill="${skin}"/>`;
  if (open) {
    g += `<ellipse cx="4" cy="-4" rx="54" ry="22" fill="#5a4a2a"/>`;
    for (const [px, py] of [
      [-30, -6],
      [-8, -10],
      [16, -8],
      [36, -2],
      [-18, 4],
      [6, 4],
      [26, 8],
    ] as const) {
      g += `<rect x="${px - 9}" y="${py - 7}" width="18" height="14" rx="5" fill="${ball(c, '#f1e8d4', 0.2)}"/>`;
    }
  } else {
    g += `<path d="M66 -2Q86 -8 98 -22" stroke="#6a4a28" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  return `${g}</g>`;
}

function pulpChunks(c: Ctx, x: number, y: number, count: number): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const px = x + (c.rnd() - 0.5) * 90;
    const py = y + (c.rnd() - 0.5) * 26;
    s += `<rect x="${n(px - 10)}" y="${n(py - 8)}" width="20" height="16" rx="6" fill="${ball(c, '#f1e8d4', 0.2)}" transform="rotate(${Math.round(c.rnd() * 60 - 30)} ${n(px)} ${n(py)})"/>`;
  }
  return s;
}

function rhizome(
  c: Ctx,
  x: number,
  y: number,
  a: number,
  s: number,
  skin: string,
  flesh: string,
): string {
  const g = ball(c, skin, 0.35);
  const lobes: [number, number, number, number, number][] = [
    [0, 0, 72, 34, -4],
    [-74, 6, 28, 24, 5],
    [84, 2, 28, 22, 10],
    [56, -32, 36, 24, -52],
    [-48, -28, 32, 22, -125],
    [10, -44, 24, 20, -85],
  ];
  let body = '';
  let rings = '';
  for (const [lx, ly, rx, ry, ra] of lobes) {
    body += `<ellipse cx="${lx}" cy="${ly}" rx="${rx}" ry="${ry}" transform="rotate(${ra} ${lx} ${ly})"/>`;
    const rr = (ra * Math.PI) / 180;
    const px = lx + Math.cos(rr) * rx * 0.3;
    const py = ly + Math.sin(rr) * rx * 0.3;
    rings += `M${n(px - Math.sin(rr) * ry * 0.8)} ${n(py + Math.cos(rr) * ry * 0.8)}q${n(Math.cos(rr) * 5)} ${n(Math.sin(rr) * 5 - ry * 0.8)} ${n(Math.sin(rr) * ry * 1.6)} ${n(-Math.cos(rr) * ry * 1.6)}`;
  }
  return (
    `<g transform="${tf(x, y, a, s)}"><ellipse cx="12" cy="32" rx="100" ry="16" opacity=".4" filter="${blur(c, 6)}"/>` +
    `<g fill="${g}">${body}</g><path d="${rings}" stroke="${dk(skin, 0.3)}" stroke-width="1.6" fill="none" opacity=".4"/>` +
    dots(inEllipse(c, 0, -6, 80, 26, 18), dk(skin, 0.25), 2.5, 0.35) +
    `<ellipse cx="76" cy="-58" rx="10" ry="8" fill="${mix(flesh, skin, 0.35)}" transform="rotate(-52 76 -58)"/></g>`
  );
}

function rootSlice(c: Ctx, x: number, y: number, r: number, skin: string, flesh: string): string {
  return (
    `<g transform="${tf(x, y)}"><ellipse cx="4" cy="${n(r * 0.6)}" rx="${n(r)}" ry="${n(r * 0.35)}" opacity=".4" filter="${blur(c, 3)}"/>` +
    `<ellipse rx="${r}" ry="${n(r * 0.72)}" fill="${dk(skin, 0.1)}"/><ellipse cy="-2" rx="${n(r - 3)}" ry="${n(r * 0.72 - 4)}" fill="${rad(
      c,
      [
        [0, lt(flesh, 0.35)],
        [0.7, flesh],
        [1, dk(flesh, 0.15)],
      ],
    )}"/>` +
    `<ellipse cy="-2" rx="${n(r * 0.45)}" ry="${n(r * 0.3)}" fill="none" stroke="${dk(flesh, 0.12)}" stroke-width="1.5"/></g>`
  );
}

/** A knobbly pod: a chain of round lobes along a gentle curve. */
function pod(
  c: Ctx,
  x: number,
  y: number,
  a: number,
  s: number,
  count: number,
  rx: number,
  ry: number,
  step: number,
  col: string,
  bend = 10,
): string {
  const g = ball(c, col, 0.3);
  const len = (count - 1) * step;
  let lobes = '';
  for (let i = 0; i < count; i++) {
    const t = (i / (count - 1)) * 2 - 1;
    const k = i === 0 || i === count - 1 ? 0.8 : 1;
    lobes += `<ellipse cx="${n(t * len * 0.5)}" cy="${n(bend * t * t)}" rx="${n(rx * k)}" ry="${n(ry * k)}"/>`;
  }
  return (
    `<g transform="${tf(x, y, a, s)}"><ellipse cx="8" cy="${n(ry + bend * 0.6)}" rx="${n(len * 0.55 + rx)}" ry="${n(ry * 0.5)}" opacity=".4" filter="${blur(c, 4)}"/>` +
    `<path d="M${n(-len * 0.5 - rx * 0.6)} ${bend}l-14 -6" stroke="${dk(col, 0.3)}" stroke-width="4" stroke-linecap="round"/>` +
    `<g fill="${g}">${lobes}</g></g>`
  );
}

function tamarindPod(c: Ctx, x: number, y: number, a: number, s: number): string {
  return pod(c, x, y, a, s, 6, 20, 16, 27, '#94623a', 12);
}

// ---------------------------------------------------------------------------
// The stage: wall, tabletop, cloth, vignette
// ---------------------------------------------------------------------------

const WALLS: readonly (readonly [string, string])[] = [
  ['#b97a3c', '#4a2a12'], // ochre
  ['#a84a2c', '#3e1a0e'], // terracotta
  ['#c29a62', '#5a3d22'], // sand
  ['#47603d', '#16221a'], // deep green
  ['#7a5038', '#26170e'], // bogolan brown
  ['#9a5a2a', '#2e1d14'], // burnt sienna
];

const CLOTHS: readonly (readonly [string, string, string])[] = [
  ['#1f3a5f', '#e0902f', '#f2d27a'],
  ['#a33b20', '#f0c54d', '#1d2b4a'],
  ['#2f5b3a', '#e8b04a', '#f3e6c8'],
  ['#d9a441', '#7a2a18', '#2b1a10'],
  ['#3b2416', '#ecdcbc', '#c77a36'],
];

function clothFill(c: Ctx, style: number, pal: readonly [string, string, string]): string {
  const [bg, c1, c2] = pal;
  const skew = 'patternTransform="skewX(-18) scale(1 .62)"';
  const id = def(
    c,
    (i) => {
      if (style === 0) {
        // wax print: concentric circles
        let s = `<rect width="44" height="44" fill="${bg}"/><circle cx="22" cy="22" r="14" fill="none" stroke="${c1}" stroke-width="5"/><circle cx="22" cy="22" r="5" fill="${c2}"/>`;
        for (const [x, y] of [
          [0, 0],
          [44, 0],
          [0, 44],
          [44, 44],
        ] as const)
          s += `<circle cx="${x}" cy="${y}" r="6" fill="${c2}"/>`;
        return `<pattern id="${i}" width="44" height="44" patternUnits="userSpaceOnUse" ${skew}>${s}</pattern>`;
      }
      if (style === 1) {
        // bogolan: pale zigzags, dots and crosses on dark earth
        return `<pattern id="${i}" width="36" height="36" patternUnits="userSpaceOnUse" ${skew}><rect width="36" height="36" fill="#3b2416"/><path d="M0 8l9-6 9 6 9-6 9 6" stroke="#ecdcbc" stroke-width="2.5" fill="none"/><path d="M6 22h0M18 22h0M30 22h0" stroke="#ecdcbc" stroke-width="4" stroke-linecap="round"/><path d="M14 30l8 4M22 30l-8 4" stroke="${c1 === '#ecdcbc' ? '#c77a36' : '#d9b27c'}" stroke-width="2"/></pattern>`;
      }
      if (style === 2) {
        // kente-like woven stripes
        return `<pattern id="${i}" width="48" height="48" patternUnits="userSpaceOnUse" ${skew}><rect width="48" height="48" fill="${c1}"/><rect width="10" height="48" x="6" fill="${bg}"/><rect width="4" height="48" x="20" fill="${c2}"/><rect width="48" height="10" y="30" fill="${bg}"/><rect x="28" y="30" width="14" height="10" fill="${c2}"/><rect x="6" y="30" width="10" height="10" fill="#1a120c"/></pattern>`;
      }
      // wax print: almonds and dots
      return `<pattern id="${i}" width="40" height="40" patternUnits="userSpaceOnUse" ${skew}><rect width="40" height="40" fill="${bg}"/><ellipse cx="20" cy="20" rx="15" ry="7" fill="${c1}" transform="rotate(35 20 20)"/><ellipse cx="20" cy="20" rx="7" ry="2.5" fill="${bg}" transform="rotate(35 20 20)"/><path d="M4 34h0M36 6h0M4 6h0M36 34h0" stroke="${c2}" stroke-width="5" stroke-linecap="round"/></pattern>`;
    },
    `cloth${style}${bg}${c1}${c2}`,
  );
  return `url(#${id})`;
}

function stage(c: Ctx, kindIndex: number, horizon: number): string {
  const v = c.v;
  const [top, bottom] = pick(WALLS, v * 5 + kindIndex * 2);
  let s = `<rect width="640" height="640" fill="${rad(
    c,
    [
      [0, lt(top, 0.12)],
      [0.55, top],
      [1, bottom],
    ],
    0.28,
    0.18,
    0.95,
  )}"/>`;

  // blurred shadow of a palm frond on the wall
  const right = v % 2 === 0;
  let branch = '';
  for (let i = 0; i < 5; i++) {
    const bx = right ? 640 - i * 46 : i * 46;
    const by = 20 + i * 42;
    const ang = (right ? 200 : -20) + (i % 2 ? 38 : -34) + (v % 3) * 6;
    const len = 150 + (i % 3) * 20;
    branch += `<path transform="${tf(bx, by, ang)}" d="M0 0C${len * 0.3} -34 ${len * 0.7} -34 ${len} 0C${len * 0.7} 34 ${len * 0.3} 34 0 0Z"/>`;
  }
  s += `<g opacity=".2" filter="${blur(c, 8)}">${branch}<path d="${right ? 'M660 0L440 230' : 'M-20 0L200 230'}" stroke="#000" stroke-width="8"/></g>`;
  // warm bokeh
  s += `<g fill="#ffe2b0" opacity=".09" filter="${blur(c, 6)}"><circle cx="${90 + (v % 3) * 40}" cy="110" r="46"/><circle cx="230" cy="60" r="26"/><circle cx="${400 - (v % 4) * 30}" cy="150" r="20"/></g>`;

  // tabletop
  const raffia = (v + kindIndex) % 3 === 2;
  if (raffia) {
    const id = def(
      c,
      (i) =>
        `<pattern id="${i}" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="skewX(-20) scale(1 .55)"><rect width="28" height="28" fill="#b88e52"/><rect width="14" height="14" rx="3" fill="#d6b274"/><rect x="14" y="14" width="14" height="14" rx="3" fill="#d6b274"/><path d="M0 7h14M14 21h14M21 0v14M7 14v14" stroke="#9c743e" stroke-width="1.5"/></pattern>`,
      'raffia',
    );
    s += `<rect y="${horizon}" width="640" height="${720 - horizon}" fill="url(#${id})"/>`;
  } else {
    const wood = pick(['#7a4a26', '#8a5a32', '#5e3a20'], v + kindIndex);
    s += `<rect y="${horizon}" width="640" height="${720 - horizon}" fill="${lin(
      c,
      [
        [0, lt(wood, 0.12)],
        [1, dk(wood, 0.35)],
      ],
      0,
      0,
      0,
      1,
    )}"/>`;
    let grain = '';
    for (let i = 0; i < 7; i++) {
      const y = horizon + 14 + i * i * 4.6 + c.rnd() * 6;
      grain += `M0 ${n(y)}Q${n(200 + c.rnd() * 120)} ${n(y - 6 - c.rnd() * 6)} 640 ${n(y + 4 + c.rnd() * 6)}`;
    }
    s += `<path d="${grain}" stroke="${dk(wood, 0.45)}" stroke-width="2" fill="none" opacity=".35"/>`;
  }
  s += `<rect y="${horizon}" width="640" height="${720 - horizon}" fill="${lin(
    c,
    [
      [0, '#000', 0.45],
      [0.25, '#000', 0],
      [1, '#000', 0.3],
    ],
    0,
    0,
    0,
    1,
  )}"/>`;
  s += `<path d="M0 ${horizon}H640" stroke="#fff" stroke-width="2" opacity=".12"/>`;

  // cloth
  const pal = pick(CLOTHS, v + kindIndex * 3);
  const style = (v + kindIndex) % 4;
  const shape =
    (v + kindIndex) % 2 === 0
      ? 'M60 468Q320 452 584 458L700 720L-60 720Z'
      : 'M-12 530Q300 470 652 446L652 580Q320 600 -12 652Z';
  s += `<path d="${shape}" transform="translate(6 10)" opacity=".45" filter="${blur(c, 6)}"/>`;
  s += `<path d="${shape}" fill="${clothFill(c, style, pal)}"/>`;
  s += `<path d="${shape}" fill="${lin(c, [
    [0, '#fff', 0.14],
    [0.45, '#fff', 0],
    [1, '#000', 0.32],
  ])}"/>`;
  s += `<path d="M120 600Q300 560 540 590" stroke="#000" stroke-width="16" opacity=".12" fill="none" filter="${blur(c, 6)}"/>`;
  return s;
}

// ---------------------------------------------------------------------------
// The products
// ---------------------------------------------------------------------------

type Draw = (c: Ctx) => string;

const potBeurre: Draw = (c) => {
  const v = c.v;
  const jar = pick(['#b4592f', '#e6dbc6', '#6a4126', '#c98a4b'], v);
  const butter = pick(['#f3e6c6', '#ecd79e', '#f8f1e2'], v);
  const whipped = v % 3 === 2;
  let s = leaf(168, 420, 150, 24, -150, '#587a30') + leaf(180, 424, 140, 20, -118, '#6f8c3a');
  s += leaf(440, 430, 130, 20, -40, '#4f6f2b');
  s += shadow(c, 300, 544, 122, 18);
  s += `<path d="M190 350L194 516Q196 544 232 546L368 546Q404 544 406 516L410 350Z" fill="${cyl(c, jar)}"/>`;
  const band = v % 4 === 1 ? '#2b4a78' : dk(jar, 0.25);
  s += `<path d="M192 420Q300 448 408 420L407 440Q300 468 193 440Z" fill="${band}" opacity=".9"/>`;
  if (v % 4 === 1)
    s += dots(
      [
        [224, 437],
        [262, 447],
        [300, 451],
        [338, 447],
        [376, 437],
      ],
      '#e9c46a',
      6,
    );
  s += `<ellipse cx="300" cy="350" rx="110" ry="25" fill="${lin(c, [
    [0, lt(jar, 0.35)],
    [1, dk(jar, 0.35)],
  ])}"/><ellipse cx="300" cy="352" rx="100" ry="20" fill="${dk(jar, 0.6)}"/>`;
  const bg = rad(
    c,
    [
      [0, lt(butter, 0.6)],
      [0.55, butter],
      [1, dk(butter, 0.2)],
    ],
    0.35,
    0.25,
    0.75,
  );
  s += `<path d="M202 354C204 326 250 314 300 314C350 314 396 326 398 354Q300 374 202 354Z" fill="${bg}"/>`;
  if (whipped) {
    s += `<path d="M236 346C236 310 270 292 296 290C300 262 318 262 318 284C350 292 370 318 364 346Z" fill="${bg}"/>`;
    s += `<path d="M250 340Q270 306 300 300M280 344Q296 314 330 310M318 284Q326 296 312 300" stroke="${dk(butter, 0.14)}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  } else {
    s += `<path d="M236 342Q270 322 310 326Q352 330 356 342Q330 354 296 346" fill="none" stroke="${dk(butter, 0.14)}" stroke-width="5" stroke-linecap="round"/>`;
    s += `<path d="M234 338Q270 318 310 322Q350 326 354 336" fill="none" stroke="${lt(butter, 0.7)}" stroke-width="4" stroke-linecap="round"/>`;
  }
  // wooden spatula
  s += `<g transform="translate(354 328) rotate(-40)"><rect x="0" y="-11" width="205" height="22" rx="11" fill="${lin(
    c,
    [
      [0, '#e6bb80'],
      [0.5, '#c08a4e'],
      [1, '#7e512a'],
    ],
    0,
    0,
    0,
    1,
  )}"/><path d="M-4 -10Q24 -16 46 -8L44 8Q16 14 -4 8Z" fill="${butter}"/><path d="M6 -6Q24 -10 40 -5" stroke="#fff" stroke-width="2.5" opacity=".6" fill="none"/></g>`;
  s += `<ellipse cx="352" cy="332" rx="22" ry="9" fill="${butter}"/>`;
  s += `<path d="M202 372Q200 450 206 512" stroke="#fff" stroke-width="7" opacity=".16" fill="none" stroke-linecap="round"/>`;
  s +=
    sheaNut(c, 140, 560, 1, -12) +
    sheaNut(c, 196, 594, 0.9, 18, true) +
    sheaNut(c, 478, 584, 1.1, 8);
  if (v % 3 === 1)
    s +=
      flower(c, 505, 520, 22, '#fbf4e6', '#e2b23c') + flower(c, 110, 610, 18, '#fbf4e6', '#e2b23c');
  return s;
};

const POWDERS: readonly (readonly [string, string])[] = [
  ['#7f9c3c', 'moringa'],
  ['#e6d3a8', 'baobab'],
  ['#9e2438', 'bissap'],
  ['#7b4a2a', 'brun'],
  ['#d6a02c', 'gingembre'],
  ['#c46a2c', 'ocre'],
];

function bowlBack(
  c: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  depth: number,
  col: string,
): string {
  return (
    shadow(c, cx, cy + depth + 2, rx * 0.7, 16) +
    `<path d="M${cx - rx} ${cy}C${cx - rx} ${cy + depth * 0.85} ${n(cx - rx * 0.45)} ${cy + depth} ${cx} ${cy + depth}C${n(cx + rx * 0.45)} ${cy + depth} ${cx + rx} ${cy + depth * 0.85} ${cx + rx} ${cy}Z" fill="${cyl(c, col, 0.25)}"/>` +
    `<path d="M${cx - rx + 20} ${cy + 30}Q${cx} ${cy + depth * 0.72} ${cx + rx - 20} ${cy + 30}" stroke="${dk(col, 0.35)}" stroke-width="2" fill="none" opacity=".45"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${lin(c, [
      [0, lt(col, 0.3)],
      [1, dk(col, 0.3)],
    ])}"/>` +
    `<ellipse cx="${cx}" cy="${cy + 2}" rx="${rx - 9}" ry="${ry - 6}" fill="${dk(col, 0.55)}"/>`
  );
}

function mound(
  c: Ctx,
  cx: number,
  cy: number,
  rx: number,
  h: number,
  col: string,
  grain = 40,
): string {
  const g = rad(
    c,
    [
      [0, lt(col, 0.3)],
      [0.6, col],
      [1, dk(col, 0.3)],
    ],
    0.38,
    0.25,
    0.8,
  );
  const l = cx - rx;
  const r = cx + rx;
  let s = `<path d="M${l} ${cy}C${n(l + rx * 0.15)} ${cy - h * 0.8} ${n(cx - rx * 0.5)} ${cy - h} ${cx} ${cy - h}C${n(cx + rx * 0.5)} ${cy - h} ${n(r - rx * 0.15)} ${cy - h * 0.8} ${r} ${cy}Q${cx} ${n(cy + h * 0.42)} ${l} ${cy}Z" fill="${g}"/>`;
  if (grain > 0) {
    s += dots(onDome(c, cx, cy, rx * 0.9, h, grain), lt(col, 0.35), 3, 0.7);
    s += dots(onDome(c, cx, cy, rx * 0.9, h, grain), dk(col, 0.3), 2.5, 0.6);
  }
  return s;
}

function woodSpoon(c: Ctx, x: number, y: number, a: number, fill: string): string {
  const w = lin(
    c,
    [
      [0, '#e0b277'],
      [1, '#8a5a2e'],
    ],
    0,
    0,
    0,
    1,
  );
  return `<g transform="${tf(x, y, a)}"><ellipse cx="6" cy="14" rx="46" ry="12" opacity=".4" filter="${blur(c, 5)}"/><rect x="30" y="-7" width="160" height="14" rx="7" fill="${w}"/><ellipse rx="44" ry="26" fill="${w}"/><ellipse cx="-2" cy="-2" rx="36" ry="19" fill="${dk('#a8733e', 0.3)}"/>${fill}</g>`;
}

const poudre: Draw = (c) => {
  const v = c.v;
  const [col, type] = pick(POWDERS, v);
  const bowl = pick(['#a4672f', '#6b3f22', '#c28a4a'], Math.floor(v / 2));
  let s = '';
  if (type === 'moringa')
    s += sprig(c, 110, 470, 170, -30, '#6b9834', 1.1) + sprig(c, 520, 452, 130, -150, '#5e8a2e');
  if (type === 'baobab')
    s += baobabFruit(c, 130, 470, -18, 0.9) + baobabFruit(c, 520, 470, 12, 0.8, true);
  if (type === 'bissap')
    s += calyx(c, 140, 470, 10, 1.3) + calyx(c, 505, 460, 40, 1.2) + calyx(c, 535, 488, 5, 1);
  if (type === 'gingembre') s += rhizome(c, 520, 470, 10, 0.6, '#c99a5e', '#f0cf6c');
  if (type === 'brun' || type === 'ocre')
    s += leaf(150, 470, 140, 26, -160, '#6a7a32') + leaf(490, 460, 130, 24, -20, '#5b6e2c');
  s += bowlBack(c, 320, 440, 160, 38, 108, bowl);
  s += mound(c, 320, 442, 146, 92, col, 45);
  // spill on the cloth
  s += `<ellipse cx="178" cy="584" rx="58" ry="13" fill="${col}" filter="${blur(c, 3)}"/>`;
  s += mound(c, 176, 584, 44, 14, col, 0) + dots(inEllipse(c, 176, 588, 80, 16, 26), col, 3);
  s += woodSpoon(c, 470, 586, -16, mound(c, -2, 4, 30, 22, col, 12));
  return s;
};

const feuilles: Draw = (c) => {
  const v = c.v;
  const style = v % 3;
  const base = pick(['#6f7a3a', '#5e6e30', '#7d6a34', '#4f6b34'], Math.floor(v / 3));
  const tx = 440;
  const ty = 500;
  let s = shadow(c, 310, 540, 210, 22, 0.5);
  let leaves = '';
  const count = style === 1 ? 15 : style === 0 ? 13 : 10;
  for (let i = 0; i < count; i++) {
    const ang = 218 - (i / (count - 1)) * 66 + (c.rnd() - 0.5) * 8;
    const col = mix(base, i % 3 === 0 ? '#8a6a36' : dk(base, 0.25), c.rnd() * 0.7);
    const r = (ang * Math.PI) / 180;
    const bx = tx + Math.cos(r) * 40;
    const by = ty + Math.sin(r) * 40;
    const len = 190 + c.rnd() * 70;
    leaves += `<path d="M${tx} ${ty}L${n(bx)} ${n(by)}" stroke="${dk(base, 0.4)}" stroke-width="3"/>`;
    if (style === 0) leaves += leaf(bx, by, len * 0.8, 24 + c.rnd() * 14, ang, col);
    else if (style === 1) leaves += blade(bx, by, len * 1.1, 6, ang, col);
    else leaves += sprig(c, bx, by, len * 0.85, ang, col, 1.1);
  }
  s += leaves;
  // stems and raffia tie
  s += `<path d="M${tx} ${ty}l96 22M${tx} ${ty}l100 10M${tx} ${ty}l90 34M${tx} ${ty}l98 28" stroke="#6a5228" stroke-width="5" stroke-linecap="round"/>`;
  s += `<g transform="translate(${tx + 32} ${ty + 8}) rotate(104)"><rect x="-17" y="-7" width="34" height="14" rx="4" fill="${lin(
    c,
    [
      [0, '#ecd49a'],
      [1, '#a8834a'],
    ],
    0,
    0,
    1,
    0,
  )}"/><path d="M-16 -2H16M-16 3H16" stroke="#a8834a" stroke-width="1.5"/><path d="M17 2q10 4 8 16M17 -1q14 -1 18 8" stroke="#d9b877" stroke-width="3" fill="none" stroke-linecap="round"/></g>`;
  // crumbled pieces
  s +=
    leaf(150, 590, 40, 10, -20, base) +
    leaf(210, 612, 34, 8, 30, dk(base, 0.2)) +
    leaf(470, 606, 36, 9, -60, mix(base, '#8a6a36', 0.5));
  return s;
};

const fleursHibiscus: Draw = (c) => {
  const v = c.v;
  const basket = v % 2 === 0;
  const col = basket ? '#c79a58' : pick(['#3a2a20', '#8a4a2a'], v >> 1);
  let s = bowlBack(c, 320, 440, 165, 40, 100, col);
  if (basket) {
    let weave = '';
    for (let i = 0; i < 12; i++) {
      const x = 170 + i * 27;
      weave += `M${x} 452q6 40 ${i < 6 ? 10 : 18} 84`;
    }
    s += `<path d="${weave}" stroke="#8a6230" stroke-width="2.5" fill="none" opacity=".55"/><path d="M160 480Q320 530 480 480M166 510Q320 555 474 510" stroke="#f0d49a" stroke-width="3" fill="none" opacity=".5"/>`;
  }
  s += mound(c, 320, 444, 150, 70, '#5a0a18', 0);
  const rows: [number, number, number][] = [
    [368, 2, 44],
    [386, 4, 96],
    [408, 5, 124],
    [430, 6, 140],
  ];
  for (const [y, count, spread] of rows) {
    for (let i = 0; i < count; i++) {
      const x = 320 - spread + ((i + 0.5) * 2 * spread) / count + (c.rnd() - 0.5) * 12;
      s += calyx(c, x, y + (c.rnd() - 0.5) * 8, c.rnd() * 72, 1.6 + c.rnd() * 0.35);
    }
  }
  for (const [x, y] of [
    [160, 566],
    [214, 604],
    [452, 584],
    [510, 556],
    [400, 612],
  ] as const) {
    s +=
      `<ellipse cx="${x + 8}" cy="${y + 18}" rx="34" ry="9" opacity=".35" filter="${blur(c, 3)}"/>` +
      calyx(c, x, y, c.rnd() * 72, 1.7);
  }
  s += leaf(500, 470, 110, 26, -30, '#4d7a2c');
  return s;
};

function box(c: Ctx, x: number, y: number, w: number, h: number, d: number, col: string): string {
  const dx = n(d * 0.75);
  const dy = n(-d * 0.5);
  const top = `M${x} ${y}l${dx} ${dy}h${w}l${-d * 0.75} ${d * 0.5}Z`;
  const side = `M${x + w} ${y}l${dx} ${dy}v${h}l${-d * 0.75} ${d * 0.5}Z`;
  return (
    `<g stroke-linejoin="round" stroke-width="6"><path d="${side}" fill="${dk(col, 0.45)}" stroke="${dk(col, 0.45)}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${lin(c, [
      [0, lt(col, 0.08)],
      [1, dk(col, 0.2)],
    ])}" stroke="${col}"/>` +
    `<path d="${top}" fill="${lt(col, 0.18)}" stroke="${lt(col, 0.18)}"/></g>` +
    dots(inEllipse(c, x + w / 2, y + h / 2, w / 2 - 6, h / 2 - 6, 22), lt(col, 0.3), 2.5, 0.5) +
    dots(
      inEllipse(c, x + w / 2 + d * 0.38, y - d * 0.25, w / 2 - 6, d * 0.2, 14),
      dk(col, 0.3),
      2.5,
      0.5,
    )
  );
}

const savon: Draw = (c) => {
  const v = c.v;
  const shape = v % 3;
  let s = '';
  if (shape === 0) {
    // black soap ball on a banana leaf
    s += `<path d="M100 568C190 472 430 452 552 498C460 582 230 612 100 568Z" fill="${lin(
      c,
      [
        [0, '#6e9a3a'],
        [1, '#2f5a22'],
      ],
      0,
      0,
      0.4,
      1,
    )}"/>`;
    let veins = 'M106 566C250 520 400 506 548 500';
    for (let i = 0; i < 10; i++) {
      const x = 150 + i * 38;
      veins += `M${x} ${n(548 - i * 4.5)}l${18} ${-46 + i * 2}M${x} ${n(548 - i * 4.5)}l${-6} ${40 - i * 2}`;
    }
    s += `<path d="${veins}" stroke="#9cc266" stroke-width="1.6" opacity=".55" fill="none"/>`;
    s += shadow(c, 320, 528, 112, 18, 0.6);
    const col = pick(['#3a281b', '#2c2018', '#4a3424'], v >> 1);
    const d = blob(c, 320, 440, 122, 98, 0.06, 14);
    s += `<path d="${d}" fill="${rad(
      c,
      [
        [0, lt(col, 0.28)],
        [0.35, col],
        [1, dk(col, 0.55)],
      ],
      0.4,
      0.32,
      0.7,
      0.3,
      0.22,
    )}"/>`;
    s +=
      dots(inEllipse(c, 320, 440, 100, 80, 60), lt(col, 0.3), 3, 0.55) +
      dots(inEllipse(c, 320, 440, 100, 80, 40), dk(col, 0.6), 4, 0.5);
    s += `<ellipse cx="272" cy="386" rx="46" ry="22" fill="#fff" opacity=".16" filter="${blur(c, 6)}" transform="rotate(-25 272 386)"/>`;
    s += `<path d="${blob(c, 470, 560, 22, 16, 0.2, 8)}" fill="${col}"/><path d="${blob(c, 505, 540, 14, 10, 0.2, 8)}" fill="${lt(col, 0.1)}"/>`;
    s += sheaNut(c, 150, 600, 0.9, 10);
  } else if (shape === 1) {
    // stacked bars (black soap, neem, shea)
    const col = pick(['#2e2219', '#5b6a30', '#c49a62', '#2e2219'], v >> 1);
    s += shadow(c, 330, 548, 170, 18, 0.6);
    s += box(c, 176, 446, 230, 96, 80, col);
    s += box(c, 214, 374, 180, 72, 60, lt(col, 0.06));
    s += `<g transform="rotate(12 490 560)">${box(c, 450, 540, 80, 40, 30, col)}</g>`;
    if (col === '#5b6a30')
      s += sprig(c, 90, 520, 150, -35, '#56802c') + sprig(c, 120, 600, 120, -10, '#4c7428', 0.9);
    else s += leaf(110, 540, 120, 24, -30, '#5b7a2e') + sheaNut(c, 150, 604, 0.9, 20, true);
  } else {
    // liquid black soap in a pump bottle, with a small ball
    s += shadow(c, 300, 546, 80, 14, 0.6);
    const body =
      'M238 372Q238 340 270 334L282 332L318 332L330 334Q362 340 362 372L362 528Q362 548 340 548L260 548Q238 548 238 528Z';
    s += `<path d="${body}" fill="${cyl(c, '#6a3412', 0.4)}"/>`;
    s += `<path d="M258 380Q252 450 258 520" stroke="#fff" stroke-width="8" opacity=".25" stroke-linecap="round" fill="none"/>`;
    s += `<rect x="278" y="300" width="44" height="36" rx="5" fill="${cyl(c, '#1e1a17', 0.3)}"/><rect x="293" y="262" width="14" height="40" fill="${cyl(c, '#2a2622')}"/>`;
    s += `<path d="M276 262H324Q330 262 330 250L330 244Q330 236 322 236H250Q240 236 240 246L240 252Q240 260 248 260Z" fill="${cyl(c, '#24201c', 0.3)}"/>`;
    s += shadow(c, 470, 556, 56, 10, 0.55);
    s += `<path d="${blob(c, 470, 514, 58, 46, 0.08)}" fill="${rad(
      c,
      [
        [0, '#5a4230'],
        [0.4, '#31231a'],
        [1, '#120b06'],
      ],
      0.4,
      0.32,
      0.7,
    )}"/>`;
    s += dots(inEllipse(c, 470, 514, 46, 36, 26), '#7a6048', 3, 0.55);
    s += `<g fill="none" stroke="#fff" opacity=".55">${[
      [420, 560, 9],
      [436, 574, 6],
      [405, 575, 5],
      [520, 566, 7],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" stroke-width="1.5"/>`)
      .join('')}</g>`;
    s += leaf(150, 530, 120, 24, -40, '#5b7a2e') + sheaNut(c, 160, 600, 0.9, 10);
  }
  return s;
};

const OILS: readonly (readonly [string, string])[] = [
  ['#e2a62a', 'graines'],
  ['#efe2b0', 'coco'],
  ['#8f9c2c', 'avocat'],
  ['#7a4c12', 'nigelle'],
  ['#dcb84c', 'ricin'],
  ['#c8862a', 'sesame'],
  ['#e39a34', 'baobab'],
  ['#7a6a22', 'neem'],
  ['#6a3a10', 'propolis'],
];

const flaconHuile: Draw = (c) => {
  const v = c.v;
  const [oil, prop] = pick(OILS, v);
  let s = '';
  if (prop === 'neem')
    s += sprig(c, 110, 470, 170, -28, '#4f7a2a') + sprig(c, 500, 440, 150, -150, '#5b862e');
  else s += leaf(150, 456, 140, 26, -150, '#5b7a2e') + leaf(476, 440, 120, 22, -30, '#4c6c28');
  s += shadow(c, 310, 548, 80, 14, 0.55);
  // light passing through the oil onto the cloth
  s += `<ellipse cx="420" cy="560" rx="60" ry="14" fill="${oil}" opacity=".45" filter="${blur(c, 8)}"/>`;
  const body =
    'M240 390Q240 346 290 336L290 300L330 300L330 336Q380 346 380 390L380 526Q380 548 358 548L262 548Q240 548 240 526Z';
  const clip = def(c, (i) => `<clipPath id="${i}"><path d="${body}"/></clipPath>`, 'clipflacon');
  s += `<path d="${body}" fill="#fff" opacity=".1"/>`;
  s += `<g clip-path="url(#${clip})"><rect x="230" y="366" width="160" height="190" fill="${cyl(c, oil, 0.45)}"/><ellipse cx="310" cy="366" rx="70" ry="8" fill="${lt(oil, 0.35)}"/><rect x="303" y="300" width="14" height="236" rx="7" fill="#fff" opacity=".22"/><ellipse cx="310" cy="470" rx="36" ry="60" fill="${lt(oil, 0.5)}" opacity=".35" filter="${blur(c, 8)}"/></g>`;
  s += `<path d="${body}" fill="none" stroke="#fff" stroke-width="2.5" opacity=".4"/>`;
  s += `<path d="M256 392Q254 460 258 520" stroke="#fff" stroke-width="9" opacity=".5" stroke-linecap="round" fill="none"/><path d="M368 400Q370 460 366 512" stroke="#fff" stroke-width="3" opacity=".3" stroke-linecap="round" fill="none"/>`;
  const collar = v % 2 === 0 ? '#c9a24a' : '#2a2420';
  s += `<rect x="282" y="266" width="56" height="40" rx="5" fill="${cyl(c, collar, 0.45)}"/><path d="M284 276H336M284 286H336M284 296H336" stroke="${dk(collar, 0.3)}" stroke-width="1.5" opacity=".6"/>`;
  s += `<path d="M292 268L292 226Q290 176 310 174Q330 176 328 226L328 268Z" fill="${cyl(c, v % 3 === 1 ? '#5a3a24' : '#1f1b18', 0.35)}"/><path d="M298 224Q298 190 306 184" stroke="#fff" stroke-width="4" opacity=".3" fill="none" stroke-linecap="round"/>`;
  // a drop of oil on the cloth
  s += `<ellipse cx="200" cy="588" rx="22" ry="8" fill="${oil}" opacity=".9"/><ellipse cx="194" cy="585" rx="8" ry="3" fill="#fff" opacity=".6"/>`;
  if (prop === 'coco') {
    s += `<g transform="translate(470 560)"><ellipse cx="8" cy="28" rx="70" ry="14" opacity=".4" filter="${blur(c, 5)}"/><ellipse rx="66" ry="42" fill="${ball(c, '#6b4424', 0.2)}"/><ellipse cy="-6" rx="58" ry="30" fill="#f6f1e6"/><ellipse cy="-3" rx="46" ry="21" fill="${rad(
      c,
      [
        [0, '#d8cdb4'],
        [1, '#f6f1e6'],
      ],
      0.5,
      0.6,
      0.6,
    )}"/></g>`;
  } else if (prop === 'avocat') {
    s += `<g transform="translate(470 560) rotate(-15)"><ellipse cx="8" cy="30" rx="66" ry="14" opacity=".4" filter="${blur(c, 5)}"/><path d="M-70 0C-70 -34 -20 -44 20 -38C60 -32 72 -10 72 6C72 30 40 40 0 40C-40 40 -70 28 -70 0Z" fill="#2e4a1a"/><path d="M-62 0C-62 -28 -20 -36 18 -31C54 -26 64 -8 64 6C64 26 36 32 0 32C-36 32 -62 24 -62 0Z" fill="${rad(
      c,
      [
        [0, '#e7e9a0'],
        [0.7, '#c2cf6a'],
        [1, '#7e9a3a'],
      ],
    )}"/><circle cx="4" cy="-2" r="22" fill="${ball(c, '#8a5a30')}"/></g>`;
  } else if (prop === 'baobab') {
    s += baobabFruit(c, 478, 570, -10, 0.75, true);
  } else if (prop === 'propolis') {
    s += honeycomb(c, 330, -10);
  } else if (prop !== 'neem') {
    const seed = pick(
      ['#c99a4a', '#efe2b0', '#a8a050', '#1e1a18', '#7a5a44', '#e9dcb8'],
      v % OILS.length,
    );
    s += `<ellipse cx="474" cy="580" rx="64" ry="14" opacity=".35" filter="${blur(c, 4)}"/>`;
    s += mound(c, 470, 578, 62, 28, dk(seed, 0.1), 0);
    s +=
      dots(onDome(c, 470, 578, 58, 28, 70), seed, 7) +
      dots(onDome(c, 470, 578, 58, 28, 30), lt(seed, 0.4), 4, 0.8);
  }
  return s;
};

const DRINKS: readonly (readonly [string, string])[] = [
  ['#8a0d2a', 'bissap'],
  ['#e8b83a', 'gingembre'],
  ['#ecd2a0', 'baobab'],
  ['#7e4418', 'tamarin'],
  ['#c9cf6a', 'citronnelle'],
];

const bouteilleBoisson: Draw = (c) => {
  const v = c.v;
  const [juice, prop] = pick(DRINKS, v);
  let s = '';
  if (prop === 'bissap') s += calyx(c, 140, 468, 20, 1.3) + calyx(c, 178, 452, 60, 1.1);
  if (prop === 'citronnelle')
    for (let i = 0; i < 5; i++)
      s += blade(90, 470 - i * 6, 200, 6, -8 - i * 5, pick(['#8aa84a', '#a4b85a', '#6f9038'], i));
  s += shadow(c, 272, 552, 70, 13, 0.55) + shadow(c, 420, 554, 56, 11, 0.5);
  s += `<ellipse cx="330" cy="566" rx="40" ry="10" fill="${juice}" opacity=".35" filter="${blur(c, 8)}"/>`;
  const body =
    'M210 356Q210 322 238 308Q256 298 256 270L256 212L296 212L296 270Q296 298 314 308Q342 322 342 356L342 528Q342 552 318 552L234 552Q210 552 210 528Z';
  const clip = def(c, (i) => `<clipPath id="${i}"><path d="${body}"/></clipPath>`, 'clipbouteille');
  s += `<path d="${body}" fill="#fff" opacity=".1"/>`;
  s += `<g clip-path="url(#${clip})"><rect x="200" y="280" width="150" height="280" fill="${cyl(c, juice, 0.4)}"/><ellipse cx="276" cy="280" rx="24" ry="4" fill="${lt(juice, 0.4)}"/></g>`;
  s += `<path d="${body}" fill="none" stroke="#fff" stroke-width="2.5" opacity=".35"/><path d="M226 360Q222 450 228 526M264 228V284" stroke="#fff" stroke-width="8" opacity=".45" stroke-linecap="round" fill="none"/>`;
  // condensation
  s +=
    dots(inEllipse(c, 276, 440, 58, 90, 40), '#fff', 4, 0.45) +
    dots(inEllipse(c, 276, 440, 58, 90, 25), '#fff', 2.5, 0.6);
  // cap and raffia tie
  s +=
    v % 2 === 0
      ? `<rect x="252" y="196" width="48" height="22" rx="4" fill="${cyl(c, '#b88a3a', 0.5)}"/><path d="M254 200v14M262 200v14M270 200v14M278 200v14M286 200v14M294 200v14" stroke="#7a5a22" stroke-width="2"/>`
      : `<rect x="258" y="182" width="36" height="36" rx="6" fill="${cyl(c, '#c8a06a', 0.3)}"/>`;
  s += `<path d="M254 250Q276 260 298 250L298 258Q276 268 254 258Z" fill="#d9b877"/><path d="M258 258Q250 290 240 300M266 260Q268 292 258 308" stroke="#d9b877" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  // glass with ice
  const glass = 'M366 432L376 540Q378 554 392 554L448 554Q462 554 464 540L474 432Z';
  const clipG = def(c, (i) => `<clipPath id="${i}"><path d="${glass}"/></clipPath>`, 'clipverre');
  s += `<path d="${glass}" fill="#fff" opacity=".12"/><g clip-path="url(#${clipG})"><rect x="360" y="458" width="120" height="100" fill="${cyl(c, juice, 0.4)}"/><ellipse cx="420" cy="458" rx="52" ry="7" fill="${lt(juice, 0.3)}"/>`;
  s += `<rect x="384" y="444" width="30" height="28" rx="6" fill="#fff" opacity=".35" transform="rotate(-14 399 458)"/><rect x="418" y="446" width="28" height="26" rx="6" fill="#fff" opacity=".3" transform="rotate(10 432 459)"/></g>`;
  s += `<path d="${glass}" fill="none" stroke="#fff" stroke-width="2" opacity=".45"/><ellipse cx="420" cy="432" rx="54" ry="8" fill="none" stroke="#fff" stroke-width="2" opacity=".5"/><path d="M380 444L388 536" stroke="#fff" stroke-width="5" opacity=".4" stroke-linecap="round"/>`;
  s += leaf(456, 436, 46, 12, -50, '#4f8a32') + leaf(458, 438, 40, 10, -10, '#5e9a3a');
  if (prop === 'bissap') s += calyx(c, 520, 580, 15, 1.2) + calyx(c, 170, 600, 50, 1.1);
  if (prop === 'gingembre')
    s +=
      rhizome(c, 140, 560, -8, 0.55, '#c99a5e', '#f0cf6c') +
      rootSlice(c, 520, 590, 24, '#c99a5e', '#f0cf6c');
  if (prop === 'baobab') s += baobabFruit(c, 150, 580, -8, 0.7, true) + pulpChunks(c, 530, 590, 4);
  if (prop === 'tamarin')
    s += tamarindPod(c, 150, 586, -6, 0.7) + tamarindPod(c, 524, 594, 20, 0.55);
  if (prop === 'citronnelle') s += rootSlice(c, 520, 590, 20, '#e8e0a0', '#f5f0c0');
  return s;
};

const TEAS: readonly (readonly [string, string])[] = [
  ['#b8731f', 'kinkeliba'],
  ['#9a8a2a', 'menthe'],
  ['#8e1e22', 'bissap'],
  ['#d2a24a', 'citronnelle'],
  ['#c9892a', 'gingembre'],
];

const tasseTisane: Draw = (c) => {
  const v = c.v;
  const [tea, prop] = pick(TEAS, v);
  const cup = pick(['#efe4cf', '#b5603a', '#2f4a6b', '#d8c2a0'], v >> 1);
  let s = shadow(c, 320, 548, 170, 18, 0.5);
  // saucer
  s += `<ellipse cx="320" cy="532" rx="168" ry="38" fill="${lin(c, [
    [0, lt(cup, 0.2)],
    [1, dk(cup, 0.35)],
  ])}"/><ellipse cx="320" cy="526" rx="120" ry="24" fill="${dk(cup, 0.12)}"/>`;
  s += `<path d="M418 440C478 432 484 506 412 508" stroke="${dk(cup, 0.12)}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M212 420Q216 510 272 530L368 530Q424 510 428 420Z" fill="${cyl(c, cup, 0.3)}"/>`;
  if (cup === '#efe4cf' || cup === '#d8c2a0')
    s += `<path d="M216 452Q320 480 426 452" stroke="${v % 2 ? '#b5603a' : '#2f4a6b'}" stroke-width="6" fill="none" opacity=".8"/>`;
  s += `<ellipse cx="320" cy="420" rx="108" ry="24" fill="${lt(cup, 0.25)}"/><ellipse cx="320" cy="422" rx="98" ry="19" fill="${rad(
    c,
    [
      [0, lt(tea, 0.3)],
      [0.6, tea],
      [1, dk(tea, 0.45)],
    ],
    0.5,
    0.4,
    0.6,
  )}"/>`;
  s += `<ellipse cx="288" cy="416" rx="34" ry="5" fill="#fff" opacity=".3"/>`;
  if (prop === 'menthe') s += leaf(330, 424, 40, 12, -20, '#4f8a32');
  if (prop === 'bissap') s += calyx(c, 345, 424, 30, 0.9);
  // steam
  s += `<path d="M290 396C270 360 312 340 292 300S300 240 286 214M330 392C352 352 312 330 336 290S320 232 338 200M362 400C380 370 350 350 366 320" stroke="#fff" stroke-width="12" stroke-linecap="round" fill="none" opacity=".22" filter="${blur(c, 5)}"/>`;
  // props
  if (prop === 'kinkeliba')
    s +=
      leaf(120, 570, 90, 24, -20, '#6a6a34') +
      leaf(140, 590, 80, 22, 10, '#7a6430') +
      leaf(500, 584, 90, 22, -170, '#5e6a30');
  if (prop === 'menthe')
    s +=
      leaf(110, 580, 70, 24, -30, '#4f8a32') +
      leaf(130, 600, 64, 22, 12, '#5e9a3a') +
      leaf(520, 590, 70, 22, -150, '#4f8a32');
  if (prop === 'bissap')
    s += calyx(c, 130, 580, 10, 1.2) + calyx(c, 180, 610, 40, 1.1) + calyx(c, 520, 590, 60, 1.2);
  if (prop === 'citronnelle')
    for (let i = 0; i < 5; i++)
      s += blade(80, 590 - i * 5, 150, 5, -6 - i * 4, pick(['#8aa84a', '#a4b85a', '#6f9038'], i));
  if (prop === 'gingembre')
    s +=
      rhizome(c, 130, 580, -6, 0.5, '#c99a5e', '#f0cf6c') +
      rootSlice(c, 520, 596, 22, '#c99a5e', '#f0cf6c');
  s += `<g transform="translate(500 600) rotate(-12)"><rect x="0" y="-4" width="110" height="8" rx="4" fill="${cyl(c, '#c9a56a')}"/><ellipse cx="-6" cy="0" rx="22" ry="13" fill="${lin(
    c,
    [
      [0, '#e0bb80'],
      [1, '#8a5a2e'],
    ],
    0,
    0,
    0,
    1,
  )}"/></g>`;
  return s;
};

const HONEYS: readonly string[] = ['#e6a01a', '#b8650c', '#7a3a0a', '#efc24a'];

function honeycomb(c: Ctx, dx: number, dy: number): string {
  const comb = def(
    c,
    (i) =>
      `<pattern id="${i}" width="24" height="41.57" patternUnits="userSpaceOnUse" patternTransform="scale(1 .7)"><rect width="24" height="41.57" fill="#8a5008"/><path d="M12 1l10 6v11l-10 6-10-6V7zM0 22l10 6v11l-10 6M24 22l-10 6v11l10 6" fill="#e9a91c" stroke="#f7d27a" stroke-width="1.5"/></pattern>`,
    'comb',
  );
  const d = 'M86 560L140 530L220 540L236 580L180 612L100 604Z';
  return (
    `<g transform="translate(${dx} ${dy})"><path d="${d}" transform="translate(6 12)" opacity=".4" filter="${blur(c, 5)}"/>` +
    `<path d="${d}" fill="url(#${comb})" stroke="#c98a1c" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="${lin(c, [
      [0, '#fff', 0.25],
      [1, '#000', 0.25],
    ])}"/></g>`
  );
}

const potMiel: Draw = (c) => {
  const v = c.v;
  const honey = pick(HONEYS, v);
  let s = '';
  s += leaf(160, 440, 130, 24, -150, '#5b7a2e');
  s += shadow(c, 300, 548, 100, 16, 0.55);
  s += `<ellipse cx="380" cy="566" rx="60" ry="12" fill="${honey}" opacity=".5" filter="${blur(c, 8)}"/>`;
  const body =
    'M222 364Q204 374 204 404L204 520Q204 548 234 548L366 548Q396 548 396 520L396 404Q396 374 378 364Z';
  const clip = def(c, (i) => `<clipPath id="${i}"><path d="${body}"/></clipPath>`, 'clipmiel');
  s += `<g clip-path="url(#${clip})"><rect x="200" y="368" width="200" height="190" fill="${cyl(c, honey, 0.45)}"/><ellipse cx="300" cy="450" rx="50" ry="70" fill="${lt(honey, 0.5)}" opacity=".4" filter="${blur(c, 10)}"/></g>`;
  s += `<path d="${body}" fill="none" stroke="#fff" stroke-width="2.5" opacity=".4"/><path d="M220 404Q216 470 222 524" stroke="#fff" stroke-width="9" opacity=".45" stroke-linecap="round" fill="none"/>`;
  s += `<rect x="222" y="340" width="156" height="28" rx="4" fill="#fff" opacity=".14"/><path d="M224 348H376M224 358H376" stroke="#fff" stroke-width="2" opacity=".3"/><ellipse cx="300" cy="340" rx="78" ry="14" fill="${dk(honey, 0.25)}"/><ellipse cx="300" cy="342" rx="72" ry="11" fill="${lt(honey, 0.15)}"/>`;
  // dipper
  s += `<g transform="translate(318 300) rotate(-30)"><rect x="20" y="-6" width="190" height="12" rx="6" fill="${lin(
    c,
    [
      [0, '#e2b880'],
      [1, '#8a5a2e'],
    ],
    0,
    0,
    0,
    1,
  )}"/><g fill="${lin(
    c,
    [
      [0, '#d9a868'],
      [1, '#7a4a22'],
    ],
    0,
    0,
    0,
    1,
  )}">`;
  for (let i = 0; i < 6; i++)
    s += `<ellipse cx="${-30 + i * 11}" cy="0" rx="5.5" ry="${i % 2 ? 15 : 21}"/>`;
  s += `</g><path d="M-38 6Q-4 24 30 6L30 14Q-4 30 -38 14Z" fill="${honey}" opacity=".9"/><path d="M-30 -14L26 -14" stroke="#fff" stroke-width="3" opacity=".35" stroke-linecap="round"/></g>`;
  s += `<path d="M302 322Q298 336 300 344" stroke="${honey}" stroke-width="7" stroke-linecap="round" fill="none"/>`;
  s += honeycomb(c, 0, 0);
  if (v % 2 === 0)
    s +=
      flower(c, 470, 470, 20, '#fbf4e6', '#e2b23c') + flower(c, 520, 500, 16, '#fbf4e6', '#e2b23c');
  else s += leaf(470, 470, 120, 26, -30, '#4c6c28');
  s += `<ellipse cx="460" cy="600" rx="36" ry="10" fill="${honey}"/><ellipse cx="452" cy="597" rx="12" ry="3" fill="#fff" opacity=".6"/>`;
  return s;
};

const CREAMS: readonly (readonly [string, string])[] = [
  ['#f4ead8', 'nature'],
  ['#6b4129', 'cafe'],
  ['#e6cc98', 'karite'],
  ['#b9c98a', 'avocat'],
  ['#f3ddd2', 'sucre'],
];

const cremeCosmetique: Draw = (c) => {
  const v = c.v;
  const style = v % 3;
  const [cream, type] = pick(CREAMS, Math.floor(v / 3));
  const pack = pick(['#e8ddc8', '#8a4a1c', '#2f4a3a', '#c9a06a'], v + 1);
  const cg = rad(
    c,
    [
      [0, lt(cream, 0.5)],
      [0.6, cream],
      [1, dk(cream, 0.2)],
    ],
    0.35,
    0.25,
    0.8,
  );
  let s = leaf(130, 450, 130, 26, -150, '#5b7a2e') + leaf(500, 440, 120, 22, -30, '#4c6c28');
  if (style === 0) {
    // open cream pot, lid leaning behind
    s += shadow(c, 310, 548, 140, 16, 0.55);
    s += `<path d="M176 430L180 522Q182 548 220 548L400 548Q438 548 440 522L444 430Z" fill="${cyl(c, pack, 0.3)}"/>`;
    s += `<ellipse cx="310" cy="430" rx="134" ry="30" fill="${lt(pack, 0.2)}"/><ellipse cx="310" cy="432" rx="124" ry="25" fill="${cg}"/>`;
    s += `<path d="M230 432C240 404 280 396 306 400C300 386 322 378 332 392C360 396 384 410 380 432Q310 452 230 432Z" fill="${cg}"/><path d="M250 428Q276 410 310 412Q340 414 356 426M306 400Q318 392 330 398" stroke="${dk(cream, 0.15)}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    if (type === 'cafe' || type === 'sucre')
      s += dots(inEllipse(c, 310, 424, 110, 18, 70), type === 'cafe' ? '#2a170c' : '#fff', 3, 0.8);
    s += `<path d="M192 450Q190 500 198 530" stroke="#fff" stroke-width="7" opacity=".22" stroke-linecap="round" fill="none"/>`;
    s +=
      shadow(c, 492, 584, 70, 12, 0.5) +
      `<path d="M424 562V578Q492 604 560 578V562Z" fill="${cyl(c, pack, 0.3)}"/><ellipse cx="492" cy="562" rx="68" ry="19" fill="${lt(pack, 0.15)}"/><ellipse cx="492" cy="562" rx="54" ry="13" fill="${lt(pack, 0.3)}"/>`;
  } else if (style === 1) {
    // tube lying down and a small pot
    s += shadow(c, 440, 500, 70, 12, 0.5);
    s += `<path d="M384 430L388 486Q390 500 410 500L470 500Q490 500 492 486L496 430Z" fill="${cyl(c, pack, 0.3)}"/><ellipse cx="440" cy="430" rx="56" ry="14" fill="${lt(pack, 0.2)}"/><ellipse cx="440" cy="431" rx="50" ry="11" fill="${cg}"/>`;
    s += shadow(c, 300, 556, 170, 14, 0.55);
    const tube = type === 'cafe' ? '#e8ddc8' : mix(cream, '#ffffff', 0.25);
    s += `<g transform="rotate(-12 300 520)"><path d="M144 470L420 494Q442 496 446 508L446 532Q442 544 420 546L144 570Z" fill="${lin(
      c,
      [
        [0, lt(tube, 0.5)],
        [0.3, tube],
        [1, dk(tube, 0.35)],
      ],
      0,
      0,
      0,
      1,
    )}"/>`;
    s += `<path d="M250 479L300 483L300 557L250 561Z" fill="${pack}" opacity=".85"/><path d="M150 480L420 500" stroke="#fff" stroke-width="4" opacity=".5" stroke-linecap="round"/>`;
    s += `<rect x="120" y="466" width="26" height="108" rx="3" fill="${lin(
      c,
      [
        [0, lt(tube, 0.3)],
        [1, dk(tube, 0.3)],
      ],
      0,
      0,
      0,
      1,
    )}"/><path d="M124 470V570M130 470V570M136 470V570M142 470V570" stroke="${dk(tube, 0.25)}" stroke-width="1.5"/>`;
    s += `<rect x="444" y="494" width="64" height="52" rx="7" fill="${lin(
      c,
      [
        [0, lt(pack, 0.35)],
        [0.4, pack],
        [1, dk(pack, 0.4)],
      ],
      0,
      0,
      0,
      1,
    )}"/><path d="M456 496V544M468 496V544M480 496V544M492 496V544" stroke="${dk(pack, 0.3)}" stroke-width="2" opacity=".5"/></g>`;
    s += `<path d="M200 592Q220 578 244 590Q226 604 200 592Z" fill="${cg}"/>`;
  } else {
    // lip balm sticks and a small open tin
    s += shadow(c, 290, 552, 90, 13, 0.55);
    s += `<rect x="230" y="330" width="58" height="220" rx="8" fill="${cyl(c, pack, 0.35)}"/><rect x="236" y="300" width="46" height="36" rx="4" fill="${cyl(c, cream, 0.4)}"/><path d="M236 306Q259 280 282 300L282 310L236 310Z" fill="${cyl(c, cream, 0.4)}"/><rect x="230" y="420" width="58" height="10" fill="${dk(pack, 0.25)}"/>`;
    s += `<rect x="308" y="350" width="58" height="200" rx="8" fill="${cyl(c, pack === '#e8ddc8' ? '#c9a06a' : '#e8ddc8', 0.35)}"/><rect x="308" y="440" width="58" height="10" fill="#000" opacity=".2"/>`;
    s += `<g transform="translate(450 566) rotate(-8)">${shadow(c, 0, 26, 62, 8, 0.45)}<rect x="-32" y="-28" width="64" height="56" rx="8" fill="${lin(
      c,
      [
        [0, lt(pack, 0.35)],
        [0.35, pack],
        [1, dk(pack, 0.45)],
      ],
      0,
      0,
      0,
      1,
    )}"/><ellipse cx="-32" rx="8" ry="28" fill="${dk(pack, 0.35)}"/></g>`;
    s +=
      shadow(c, 176, 574, 60, 10, 0.5) +
      `<rect x="118" y="546" width="116" height="28" rx="8" fill="${cyl(c, '#c9c2b4', 0.4)}"/><ellipse cx="176" cy="546" rx="58" ry="15" fill="#d8d2c6"/><ellipse cx="176" cy="547" rx="50" ry="11" fill="${cg}"/>`;
  }
  if (type === 'nature' || type === 'karite')
    s +=
      sheaNut(c, style === 2 ? 540 : 150, 598, 0.8, 10) +
      flower(c, 104, 560, 18, '#fbf4e6', '#e2b23c');
  if (type === 'cafe')
    s +=
      dots(inEllipse(c, 110, 600, 40, 12, 50), '#2a170c', 6) +
      dots(inEllipse(c, 110, 600, 36, 10, 20), '#6b4a2a', 3);
  if (type === 'avocat')
    s += `<g transform="translate(90 585)"><circle r="24" fill="${ball(c, '#8a5a30')}"/></g>`;
  if (type === 'sucre') s += dots(inEllipse(c, 100, 600, 44, 12, 60), '#fffaf0', 5, 0.9);
  return s;
};

// Seed and spice pieces, each drawn once as a symbol.
type Grain = 'clou' | 'kani' | 'fonio' | 'sesame' | 'gomme' | 'poivre' | 'soumbala';
const GRAINS: readonly Grain[] = ['clou', 'kani', 'fonio', 'sesame', 'gomme', 'poivre', 'soumbala'];
const GRAIN_BASE: Record<Grain, string> = {
  clou: '#5a3320',
  kani: '#3a2a1e',
  fonio: '#e8d6a0',
  sesame: '#eadcb6',
  gomme: '#d99a3a',
  poivre: '#2a221c',
  soumbala: '#4a3020',
};

const GRAIN_SCALE: Record<Grain, number> = {
  clou: 1.5,
  kani: 1.3,
  fonio: 1,
  sesame: 1.5,
  gomme: 1.5,
  poivre: 1,
  soumbala: 1.1,
};
const GRAIN_DENSITY: Record<Grain, number> = {
  clou: 0.65,
  kani: 0.5,
  fonio: 1,
  sesame: 1,
  gomme: 0.4,
  poivre: 1,
  soumbala: 1,
};

function grainSymbol(c: Ctx, g: Grain): string {
  return def(
    c,
    (id) => `<g id="${id}" transform="scale(${GRAIN_SCALE[g]})">${grainShape(c, g)}</g>`,
    `grain-${g}`,
  );
}

function grainShape(c: Ctx, g: Grain): string {
  switch (g) {
    case 'clou':
      return `<path d="M0 -3.5L20 -1.2Q22 0 20 1.2L0 3.5Z" fill="#5e3019"/><path d="M1 -2L22 -.6" stroke="#a0643c" stroke-width="1.2"/><path d="M0 0L-6 -6M0 0L-6 6" stroke="#6e3a1e" stroke-width="3.5" stroke-linecap="round"/><circle cx="-6" r="4.8" fill="${ball(c, '#93552e', 0.35)}"/>`;
    case 'kani':
      return `<path d="M0 0Q20 -5 40 0" stroke="#3a2416" stroke-width="9" stroke-linecap="round" fill="none"/><path d="M1 -2h0M11 -4h0M21 -4.5h0M31 -3.5h0M39 -1.5h0" stroke="#8a6a50" stroke-width="3.5" stroke-linecap="round"/>`;
    case 'gomme':
      return `<path d="M-10 -4Q-6 -12 4 -10Q12 -6 10 4Q6 12 -4 10Q-12 6 -10 -4Z" fill="${ball(c, '#e8a845', 0.45)}" stroke="#b8782a" stroke-width=".8"/>`;
    case 'soumbala':
      return `<circle r="14" fill="${ball(c, '#4a3020', 0.25)}"/><path d="M-6 -4h0M4 2h0M-2 6h0M6 -6h0" stroke="#2a180c" stroke-width="3" stroke-linecap="round"/>`;
    default:
      // fonio, sesame and pepper are drawn as dots (see grainHeap)
      return `<circle r="5" fill="${ball(c, GRAIN_BASE[g], 0.3)}"/>`;
  }
}

function grainHeap(
  c: Ctx,
  g: Grain,
  cx: number,
  cy: number,
  rx: number,
  h: number,
  count: number,
): string {
  const base = GRAIN_BASE[g];
  let s = mound(c, cx, cy, rx, h, dk(base, 0.15), 0);
  if (g === 'fonio')
    return (
      s +
      dots(onDome(c, cx, cy, rx * 0.95, h, count * 3), lt(base, 0.3), 4, 0.9) +
      dots(onDome(c, cx, cy, rx * 0.95, h, count), dk(base, 0.2), 3, 0.7)
    );
  if (g === 'sesame') {
    const pts = onDome(c, cx, cy, rx * 0.95, h, Math.round(count * 1.4));
    return (
      s +
      dots(pts, '#d9c89a', 7) +
      dots(
        pts.map(([x, y]) => [x - 1, y - 1] as const),
        '#f6eed6',
        3.5,
      )
    );
  }
  if (g === 'poivre') {
    const pts = onDome(c, cx, cy, rx * 0.95, h, Math.round(count * 1.2));
    return (
      s +
      dots(pts, '#1a1410', 13) +
      dots(
        pts.map(([x, y]) => [x - 2, y - 2] as const),
        '#6a5a4c',
        4,
        0.8,
      )
    );
  }
  const sym = grainSymbol(c, g);
  const pts = onDome(c, cx, cy, rx * 0.92, h * 0.95, Math.round(count * GRAIN_DENSITY[g])).sort(
    (a, b) => a[1] - b[1],
  );
  for (const [x, y] of pts) {
    const a =
      g === 'clou' || g === 'kani'
        ? Math.round((c.rnd() - 0.5) * 100 + (c.rnd() < 0.5 ? 0 : 180))
        : Math.round(c.rnd() * 360);
    s += `<use href="#${sym}" transform="translate(${Math.round(x)} ${Math.round(y - 2)}) rotate(${a})"/>`;
  }
  return s;
}

const grainesEpices: Draw = (c) => {
  const v = c.v;
  const main = pick(GRAINS, v);
  const left = pick(GRAINS, v + 2);
  const right = pick(GRAINS, v + 4);
  let s = leaf(120, 440, 130, 24, -150, '#5b7a2e') + leaf(520, 430, 120, 22, -30, '#4c6c28');
  s += bowlBack(c, 320, 432, 150, 36, 96, pick(['#6b3f22', '#a4672f', '#3a2a20'], v >> 1));
  s += grainHeap(c, main, 320, 436, 136, 70, main === 'soumbala' ? 16 : 60);
  s +=
    `<ellipse cx="160" cy="590" rx="84" ry="18" opacity=".35" filter="${blur(c, 5)}"/>` +
    grainHeap(c, left, 156, 586, 78, 34, left === 'soumbala' ? 7 : 34);
  s +=
    `<ellipse cx="488" cy="592" rx="84" ry="18" opacity=".35" filter="${blur(c, 5)}"/>` +
    grainHeap(c, right, 484, 588, 78, 34, right === 'soumbala' ? 7 : 34);
  const sym = grainSymbol(c, main);
  for (const [x, y] of inEllipse(c, 330, 612, 70, 12, 5)) {
    s +=
      main === 'fonio' || main === 'poivre' || main === 'sesame'
        ? dots([[x, y]], GRAIN_BASE[main], main === 'poivre' ? 12 : 6)
        : `<use href="#${sym}" transform="translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(c.rnd() * 360)})"/>`;
  }
  return s;
};

const ROOTS: readonly (readonly [string, string])[] = [
  ['#c99a5e', '#f0cf6c'], // fresh ginger
  ['#b0703a', '#e8891c'], // turmeric
  ['#c4a070', '#ead8a4'], // dried ginger
];

const racines: Draw = (c) => {
  const v = c.v;
  const [skin, flesh] = pick(ROOTS, v);
  let s = leaf(470, 420, 150, 20, -30, '#5b8a2e') + leaf(480, 430, 140, 16, -14, '#6e9a3a');
  s += rhizome(c, 300, 430, -8, 1.25, skin, flesh);
  s += rhizome(c, 340, 520, 8, 1.05, dk(skin, 0.05), flesh);
  if (v % 3 === 2) {
    for (const [x, y] of [
      [120, 580],
      [170, 604],
      [480, 600],
      [530, 574],
      [430, 620],
    ] as const) {
      s += `<path d="${blob(c, x, y, 24, 14, 0.25, 8)}" fill="${ball(c, lt(skin, 0.15), 0.3)}"/>`;
    }
  } else {
    s +=
      rootSlice(c, 140, 580, 30, skin, flesh) +
      rootSlice(c, 200, 606, 26, skin, flesh) +
      rootSlice(c, 520, 600, 28, skin, flesh);
  }
  return s;
};

const CAPSULES: readonly (readonly [string, string, string])[] = [
  ['#6e8f34', '#a9c46a', 'moringa'],
  ['#e8dcc0', '#c9a06a', 'baobab'],
  ['#9a2438', '#e8c8c0', 'bissap'],
  ['#d6a02c', '#f0e0b0', 'gingembre'],
];

const gelules: Draw = (c) => {
  const v = c.v;
  const [a, b, type] = pick(CAPSULES, v);
  const jar = v % 2 === 0 ? '#6a3412' : '#e8e2d6';
  let s = '';
  if (type === 'moringa') s += sprig(c, 100, 450, 160, -30, '#6b9834', 1.1);
  else if (type === 'bissap') s += calyx(c, 120, 460, 10, 1.3) + calyx(c, 160, 440, 40, 1.1);
  else if (type === 'baobab') s += baobabFruit(c, 130, 470, -14, 0.8);
  else s += rhizome(c, 130, 470, -10, 0.55, '#c99a5e', '#f0cf6c');
  s += shadow(c, 270, 548, 100, 16, 0.55);
  s += `<path d="M170 360Q170 340 192 336L348 336Q370 340 370 360L370 524Q370 548 346 548L194 548Q170 548 170 524Z" fill="${cyl(c, jar, 0.4)}"/>`;
  s += `<rect x="196" y="304" width="148" height="38" rx="6" fill="${cyl(c, dk(jar, 0.2), 0.35)}"/><ellipse cx="270" cy="304" rx="74" ry="10" fill="${dk(jar, 0.5)}"/>`;
  s += `<path d="M190 370Q186 450 192 524" stroke="#fff" stroke-width="9" opacity="${jar === '#6a3412' ? 0.3 : 0.5}" stroke-linecap="round" fill="none"/><rect x="170" y="410" width="200" height="70" fill="${v % 4 < 2 ? '#c98a4b' : '#2f5b3a'}" opacity=".85"/>`;
  // lid lying on its side
  const lid = dk(jar, 0.2);
  s +=
    shadow(c, 470, 530, 76, 12, 0.5) +
    `<path d="M396 500V522Q470 552 544 522V500Z" fill="${cyl(c, lid, 0.35)}"/><ellipse cx="470" cy="500" rx="74" ry="20" fill="${lt(lid, 0.15)}"/>`;
  const cap = def(
    c,
    (id) =>
      `<g id="${id}"><rect x="-18" y="-7" width="36" height="14" rx="7" fill="${cyl(c, b, 0.3)}"/><path d="M-18 0a7 7 0 0 1 7-7h11v14h-11a7 7 0 0 1-7-7z" fill="${a}"/><path d="M-12 -3.5H12" stroke="#fff" stroke-width="2" opacity=".55" stroke-linecap="round"/></g>`,
    'capsule',
  );
  for (const [x, y] of inEllipse(c, 350, 574, 160, 22, 10).sort((p, q) => p[1] - q[1])) {
    s += `<ellipse cx="${n(x + 5)}" cy="${n(y + 12)}" rx="34" ry="7" opacity=".35" filter="${blur(c, 3)}"/><use href="#${cap}" transform="${tf(x, y, Math.round(c.rnd() * 70 - 35), 2)}"/>`;
  }
  return s;
};

const gousses: Draw = (c) => {
  const v = c.v;
  const type = v % 3;
  let s = leaf(130, 430, 140, 22, -160, '#5e7a2e') + leaf(520, 420, 130, 20, -20, '#4c6c28');
  s += tray(c, 320, 500, 230, 72);
  if (type === 0) {
    s +=
      tamarindPod(c, 300, 450, -14, 1.5) +
      tamarindPod(c, 350, 482, 8, 1.45) +
      tamarindPod(c, 270, 520, -4, 1.4) +
      tamarindPod(c, 390, 540, 16, 1.25);
    s += `<g transform="translate(160 586)"><path d="${blob(c, 0, 0, 46, 22, 0.15, 10)}" fill="${ball(c, '#5a2c10', 0.3)}"/><ellipse cx="-10" cy="-6" rx="12" ry="8" fill="${ball(c, '#3a1a0a')}"/><ellipse cx="14" cy="2" rx="11" ry="8" fill="${ball(c, '#3a1a0a')}"/></g>`;
  } else if (type === 1) {
    s += baobabFruit(c, 290, 458, -12, 1.45) + baobabFruit(c, 370, 520, 8, 1.35, true);
    s += pulpChunks(c, 170, 592, 5);
  } else {
    for (let i = 0; i < 4; i++)
      s += pod(c, 300 + i * 10, 452 + i * 26, -16 + i * 10, 1.25, 13, 12, 10, 18, '#5e2c18', 8);
    s +=
      `<ellipse cx="494" cy="596" rx="60" ry="14" opacity=".35" filter="${blur(c, 4)}"/>` +
      mound(c, 490, 592, 56, 22, '#e9c13a', 20);
  }
  return s;
};

/** Round coiled basketry tray, seen at an angle. */
function tray(c: Ctx, cx: number, cy: number, rx: number, ry: number): string {
  const accent = pick(['#a33b20', '#1f3a5f', '#2f5b3a', '#3b2416'], c.v >> 1);
  let s =
    shadow(c, cx, cy + 14, rx * 0.95, ry * 0.6, 0.55) +
    `<ellipse cx="${cx}" cy="${cy + 10}" rx="${rx}" ry="${ry}" fill="#8a6230"/>`;
  for (let r = rx, i = 0; r > 12; r -= 14, i++) {
    const col = i % 5 === 2 ? accent : i % 2 ? '#c9a062' : '#dcbc80';
    s += `<ellipse cx="${cx}" cy="${n(cy + (rx - r) * 0.08)}" rx="${r - 6}" ry="${n(((r - 6) * ry) / rx)}" fill="none" stroke="${col}" stroke-width="13"/>`;
  }
  return `${s}<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${lin(c, [
    [0, '#fff', 0.18],
    [0.5, '#fff', 0],
    [1, '#000', 0.3],
  ])}"/>`;
}

const DRAW: Record<IllustrationKind, Draw> = {
  'pot-beurre': potBeurre,
  poudre,
  feuilles,
  'fleurs-hibiscus': fleursHibiscus,
  savon,
  'flacon-huile': flaconHuile,
  'bouteille-boisson': bouteilleBoisson,
  'tasse-tisane': tasseTisane,
  'pot-miel': potMiel,
  'creme-cosmetique': cremeCosmetique,
  'graines-epices': grainesEpices,
  racines,
  gelules,
  gousses,
};

/**
 * Renders a product still life as a standalone SVG document (640 × 640).
 * `variant` picks colours, props and background so that two products of the
 * same kind do not look identical. Same inputs, same output.
 */
export function renderProductIllustration(kind: IllustrationKind, variant: number): string {
  const kindIndex = Math.max(0, illustrationKinds.indexOf(kind));
  const v = Number.isFinite(variant) ? Math.abs(Math.trunc(variant)) : 0;
  const c: Ctx = {
    p: `i${kindIndex.toString(36)}${v.toString(36)}-`,
    v,
    rnd: mulberry(kindIndex * 7919 + v * 104729 + 17),
    defs: [],
    cache: new Map(),
  };
  const scene = stage(c, kindIndex, 400);
  // flat compositions: aim the camera lower so the tabletop fills more of the frame
  const lift = kind === 'gousses' || kind === 'feuilles' ? 70 : kind === 'graines-epices' ? 30 : 0;
  const product = DRAW[kind](c);
  const vignette = rad(
    c,
    [
      [0, '#000', 0],
      [0.62, '#000', 0],
      [1, '#000', 0.5],
    ],
    0.5,
    0.45,
    0.75,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">` +
    `<defs>${c.defs.join('')}</defs><g transform="matrix(1.3 0 0 1.3 -96 ${-169 - lift * 1.3})">${scene}${product}</g><rect width="640" height="640" fill="${vignette}"/></svg>`
  );
}
