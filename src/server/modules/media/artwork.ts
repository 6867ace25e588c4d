/**
 * Deterministic, dependency-free SVG artwork generator.
 *
 * Every product, banner, screenshot and news item gets generated art: a hash of the seed picks a
 * palette, a motif (synthwave, mountains, shards, planet, city, waves, dungeon, forest) and the
 * positions inside it, so a catalogue of a hundred items looks varied while the same input always
 * returns the same bytes. Pure string building: no DOM, no I/O, well under a millisecond per call.
 */
import { createHash } from 'node:crypto';

export type ArtworkKind = 'cover' | 'banner' | 'shot' | 'insta' | 'news';

export interface ArtworkInput {
  kind: ArtworkKind;
  seed: string;
  title?: string;
  subtitle?: string;
}

export const ARTWORK_SIZE: Record<ArtworkKind, { width: number; height: number }> = {
  cover: { width: 616, height: 353 },
  banner: { width: 1920, height: 800 },
  shot: { width: 1280, height: 720 },
  insta: { width: 1080, height: 1080 },
  news: { width: 1200, height: 630 },
};

export const ARTWORK_MOTIFS = [
  'synthwave',
  'mountains',
  'shards',
  'planet',
  'city',
  'waves',
  'dungeon',
  'forest',
] as const;
export type ArtworkMotif = (typeof ARTWORK_MOTIFS)[number];

const FONT = 'Inter Variable, Inter, system-ui, sans-serif';
const PAGE = '#0b0f19';

interface Palette {
  /** sky top */ s0: string;
  /** sky at the horizon */ s1: string;
  /** darkest ground / silhouettes */ g: string;
  /** primary vivid */ a: string;
  /** secondary vivid */ b: string;
  /** light highlight */ c: string;
}

const PALETTES: readonly Palette[] = [
  { s0: '#12062e', s1: '#7a1d6b', g: '#0a0418', a: '#ff2e88', b: '#22d3ee', c: '#ffd23f' }, // synth
  { s0: '#03122b', s1: '#0f4c75', g: '#020a17', a: '#06b6d4', b: '#3b82f6', c: '#a5f3fc' }, // ocean
  { s0: '#1a0606', s1: '#8a1f12', g: '#0d0303', a: '#f97316', b: '#ef4444', c: '#fde047' }, // ember
  { s0: '#03140c', s1: '#166534', g: '#020a06', a: '#a3e635', b: '#10b981', c: '#fef08a' }, // toxic
  { s0: '#071428', s1: '#1e40af', g: '#040b1a', a: '#60a5fa', b: '#38bdf8', c: '#e0f2fe' }, // arctic
  { s0: '#130726', s1: '#5b21b6', g: '#0a0416', a: '#a855f7', b: '#ec4899', c: '#f5d0fe' }, // royal
  { s0: '#1f0a2e', s1: '#c2410c', g: '#12061a', a: '#fb923c', b: '#f43f5e', c: '#fde68a' }, // desert dusk
  { s0: '#041c1f', s1: '#0f766e', g: '#021012', a: '#2dd4bf', b: '#f472b6', c: '#ccfbf1' }, // mint
  { s0: '#0c0a12', s1: '#5f0a24', g: '#07050a', a: '#e11d48', b: '#fb7185', c: '#fcd34d' }, // crimson
  { s0: '#020617', s1: '#134e4a', g: '#01040c', a: '#34d399', b: '#818cf8', c: '#d9f99d' }, // aurora
  { s0: '#140d02', s1: '#7c3a0c', g: '#0a0601', a: '#f59e0b', b: '#14b8a6', c: '#fef3c7' }, // gold
  { s0: '#1b0838', s1: '#9d174d', g: '#0e0420', a: '#f472b6', b: '#38bdf8', c: '#fde047' }, // candy
  { s0: '#06102a', s1: '#1d4ed8', g: '#030817', a: '#f97316', b: '#60a5fa', c: '#fed7aa' }, // blue/orange
  { s0: '#0d0722', s1: '#3b0764', g: '#07031a', a: '#22d3ee', b: '#a78bfa', c: '#f0abfc' }, // store violet
];

// ---------------------------------------------------------------------------------------------
// small helpers

type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Compact number formatting: integers for large values, one decimal for small ones. */
function n(x: number): string {
  if (Math.abs(x) >= 20) return String(Math.round(x));
  return String(Math.round(x * 10) / 10);
}

