import { describe, it, expect } from 'vitest';
import { ARTWORK_SIZE, escapeXml, layoutTitle, renderArtwork, type ArtworkKind } from './artwork.js';

const KINDS = Object.keys(ARTWORK_SIZE) as ArtworkKind[];

describe('renderArtwork', () => {
  it('declares the agreed sizes', () => {
    expect(ARTWORK_SIZE).toEqual({
      cover: { width: 616, height: 353 },
      banner: { width: 1920, height: 800 },
      shot: { width: 1280, height: 720 },
      insta: { width: 1080, height: 1080 },
      news: { width: 1200, height: 630 },
    });
  });

  it('is deterministic: the same input gives the same bytes', () => {
    for (const kind of KINDS) {
      const input = { kind, seed: 'elden-ring', title: 'Elden Ring', subtitle: 'PC · Steam' };
      expect(renderArtwork(input)).toBe(renderArtwork({ ...input }));
    }
  });

  it('gives different seeds different art', () => {
    for (const kind of KINDS) {
      const a = renderArtwork({ kind, seed: 'hades-2', title: 'Same title' });
      const b = renderArtwork({ kind, seed: 'stardew-valley', title: 'Same title' });
      expect(a).not.toBe(b);
    }
    // across a catalogue, nearly every product gets its own picture, and many palettes / motifs show up
    const covers = new Set<string>();
    const fills = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const svg = renderArtwork({ kind: 'cover', seed: `product-${i}`, title: 'Title' });
      covers.add(svg);
      const firstStop = /stop-color="(#[0-9a-f]{6})"/.exec(svg);
      if (firstStop?.[1]) fills.add(firstStop[1]);
    }
    expect(covers.size).toBe(100);
    expect(fills.size).toBeGreaterThanOrEqual(8);
  });

  it('escapes the title and subtitle', () => {
    for (const kind of KINDS) {
      const svg = renderArtwork({
        kind,
        seed: 'xss',
        title: `<script>alert("x")</script> & 'friends'`,
        subtitle: `<img src=x onerror="alert(1)"> & co`,
      });
      expect(svg).not.toMatch(/<script/i);
      expect(svg).not.toMatch(/<img/i);
      expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
      if (kind === 'cover' || kind === 'banner' || kind === 'news') {
        expect(svg).toContain('&lt;script&gt;');
        expect(svg).toContain('&amp;');
        expect(svg).toContain('&quot;');
      }
    }
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;');
    expect(escapeXml('bad\u0000\u0008chars\ud800')).toBe('badchars');
  });

  it('gives every kind the right width, height and viewBox', () => {
    for (const kind of KINDS) {
      const { width, height } = ARTWORK_SIZE[kind];
      const svg = renderArtwork({ kind, seed: `size-${kind}`, title: 'Sizes', subtitle: 'PC' });
      const root = /^<svg [^>]*>/.exec(svg)?.[0] ?? '';
      expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(root).toContain(`width="${width}"`);
      expect(root).toContain(`height="${height}"`);
      expect(root).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  it('references nothing external and stays small', () => {
    const titles = ['The Witcher 3: Wild Hunt — Complete Edition', 'Doom', 'Xbox Game Pass Ultimate 3 Months', 'A'.repeat(300)];
    for (let i = 0; i < 120; i++) {
      for (const kind of KINDS) {
        const svg = renderArtwork({ kind, seed: `safe-${i}`, title: titles[i % titles.length], subtitle: 'PlayStation 5' });
        expect(svg).not.toMatch(/<script/i);
        expect(svg).not.toMatch(/foreignObject/i);
        expect(svg).not.toMatch(/href="http/i);
        expect(svg).not.toMatch(/<image/i);
        expect(svg).not.toMatch(/url\((?!#)/);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        expect(svg.length).toBeLessThan(12 * 1024);
      }
    }
  });

  it('produces well-formed markup (balanced tags, unique ids)', () => {
    for (let i = 0; i < 40; i++) {
      for (const kind of KINDS) {
        const svg = renderArtwork({ kind, seed: `xml-${i}`, title: 'Balanced & <tags>', subtitle: 'Top-up' });
        const stack: string[] = [];
        for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
          const [, close, name, selfClose] = m;
          if (selfClose) continue;
          if (close) expect(stack.pop()).toBe(name);
          else stack.push(name!);
        }
        expect(stack).toEqual([]);
        const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((x) => x[1]);
        expect(new Set(ids).size).toBe(ids.length);
        for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref[1]);
      }
    }
  });

  it('works without a title or subtitle', () => {
    for (const kind of KINDS) {
      const svg = renderArtwork({ kind, seed: 'untitled' });
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toContain('<text');
    }
  });

  it('draws no big title on screenshots', () => {
    const svg = renderArtwork({ kind: 'shot', seed: 'shot', title: 'Only in the aria label' });
    expect(svg).not.toContain('<text');
    expect(svg).toContain('aria-label="Only in the aria label"');
  });

  it('wraps to at most three lines and shrinks long titles', () => {
    const short = layoutTitle('Doom', 560, 170, 44, 18);
    const long = layoutTitle('The Witcher 3: Wild Hunt — Complete Edition of the Year', 400, 120, 44, 18);
    expect(short.lines).toEqual(['Doom']);
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.fontSize).toBeLessThan(short.fontSize);
    const huge = layoutTitle('Supercalifragilisticexpialidocious '.repeat(10), 560, 170, 44, 18);
    expect(huge.lines.length).toBeLessThanOrEqual(3);
    expect(huge.fontSize).toBe(18);
  });

  it('balances lines instead of leaving an orphan word', () => {
    const { lines } = layoutTitle('Red Dead Redemption 2', 560, 170, 44, 18);
    expect(lines).toEqual(['Red Dead', 'Redemption 2']);
  });
});