function hexToRgb(h: string): [number, number, number] {
  const v = parseInt(h.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(c1: string, c2: string, t: number): string {
  const a = hexToRgb(c1);
  const b = hexToRgb(c2);
  const out = a.map((v, i) => Math.round(v + ((b[i] ?? 0) - v) * t));
  return '#' + out.map((v) => v.toString(16).padStart(2, '0')).join('');
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for XML and drops characters XML 1.0 cannot carry. */
export function escapeXml(s: string): string {
  return s
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

interface Ctx {
  W: number;
  H: number;
  r: Rng;
  p: Palette;
  kind: ArtworkKind;
  /** horizontal band where the main subject (sun, planet, portal) goes, as fractions of W */
  fx: [number, number];
  defs: string[];
  id: (name: string) => string;
}

function rr(c: Ctx, lo: number, hi: number): number {
  return lo + c.r() * (hi - lo);
}

type Stop = [offset: number, color: string, opacity?: number];

function stops(list: Stop[]): string {
  return list
    .map(([o, col, op]) => `<stop offset="${n(o)}" stop-color="${col}"${op === undefined || op === 1 ? '' : ` stop-opacity="${n(op)}"`}/>`)
    .join('');
}

/** Vertical (or any) linear gradient in bounding-box units. Returns the url() reference. */
function lin(c: Ctx, name: string, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = c.id(name);
  c.defs.push(`<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`);
  return `url(#${id})`;
}

function rad(c: Ctx, name: string, list: Stop[], extra = ''): string {
  const id = c.id(name);
  c.defs.push(`<radialGradient id="${id}"${extra}>${stops(list)}</radialGradient>`);
  return `url(#${id})`;
}

/** Soft glow disc made with a radial gradient (cheaper to paint than a blur filter). */
function glow(c: Ctx, cx: number, cy: number, r: number, color: string, op: number, name: string): string {
  const f = rad(c, name, [[0, color, op], [0.4, color, op * 0.45], [1, color, 0]]);
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${f}"/>`;
}

function stars(c: Ctx, count: number, yMax: number, color = '#ffffff'): string {
  const s = Math.min(c.W, c.H) / 360;
  let bright = '';
  let dim = '';
  for (let i = 0; i < count; i++) {
    const x = c.r() * c.W;
    const y = Math.pow(c.r(), 1.3) * yMax;
    const big = c.r() < 0.18;
    const el = `<circle cx="${n(x)}" cy="${n(y)}" r="${n((big ? 1.4 : 0.8) * s)}"/>`;
    if (big) bright += el;
    else dim += el;
  }
  return `<g fill="${color}" opacity=".9">${bright}</g><g fill="${color}" opacity=".45">${dim}</g>`;
}

/** A seed-picked flourish for open skies (nothing, a comet, aurora ribbons or a second moon). */
function skyExtra(c: Ctx, yMax: number): string {
  const { W, H, p } = c;
  const roll = c.r();
  const s = Math.min(W, H) / 360;
  if (roll < 0.3) return '';
  if (roll < 0.55) {
    const x2 = W * rr(c, 0.1, 0.9);
    const y2 = yMax * rr(c, 0.25, 0.6);
    const L = Math.max(W, H) * rr(c, 0.18, 0.3);
    const dir = c.r() < 0.5 ? -1 : 1;
    const x1 = x2 + dir * L * 0.85;
    const y1 = y2 - L * 0.5;
    const gid = c.id('cm');
    c.defs.push(`<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops([[0, p.c, 0], [1, p.c, 0.95]])}</linearGradient>`);
    return `<path d="M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}" stroke="url(#${gid})" stroke-width="${n(2.2 * s)}" stroke-linecap="round"/>${glow(c, x2, y2, 14 * s, p.c, 0.8, 'ch')}<circle cx="${n(x2)}" cy="${n(y2)}" r="${n(2.2 * s)}" fill="#fff"/>`;
  }
  if (roll < 0.8) {
    let o = '';
    for (let k = 0; k < 2; k++) {
      const col = k ? p.b : p.a;
      const f = lin(c, `au${k}`, [[0, col, 0], [0.6, col, 0.5], [1, col, 0]]);
      const y0 = yMax * rr(c, 0.15, 0.45);
      const h = yMax * rr(c, 0.25, 0.4);
      const a1 = yMax * rr(c, -0.3, 0.3);
      const a2 = yMax * rr(c, -0.3, 0.3);
      o += `<path d="M0,${n(y0)}C${n(W * 0.3)},${n(y0 + a1)} ${n(W * 0.6)},${n(y0 + a2)} ${W},${n(y0 - a1 * 0.5)}v${n(h)}C${n(W * 0.6)},${n(y0 + a2 + h * 1.2)} ${n(W * 0.3)},${n(y0 + a1 + h * 0.8)} 0,${n(y0 + h)}Z" fill="${f}"/>`;
    }
    return o;
  }
  const mx = W * rr(c, 0.05, 0.95);
  const my = yMax * rr(c, 0.15, 0.5);
  const mr = Math.min(W, H) * rr(c, 0.025, 0.045);
  const mf = rad(c, 'm2', [[0, p.c], [1, mix(p.b, p.g, 0.4)]], ' cx=".35" cy=".35"');
  return `${glow(c, mx, my, mr * 3, p.b, 0.5, 'm2g')}<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr)}" fill="${mf}"/>`;
}

function ridge(c: Ctx, base: number, amp: number, peaks: number, jag = 0.35): string {
  const { W, H } = c;
  const step = (W * 1.1) / (peaks * 2);
  let d = `M${n(-W * 0.05)},${n(H + 2)}L${n(-W * 0.05)},${n(base - amp * rr(c, 0.2, 0.5))}`;
  for (let i = 1; i <= peaks * 2; i++) {
    const x = -W * 0.05 + i * step + rr(c, -0.25, 0.25) * step;
    const high = i % 2 === 1;
    const y = base - amp * (high ? rr(c, 0.55, 1) : rr(c, 0.05, jag));
    d += `L${n(x)},${n(y)}`;
  }
  return d + `L${n(W * 1.05)},${n(H + 2)}Z`;
}

// ---------------------------------------------------------------------------------------------
// motifs: each returns the scene markup, pushing its gradients into c.defs

function synthwave(c: Ctx): string {
  const { W, H, p } = c;
  const hy = H * rr(c, 0.56, 0.64);
  const sky = lin(c, 'sky', [[0, p.s0], [0.75, p.s1], [1, mix(p.s1, p.a, 0.35)]]);
  let o = `<rect width="${W}" height="${n(hy)}" fill="${sky}"/>`;
  o += stars(c, 26, hy * 0.7);
  o += skyExtra(c, hy * 0.7);
  const cx = W * rr(c, c.fx[0], c.fx[1]);
  const R = Math.min(W * 0.3, H * rr(c, 0.27, 0.34));
  const cy = hy - R * rr(c, 0.25, 0.5);
  o += glow(c, cx, cy, R * 2.1, p.a, 0.55, 'sg');
  const sun = lin(c, 'sun', [[0.1, p.c], [0.9, p.a]]);
  const mask = c.id('sm');
  let stripes = '';
  for (let i = 0; i < 7; i++) {
    const y = cy + R * (0.05 + i * 0.14);
    stripes += `<rect x="${n(cx - R)}" y="${n(y)}" width="${n(2 * R)}" height="${n(R * (0.02 + i * 0.025))}"/>`;
  }
  c.defs.push(`<mask id="${mask}"><rect width="${W}" height="${H}" fill="#fff"/><g fill="#000">${stripes}</g></mask>`);
  o += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${sun}" mask="url(#${mask})"/>`;
  // distant mountains sitting on the horizon, rim-lit in neon
  o += `<path d="${ridge(c, hy + 1, H * rr(c, 0.1, 0.18), 5 + Math.floor(c.r() * 3))}" fill="${mix(p.g, p.s1, 0.25)}" stroke="${p.a}" stroke-width="${n(H / 300)}" stroke-opacity=".8"/>`;
  const ground = lin(c, 'gr', [[0, mix(p.g, p.a, 0.22)], [1, p.g]]);
  o += `<rect y="${n(hy)}" width="${W}" height="${n(H - hy)}" fill="${ground}"/>`;
  // perspective grid: one path, stroked with a gradient that fades into the horizon
  const gid = c.id('gl');
  c.defs.push(
    `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(hy)}" x2="0" y2="${H}">${stops([[0, p.b, 0], [0.35, p.b, 0.55], [1, p.b, 1]])}</linearGradient>`,
  );
  let d = '';
  const rows = 9;
  for (let i = 1; i <= rows; i++) {
    const y = hy + (H - hy) * Math.pow(i / rows, 2.1);
    d += `M0,${n(y)}H${W}`;
  }
  const vx = W / 2 + (cx - W / 2) * 0.4;
  const cols = Math.ceil(W / (H * 0.09));
  for (let i = -cols; i <= cols; i++) {
    d += `M${n(vx + i * W * 0.012)},${n(hy)}L${n(vx + i * H * 0.22)},${H}`;
  }
  o += `<path d="${d}" stroke="url(#${gid})" stroke-width="${n(H / 360)}" fill="none"/>`;
  o += `<rect y="${n(hy - 1)}" width="${W}" height="${n(Math.max(2, H / 220))}" fill="${p.c}" opacity=".85"/>`;
  o += glow(c, vx, hy, W * 0.45, p.a, 0.35, 'hg');
  return o;
}

function mountains(c: Ctx): string {
  const { W, H, p } = c;
  const sky = lin(c, 'sky', [[0, p.s0], [0.6, p.s1], [1, mix(p.s1, p.c, 0.25)]]);
  let o = `<rect width="${W}" height="${H}" fill="${sky}"/>`;
  o += stars(c, 30, H * 0.45);
  o += skyExtra(c, H * 0.5);
  const cx = W * rr(c, c.fx[0], c.fx[1]);
  const cy = H * rr(c, 0.18, 0.34);
  const R = Math.min(W, H) * rr(c, 0.07, 0.12);
  o += glow(c, cx, cy, R * 5, p.c, 0.5, 'mg');
  o += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${mix(p.c, '#ffffff', 0.4)}"/>`;
  const layers = 4;
  const far = mix(p.s1, p.a, 0.35);
  for (let k = 0; k < layers; k++) {
    const base = H * (0.5 + k * 0.13);
    const amp = H * (0.26 - k * 0.035);
    const col = mix(far, p.g, Math.pow((k + 1) / layers, 0.8));
    // lit from above: each layer's crest catches a little of the sky colour
    const lit = lin(c, `l${k}`, [[0, mix(col, p.a, 0.3 - k * 0.05)], [0.45, col]]);
    o += `<path d="${ridge(c, base, amp, 3 + k + Math.floor(c.r() * 3), 0.3)}" fill="${lit}"/>`;
    if (k < layers - 1) {
      const fog = lin(c, `f${k}`, [[0, p.s1, 0], [1, mix(p.s1, p.c, 0.2), 0.35]]);
      o += `<rect y="${n(base - amp * 0.4)}" width="${W}" height="${n(H * 0.22)}" fill="${fog}"/>`;
    }
  }
  return o;
}

function shards(c: Ctx): string {
  const { W, H, p } = c;
  const bg = lin(c, 'bg', [[0, p.s0], [1, mix(p.s1, p.g, 0.3)]], 0, 0, 1, 1);
  let o = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  // low-poly facet background
  const cols = Math.max(5, Math.round((W / H) * 4));
  const rows = 4;
  const pts: [number, number][][] = [];
  for (let j = 0; j <= rows; j++) {
    const row: [number, number][] = [];
    for (let i = 0; i <= cols; i++) {
      const edgeX = i === 0 || i === cols;
      const edgeY = j === 0 || j === rows;
      const x = (i / cols) * W + (edgeX ? 0 : rr(c, -0.35, 0.35) * (W / cols));
      const y = (j / rows) * H + (edgeY ? 0 : rr(c, -0.35, 0.35) * (H / rows));
      row.push([x, y]);
    }
    pts.push(row);
  }
  let facets = '';
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const a = pts[j]![i]!;
      const b = pts[j]![i + 1]!;
      const d = pts[j + 1]![i]!;
      const e = pts[j + 1]![i + 1]!;
      const tris: [number, number][][] = (i + j) % 2 ? [[a, b, e], [a, e, d]] : [[a, b, d], [b, e, d]];
      for (const t of tris) {
        const my = (t[0]![1] + t[1]![1] + t[2]![1]) / 3 / H;
        const col = mix(mix(p.s0, p.s1, my * 0.8), p.a, rr(c, 0, 0.22));
        facets += `<path d="M${n(t[0]![0])},${n(t[0]![1])}L${n(t[1]![0])},${n(t[1]![1])}L${n(t[2]![0])},${n(t[2]![1])}Z" fill="${col}"/>`;
      }
    }
  }
  o += `<g stroke-width=".6" stroke="${mix(p.s0, p.s1, 0.5)}" stroke-opacity=".5">${facets}</g>`;
  // crystal burst
  const cx = W * rr(c, c.fx[0], c.fx[1]);
  const cy = H * rr(c, 0.35, 0.55);
  const S = Math.min(W, H * 1.6) * 0.62;
  o += glow(c, cx, cy, S * 0.9, p.a, 0.6, 'cg');
  const count = 11 + Math.floor(c.r() * 5);
  const cols3 = [p.a, p.b, p.c, mix(p.a, p.b, 0.5)];
  const rot = c.r() * Math.PI * 2;
  let sh = '';
  for (let i = 0; i < count; i++) {
    const th = rot + (i / count) * Math.PI * 2 + rr(c, -0.18, 0.18);
    const d1 = S * rr(c, 0.04, 0.16);
    const d2 = S * rr(c, 0.45, 1.0);
    const dm = d1 + (d2 - d1) * rr(c, 0.25, 0.45);
    const w = S * rr(c, 0.035, 0.09);
    const ux = Math.cos(th);
    const uy = Math.sin(th);
    const p0 = [cx + ux * d1, cy + uy * d1];
    const p1 = [cx + ux * dm - uy * w, cy + uy * dm + ux * w];
    const p2 = [cx + ux * d2, cy + uy * d2];
    const p3 = [cx + ux * dm + uy * w, cy + uy * dm - ux * w];
    const col = cols3[i % cols3.length]!;
    const pt = (q: number[]) => `${n(q[0]!)},${n(q[1]!)}`;
    sh += `<path d="M${pt(p0)}L${pt(p1)}L${pt(p2)}L${pt(p3)}Z" fill="${col}" fill-opacity="${n(rr(c, 0.7, 0.95))}"/>`;
    sh += `<path d="M${pt(p0)}L${pt(p1)}L${pt(p2)}Z" fill="#fff" fill-opacity=".22"/>`;
  }
  o += sh;
  o += glow(c, cx, cy, S * 0.22, '#ffffff', 0.85, 'cc');
  return o;
}

function planet(c: Ctx): string {
  const { W, H, p } = c;
  const bg = lin(c, 'bg', [[0, p.g], [0.6, p.s0], [1, mix(p.s0, p.a, 0.18)]], 0, 0, 1, 1);
  let o = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  // nebula clouds
  for (let i = 0; i < 3; i++) {
    const col = i === 1 ? p.b : p.a;
    const f = rad(c, `nb${i}`, [[0, col, 0.42], [1, col, 0]]);
    o += `<ellipse cx="${n(rr(c, 0, W))}" cy="${n(rr(c, 0, H))}" rx="${n(W * rr(c, 0.25, 0.45))}" ry="${n(H * rr(c, 0.2, 0.4))}" fill="${f}"/>`;
  }
  o += stars(c, 55, H);
  o += skyExtra(c, H * 0.6);
  const m = Math.min(W, H * 1.5);
  const R = m * rr(c, 0.26, 0.34);
  const cx = W * rr(c, c.fx[0], c.fx[1]);
  const cy = H * rr(c, 0.38, 0.55);
  const tilt = rr(c, -24, -8);
  const hasRing = c.r() < 0.65;
  const ringStroke = `fill="none" stroke="${p.c}" stroke-opacity=".6" stroke-width="${n(R * 0.07)}"`;
  const ring = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(R * 1.85)}" ry="${n(R * 0.36)}" ${ringStroke}/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(R * 2.1)}" ry="${n(R * 0.42)}" fill="none" stroke="${p.b}" stroke-opacity=".45" stroke-width="${n(R * 0.025)}"/>`;
  o += glow(c, cx, cy, R * 1.7, p.b, 0.45, 'pg');
  if (hasRing) o += `<g transform="rotate(${n(tilt)} ${n(cx)} ${n(cy)})">${ring}</g>`;
  const body = rad(c, 'pb', [[0, mix(p.c, p.b, 0.3)], [0.35, p.b], [0.75, mix(p.a, p.g, 0.3)], [1, mix(p.a, p.g, 0.75)]], ' cx=".35" cy=".32" r=".8"');
  o += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${body}"/>`;
  // cloud bands clipped to the disc
  const clip = c.id('pc');
  c.defs.push(`<clipPath id="${clip}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}"/></clipPath>`);
  let bands = '';
  for (let i = 0; i < 5; i++) {
    const y = cy - R + R * 2 * rr(c, 0.1, 0.9);
    bands += `<ellipse cx="${n(cx + rr(c, -0.3, 0.3) * R)}" cy="${n(y)}" rx="${n(R * rr(c, 1.0, 1.6))}" ry="${n(R * rr(c, 0.03, 0.09))}" fill="${i % 2 ? p.g : p.c}" opacity="${n(rr(c, 0.12, 0.25))}"/>`;
  }
  const shade = lin(c, 'ps', [[0.35, p.g, 0], [1, p.g, 0.85]], 0, 0, 1, 1);
  o += `<g clip-path="url(#${clip})"><g transform="rotate(${n(tilt)} ${n(cx)} ${n(cy)})">${bands}</g><rect x="${n(cx - R)}" y="${n(cy - R)}" width="${n(2 * R)}" height="${n(2 * R)}" fill="${shade}"/></g>`;
  o += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="none" stroke="${p.c}" stroke-opacity=".35" stroke-width="${n(R * 0.02)}"/>`;
  if (hasRing) {
    const fc = c.id('rf');
    c.defs.push(`<clipPath id="${fc}"><rect x="${n(cx - R * 3)}" y="${n(cy)}" width="${n(R * 6)}" height="${n(R * 2)}"/></clipPath>`);
    o += `<g transform="rotate(${n(tilt)} ${n(cx)} ${n(cy)})"><g clip-path="url(#${fc})">${ring}</g></g>`;
  }
  // a small moon
  const ma = rr(c, 0, Math.PI * 2);
  const md = R * rr(c, 1.5, 2.2);
  const mr = R * rr(c, 0.08, 0.14);
  const moon = rad(c, 'mn', [[0, p.c], [1, mix(p.a, p.g, 0.5)]], ' cx=".35" cy=".35"');
  o += `<circle cx="${n(cx + Math.cos(ma) * md)}" cy="${n(cy + Math.sin(ma) * md * 0.6)}" r="${n(mr)}" fill="${moon}"/>`;
  return o;
}

function city(c: Ctx): string {
  const { W, H, p } = c;
  const sky = lin(c, 'sky', [[0, p.s0], [0.55, p.s1], [1, mix(p.s1, p.a, 0.5)]]);
  let o = `<rect width="${W}" height="${H}" fill="${sky}"/>`;
  o += stars(c, 18, H * 0.35);
  o += skyExtra(c, H * 0.45);
  const cx = W * rr(c, c.fx[0], c.fx[1]);
  const cy = H * rr(c, 0.28, 0.4);
  const R = H * rr(c, 0.16, 0.24);
  o += glow(c, cx, cy, R * 2.6, p.a, 0.5, 'cg');
  const sun = lin(c, 'sun', [[0, p.c], [1, p.a]]);
  o += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${sun}" opacity=".95"/>`;
  const sky2 = (minW: number, maxW: number, minH: number, maxH: number): string => {
    let x = -W * 0.02;
    let d = `M${n(x)},${H}`;
    while (x < W) {
      const w = W * rr(c, minW, maxW);
      const top = H - H * rr(c, minH, maxH);
      d += `V${n(top)}H${n(x + w)}`;
      x += w;
    }
    return d + `V${H}Z`;
  };
  o += `<path d="${sky2(0.03, 0.07, 0.3, 0.55)}" fill="${mix(p.s1, p.g, 0.55)}"/>`;
  // near skyline with lit windows (pattern)
  const s = H / 360;
  const pid = c.id('wn');
  let wins = '';
  const litA = [0.9, 0.15, 0.6, 0, 0.8, 0.35, 0, 0.7];
  for (let i = 0; i < 8; i++) {
    const col = i % 3 === 0 ? p.b : p.c;
    const op = litA[(i + Math.floor(c.r() * 8)) % 8]!;
    if (op > 0) wins += `<rect x="${n((i % 4) * 9 * s + 3 * s)}" y="${n(Math.floor(i / 4) * 13 * s + 4 * s)}" width="${n(4 * s)}" height="${n(6 * s)}" fill="${col}" opacity="${op}"/>`;
  }
  c.defs.push(`<pattern id="${pid}" width="${n(36 * s)}" height="${n(26 * s)}" patternUnits="userSpaceOnUse">${wins}</pattern>`);
  const near = sky2(0.05, 0.1, 0.22, 0.62);
  o += `<path d="${near}" fill="${p.g}"/><path d="${near}" fill="url(#${pid})" opacity=".8"/>`;
  // neon signs
  for (let i = 0; i < 3; i++) {
    const x = W * rr(c, 0.05, 0.95);
    const y = H * rr(c, 0.55, 0.75);
    const col = i % 2 ? p.b : p.a;
    o += `<rect x="${n(x)}" y="${n(y)}" width="${n(6 * s)}" height="${n(rr(c, 26, 50) * s)}" rx="${n(2 * s)}" fill="${col}" opacity=".9"/>`;
    o += glow(c, x + 3 * s, y + 20 * s, 40 * s, col, 0.5, `ng${i}`);
  }
  const street = lin(c, 'st', [[0, p.a, 0], [1, p.a, 0.45]]);
  o += `<rect y="${n(H * 0.82)}" width="${W}" height="${n(H * 0.18)}" fill="${street}"/>`;
  return o;
}

function waves(c: Ctx): string {
  const { W, H, p } = c;
  const bg = lin(c, 'bg', [[0, p.s0], [1, p.g]]);
  let o = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  const blobCols = [p.a, p.b, p.c];
  for (let i = 0; i < 3; i++) {
    const col = blobCols[i]!;
    const f = rad(c, `bl${i}`, [[0, col, 0.55], [1, col, 0]]);
    const cx = i === 0 ? W * rr(c, c.fx[0], c.fx[1]) : rr(c, 0, W);
    o += `<circle cx="${n(cx)}" cy="${n(H * rr(c, 0.1, 0.6))}" r="${n(Math.max(W, H) * rr(c, 0.2, 0.4))}" fill="${f}"/>`;
  }
  const bands = 6;
  const cols = [p.a, p.b, p.s1, p.a, p.b];
  const phase = c.r() * 10;
  for (let k = 0; k < bands; k++) {
    const y0 = H * (0.3 + k * 0.11);
    const amp = H * rr(c, 0.05, 0.12);
    const seg = 3;
    const sw = (W * 1.2) / seg;
    let d = `M${n(-W * 0.1)},${n(y0 + Math.sin(phase + k) * amp)}`;
    for (let i = 1; i <= seg; i++) {
      const x = -W * 0.1 + i * sw;
      const y = y0 + Math.sin(phase + k + i * 1.7) * amp;
      d += `S${n(x - sw * 0.5)},${n(y + (i % 2 ? -amp : amp))} ${n(x)},${n(y)}`;
    }
    d += `V${n(H + 5)}H${n(-W * 0.1)}Z`;
    const c1 = mix(cols[k % cols.length]!, p.g, k * 0.13);
    const c2 = mix(cols[(k + 1) % cols.length]!, p.g, k * 0.13 + 0.1);
    const f = lin(c, `w${k}`, [[0, c1], [1, c2]], 0, 0, 1, 0);
    o += `<path d="${d}" fill="${f}" fill-opacity="${n(0.55 + k * 0.08)}" stroke="${p.c}" stroke-opacity=".35" stroke-width="${n(H / 300)}"/>`;
  }
  let dots = '';
  for (let i = 0; i < 18; i++) {
    dots += `<circle cx="${n(rr(c, 0, W))}" cy="${n(rr(c, 0, H * 0.7))}" r="${n(rr(c, 1, 3.2) * (H / 360))}"/>`;
  }
  o += `<g fill="${p.c}" opacity=".6">${dots}</g>`;
  return o;
}

function dungeon(c: Ctx): string {
  const { W, H, p } = c;
  let o = `<rect width="${W}" height="${H}" fill="${mix(p.g, '#000000', 0.2)}"/>`;
  const vx = W * rr(c, c.fx[0], c.fx[1]);
  const vy = H * rr(c, 0.46, 0.56);
  o += glow(c, vx, vy, Math.max(W, H) * 0.7, p.a, 0.45, 'dg');
  const K = 6;
  const aspect = Math.min(W / H, 1.9) / 1.75;
  const stone = mix(p.g, p.s1, 0.5);
  const arches: string[] = [];
  let portal = '';
  let floorFar = 0;
  for (let k = K - 1; k >= 0; k--) {
    const s = 1 / (1 + k * 0.62);
    const floor = vy + (H * 1.03 - vy) * s;
    const ow = H * 0.95 * s * aspect;
    const iw = ow * 0.74;
    const spring = floor - H * 0.78 * s;
    const outer = `M${n(vx - ow)},${n(floor)}V${n(spring)}A${n(ow)},${n(ow)} 0 0 1 ${n(vx + ow)},${n(spring)}V${n(floor)}Z`;
    const inner = `M${n(vx - iw)},${n(floor)}V${n(spring)}A${n(iw)},${n(iw)} 0 0 1 ${n(vx + iw)},${n(spring)}V${n(floor)}Z`;
    const lit = 0.12 + 0.5 * (k / (K - 1));
    const col = mix(stone, p.a, lit * 0.6);
    let a = `<path d="${outer}${inner}" fill-rule="evenodd" fill="${mix(col, p.g, k === 0 ? 0.55 : 0.15)}"/>`;
    // stone joints on the pillars
    let j = '';
    for (let t = 1; t < 5; t++) {
      const y = spring + ((floor - spring) * t) / 5;
      j += `M${n(vx - ow)},${n(y)}H${n(vx - iw)}M${n(vx + iw)},${n(y)}H${n(vx + ow)}`;
    }
    a += `<path d="${j}" stroke="${p.g}" stroke-opacity=".6" stroke-width="${n(Math.max(1, 2 * s))}"/>`;
    if (k === K - 1) {
      const pf = rad(c, 'pt', [[0, '#ffffff'], [0.25, p.c], [0.65, p.b], [1, p.a]], ' cy=".6" r=".75"');
      portal = `<path d="${inner}" fill="${pf}"/>`;
      floorFar = floor;
      a = portal + a;
    }
    if (k === 1 || k === 2) {
      for (const side of [-1, 1]) {
        const tx = vx + side * (ow + iw) / 2;
        const ty = spring + (floor - spring) * 0.28;
        const fr = H * 0.03 * s;
        a += glow(c, tx, ty, fr * 8, mix(p.a, p.c, 0.4), 0.7, `t${k}${side}`);
        a += `<ellipse cx="${n(tx)}" cy="${n(ty)}" rx="${n(fr * 0.55)}" ry="${n(fr)}" fill="${p.c}"/>`;
        a += `<rect x="${n(tx - fr * 0.25)}" y="${n(ty + fr * 0.8)}" width="${n(fr * 0.5)}" height="${n(fr * 1.6)}" fill="${p.g}"/>`;
      }
    }
    arches.push(a);
  }
  // floor converging to the portal
  const fl = lin(c, 'fl', [[0, p.a, 0.35], [1, p.g, 0.9]]);
  const s0 = 1;
  const iw0 = H * 0.95 * s0 * aspect * 0.74;
  const sK = 1 / (1 + (K - 1) * 0.62);
  const iwK = H * 0.95 * sK * aspect * 0.74;
  o += `<path d="M${n(vx - iwK)},${n(floorFar)}L${n(vx + iwK)},${n(floorFar)}L${n(vx + iw0 * 1.4)},${H}L${n(vx - iw0 * 1.4)},${H}Z" fill="${fl}"/>`;
  o += arches.join('');
  let embers = '';
  for (let i = 0; i < 16; i++) {
    embers += `<circle cx="${n(vx + rr(c, -0.5, 0.5) * W * 0.6)}" cy="${n(rr(c, 0.15, 0.85) * H)}" r="${n(rr(c, 0.8, 2.2) * (H / 360))}"/>`;
  }
  o += `<g fill="${p.c}" opacity=".7">${embers}</g>`;
  return o;
}

function forest(c: Ctx): string {
  const { W, H, p } = c;
  const sky = lin(c, 'sky', [[0, p.s0], [0.7, p.s1], [1, mix(p.s1, p.c, 0.3)]]);
  let o = `<rect width="${W}" height="${H}" fill="${sky}"/>`;
  o += stars(c, 30, H * 0.5);
  o += skyExtra(c, H * 0.55);
  const cx = W * rr(c, c.fx[0], c.fx[1]);
  const cy = H * rr(c, 0.2, 0.32);
  const R = Math.min(W, H) * rr(c, 0.1, 0.15);
  o += glow(c, cx, cy, R * 4.5, p.c, 0.55, 'mg');
  o += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="${mix(p.c, '#ffffff', 0.5)}"/>`;
  const layers = 3;
  const far = mix(p.s1, p.b, 0.3);
  for (let k = 0; k < layers; k++) {
    const base = H * (0.66 + k * 0.13);
    const sc = 1 + k * 0.45;
    const col = mix(far, p.g, (k + 1) / layers);
    let d = `M0,${n(base)}V${H}H${W}V${n(base)}Z`;
    const spacing = H * 0.085 * sc;
    let x = -rr(c, 0, spacing);
    while (x < W + spacing) {
      const h = H * rr(c, 0.2, 0.34) * sc;
      const w = h * rr(c, 0.17, 0.24);
      const top = base - h;
      // three stacked tiers, in relative commands to keep the markup small
      for (let t = 0; t < 3; t++) {
        const tw = Math.round(w * (0.55 + 0.25 * t));
        d += `M${Math.round(x)},${Math.round(top + h * 0.22 * t)}l${tw},${Math.round(h * (0.38 + 0.02 * t))}h${-2 * tw}z`;
      }
      x += spacing * rr(c, 0.6, 1.1);
    }
    o += `<path d="${d}" fill="${col}"/>`;
    if (k < layers - 1) {
      const fog = lin(c, `f${k}`, [[0, p.s1, 0], [1, mix(p.s1, p.c, 0.25), 0.4]]);
      o += `<rect y="${n(base - H * 0.15)}" width="${W}" height="${n(H * 0.2)}" fill="${fog}"/>`;
    }
  }
  let ff = '';
  for (let i = 0; i < 14; i++) {
    ff += `<circle cx="${n(rr(c, 0, W))}" cy="${n(H * rr(c, 0.55, 0.95))}" r="${n(rr(c, 1, 2.4) * (H / 360))}"/>`;
  }
  o += `<g fill="${p.c}" opacity=".85">${ff}</g>`;
  return o;
}

const MOTIF_FNS: Record<ArtworkMotif, (c: Ctx) => string> = {
  synthwave,
  mountains,
  shards,
  planet,
  city,
  waves,
  dungeon,
  forest,
};

// ---------------------------------------------------------------------------------------------
// text layout

/**
 * Advance widths (em x 100) of printable ASCII 32..126 at weight 800: per glyph, the wider of Inter
 * and DejaVu Sans Bold, so a title fits whether the SVG is painted with Inter or with a fallback.
 */
const ASCII_WIDTHS = [
  35, 46, 59, 84, 70, 103, 87, 35, 46, 46, 58, 84, 38, 47, 38, 40, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84,
  84, 84, 58, 104, 77, 76, 74, 83, 68, 68, 82, 84, 37, 59, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 75,
  73, 46, 40, 46, 84, 50, 50, 67, 72, 60, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65,
  92, 65, 65, 58, 71, 39, 71, 84,
];

function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 32 && code < 127) return (ASCII_WIDTHS[code - 32] ?? 70) / 100;
  if ('·’‘,'.includes(ch)) return 0.38;
  if (ch === '–') return 0.56;
  if (code >= 0x2e80) return 1.05; // CJK and other full-width scripts
  return code >= 0x2000 ? 1.06 : 0.74; // dashes, ellipsis, symbols / accented letters
}

function textWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += charWidth(ch);
  return w;
}

function wrap(words: string[], maxEm: number): string[] | null {
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    if (textWidth(w) > maxEm) return null;
    const next = cur ? `${cur} ${w}` : w;
    if (textWidth(next) <= maxEm) cur = next;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

/** Re-wraps to the same number of lines at the narrowest width that keeps it, so lines come out even. */
function balance(words: string[], lines: string[], maxEm: number): string[] {
  if (lines.length < 2) return lines;
  let lo = 0;
  let hi = maxEm;
  let best = lines;
  for (let i = 0; i < 8; i++) {
    const mid = (lo + hi) / 2;
    const w = wrap(words, mid);
    if (w && w.length <= lines.length) {
      best = w;
      hi = mid;
    } else lo = mid;
  }
  return best;
}

/** Hard-wraps text (breaking long words) at a fixed size, truncating to maxLines with an ellipsis. */
function hardWrap(text: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const ch of text) {
    const next = cur + ch;
    if (textWidth(next) > maxEm && cur) {
      lines.push(cur.trimEnd());
      cur = ch === ' ' ? '' : ch;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    let last = kept[maxLines - 1]!;
    while (last.length > 1 && textWidth(last + '…') > maxEm) last = last.slice(0, -1);
    kept[maxLines - 1] = last.trimEnd() + '…';
    return kept;
  }
  return lines;
}

export function layoutTitle(
  text: string,
  maxW: number,
  maxH: number,
  maxFs: number,
  minFs: number,
  maxLines = 3,
  lineHeight = 1.08,
): { lines: string[]; fontSize: number } {
  const words = text.split(/\s+/).filter(Boolean);
  for (let fs = maxFs; fs >= minFs; fs = Math.floor(fs * 0.94)) {
    const lines = wrap(words, maxW / fs);
    if (!lines) continue;
    if (lines.length <= maxLines && lines.length * fs * lineHeight <= maxH) return { lines: balance(words, lines, maxW / fs), fontSize: fs };
    if (fs === minFs) break;
    if (Math.floor(fs * 0.94) < minFs) fs = Math.ceil(minFs / 0.94);
  }
  return { lines: hardWrap(words.join(' '), maxW / minFs, maxLines), fontSize: minFs };
}

function clean(s: string | undefined, max: number): string {
  if (!s) return '';
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > max ? t.slice(0, max - 1).trimEnd() + '…' : t;
}

function titleBlock(
  c: Ctx,
  title: string,
  x: number,
  bottom: number,
  maxW: number,
  maxH: number,
  maxFs: number,
  minFs: number,
): { svg: string; top: number } {
  const { lines, fontSize } = layoutTitle(title, maxW, maxH, maxFs, minFs);
  const lh = fontSize * 1.08;
  const firstBase = bottom - (lines.length - 1) * lh;
  const tspans = lines.map((l, i) => `<tspan x="${n(x)}" ${i === 0 ? `y="${n(firstBase)}"` : `dy="${n(lh)}"`}>${escapeXml(l)}</tspan>`).join('');
  const svg = `<text font-family="${FONT}" font-weight="800" font-size="${n(fontSize)}" letter-spacing="-.01em" fill="#ffffff" filter="url(#${c.id('ts')})">${tspans}</text>`;
  return { svg, top: firstBase - fontSize * 0.82 };
}

// ---------------------------------------------------------------------------------------------

export function renderArtwork(input: ArtworkInput): string {
  const kind: ArtworkKind = ARTWORK_SIZE[input.kind] ? input.kind : 'cover';
  const { width: W, height: H } = ARTWORK_SIZE[kind];
  const hash = createHash('sha256').update(String(input.seed)).digest();
  const p = PALETTES[hash.readUInt16LE(0) % PALETTES.length]!;
  const motif = ARTWORK_MOTIFS[hash.readUInt16LE(2) % ARTWORK_MOTIFS.length]!;
  const prefix = `pk${hash.toString('hex', 4, 7)}${kind[0]}`;
  const fx: [number, number] = kind === 'banner' ? [0.62, 0.8] : kind === 'news' ? [0.55, 0.78] : [0.3, 0.7];
  const c: Ctx = {
    W,
    H,
    r: mulberry32(hash.readUInt32LE(8)),
    p,
    kind,
    fx,
    defs: [],
    id: (name) => `${prefix}${name}`,
  };

  let body = `<g${(kind === 'cover' || kind === 'insta' || kind === 'shot') && c.r() < 0.5 ? ` transform="matrix(-1 0 0 1 ${W} 0)"` : ''}>${MOTIF_FNS[motif](c)}</g>`;

  // vignette
  body += `<rect width="${W}" height="${H}" fill="${rad(c, 'vg', [[0.55, PAGE, 0], [1, PAGE, 0.6]], ' r=".75"')}"/>`;

  const title = clean(input.title, 90);
  const subtitle = clean(input.subtitle, 48);
  const shadow = `<filter id="${c.id('ts')}" x="-5%" y="-20%" width="110%" height="150%"><feDropShadow dx="0" dy="${n(H / 220)}" stdDeviation="${n(H / 160)}" flood-color="#000" flood-opacity=".65"/></filter>`;

  if (kind === 'cover' || kind === 'news') {
    const pad = kind === 'cover' ? 24 : 56;
    const scrim = lin(c, 'sc', [[0, PAGE, 0], [0.55, PAGE, 0.55], [1, PAGE, 0.92]]);
    body += `<rect y="${n(H * 0.4)}" width="${W}" height="${n(H * 0.6)}" fill="${scrim}"/>`;
    const subFs = kind === 'cover' ? 13 : 24;
    let bottom = H - pad;
    let sub = '';
    if (subtitle && kind === 'cover') {
      sub = `<text x="${pad}" y="${n(bottom)}" font-family="${FONT}" font-weight="600" font-size="${subFs}" letter-spacing=".08em" fill="#e8ecf4" fill-opacity=".85">${escapeXml(subtitle.toUpperCase())}</text>`;
      bottom -= subFs + 12;
    }
    if (title) {
      c.defs.push(shadow);
      const tb = kind === 'cover'
        ? titleBlock(c, title, pad, bottom, W - pad * 2, H * 0.5, 44, 18)
        : titleBlock(c, title, pad, bottom, W * 0.82, H * 0.5, 72, 34);
      body += tb.svg;
      const barY = tb.top - (kind === 'cover' ? 14 : 30);
      if (kind === 'news' && subtitle) {
        const pw = textWidth(subtitle.toUpperCase()) * subFs * 0.92 + 36;
        body += `<rect x="${pad}" y="${n(barY - subFs - 6)}" width="${n(pw)}" height="${n(subFs + 20)}" rx="${n((subFs + 20) / 2)}" fill="#7c3aed"/><text x="${pad + 18}" y="${n(barY + 5)}" font-family="${FONT}" font-weight="700" font-size="${subFs}" letter-spacing=".06em" fill="#ffffff">${escapeXml(subtitle.toUpperCase())}</text>`;
      } else {
        body += `<rect x="${pad}" y="${n(barY)}" width="${kind === 'cover' ? 36 : 64}" height="${kind === 'cover' ? 4 : 6}" rx="2" fill="${p.a}"/>`;
      }
    }
    body += sub;
  } else if (kind === 'banner') {
    const scrim = lin(c, 'sc', [[0, PAGE, 0.9], [0.45, PAGE, 0.55], [0.7, PAGE, 0]], 0, 0, 1, 0);
    body += `<rect width="${W}" height="${H}" fill="${scrim}"/>`;
    const x = Math.round(W * 0.065);
    const bottom = H * 0.7;
    if (subtitle) {
      body += `<text x="${x}" y="${n(bottom + 62)}" font-family="${FONT}" font-weight="600" font-size="30" letter-spacing=".06em" fill="#e8ecf4" fill-opacity=".9">${escapeXml(subtitle.toUpperCase())}</text>`;
    }
    if (title) {
      c.defs.push(shadow);
      const tb = titleBlock(c, title, x, bottom, W * 0.46, H * 0.5, 110, 52);
      body += tb.svg;
      body += `<rect x="${x}" y="${n(tb.top - 40)}" width="88" height="8" rx="4" fill="${p.a}"/>`;
    }
  } else if (kind === 'shot') {
    body += hud(c);
  } else if (kind === 'insta') {
    const inset = 44;
    body += `<rect x="${inset}" y="${inset}" width="${W - inset * 2}" height="${H - inset * 2}" rx="36" fill="none" stroke="${p.c}" stroke-opacity=".8" stroke-width="6"/>`;
    if (subtitle) {
      const fs = 40;
      const label = escapeXml(subtitle.toUpperCase());
      const pw = Math.min(W - 200, textWidth(subtitle.toUpperCase()) * fs * 0.95 + 80);
      body += `<rect x="${n((W - pw) / 2)}" y="${H - 190}" width="${n(pw)}" height="84" rx="42" fill="${PAGE}" fill-opacity=".82" stroke="${p.a}" stroke-width="3"/>`;
      body += `<text x="${W / 2}" y="${H - 134}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${fs}" letter-spacing=".08em" fill="#ffffff">${label}</text>`;
    }
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img"` +
    (title ? ` aria-label="${escapeXml(title)}"` : '') +
    `><defs>${c.defs.join('')}</defs>${body}</svg>`
  );
}

/** A game-like heads-up display: health/mana bars, minimap, hotbar and crosshair. */
function hud(c: Ctx): string {
  const { W, H, p } = c;
  const panel = `fill="${PAGE}" fill-opacity=".6" stroke="#ffffff" stroke-opacity=".25" stroke-width="2"`;
  let o = '';
  // portrait + bars
  o += `<circle cx="72" cy="72" r="34" ${panel}/><circle cx="72" cy="72" r="24" fill="${p.a}"/>`;
  const hp = 0.45 + c.r() * 0.5;
  const mp = 0.3 + c.r() * 0.6;
  o += `<rect x="116" y="48" width="260" height="18" rx="4" ${panel}/><rect x="119" y="51" width="${n(254 * hp)}" height="12" rx="3" fill="#ef4444"/>`;
  o += `<rect x="116" y="76" width="200" height="14" rx="4" ${panel}/><rect x="119" y="79" width="${n(194 * mp)}" height="8" rx="2" fill="#22d3ee"/>`;
  // minimap
  const mx = W - 110;
  const my = 110;
  let dots = '';
  for (let i = 0; i < 6; i++) {
    const a = c.r() * Math.PI * 2;
    const d = 12 + c.r() * 52;
    dots += `<circle cx="${n(mx + Math.cos(a) * d)}" cy="${n(my + Math.sin(a) * d)}" r="4" fill="${i < 2 ? '#ef4444' : p.c}"/>`;
  }
  o += `<circle cx="${mx}" cy="${my}" r="78" ${panel}/><circle cx="${mx}" cy="${my}" r="50" fill="none" stroke="#ffffff" stroke-opacity=".15"/>`;
  o += `<path d="M${mx - 78},${my}H${mx + 78}M${mx},${my - 78}V${my + 78}" stroke="#ffffff" stroke-opacity=".12"/>${dots}`;
  o += `<path d="M${mx},${my - 12}L${mx + 8},${my + 8}L${mx},${my + 3}L${mx - 8},${my + 8}Z" fill="#ffffff"/>`;
  // hotbar
  const slots = 6;
  const sw = 64;
  const gap = 10;
  const x0 = (W - (slots * sw + (slots - 1) * gap)) / 2;
  const y0 = H - 96;
  const active = Math.floor(c.r() * slots);
  const slotCols = [p.a, p.b, p.c];
  let bar = '';
  for (let i = 0; i < slots; i++) {
    const x = x0 + i * (sw + gap);
    bar += `<rect x="${n(x)}" y="${y0}" width="${sw}" height="${sw}" rx="10" fill="${PAGE}" fill-opacity=".65" stroke="${i === active ? p.c : '#ffffff'}" stroke-opacity="${i === active ? 1 : 0.25}" stroke-width="${i === active ? 3 : 2}"/>`;
    if (i < 4) bar += `<rect x="${n(x + 18)}" y="${y0 + 18}" width="28" height="28" rx="6" transform="rotate(45 ${n(x + 32)} ${y0 + 32})" fill="${slotCols[i % 3]}" opacity=".9"/>`;
  }
  o += bar;
  // crosshair
  const cx = W / 2;
  const cy = H / 2;
  o += `<path d="M${cx - 18},${cy}H${cx - 6}M${cx + 6},${cy}H${cx + 18}M${cx},${cy - 18}V${cy - 6}M${cx},${cy + 6}V${cy + 18}" stroke="#ffffff" stroke-opacity=".85" stroke-width="2.5" stroke-linecap="round"/>`;
  // objective marker
  o += `<rect x="${W - 330}" y="${H - 150}" width="270" height="56" rx="10" ${panel}/><rect x="${W - 314}" y="${H - 134}" width="24" height="24" rx="5" fill="none" stroke="${p.c}" stroke-width="3"/><rect x="${W - 278}" y="${H - 132}" width="${n(120 + c.r() * 80)}" height="8" rx="4" fill="#ffffff" fill-opacity=".7"/><rect x="${W - 278}" y="${H - 116}" width="${n(60 + c.r() * 60)}" height="6" rx="3" fill="#ffffff" fill-opacity=".35"/>`;
  return o;
}
