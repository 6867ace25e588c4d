import { describe, expect, it } from 'vitest';
import type { BundleProduct } from '../../../../shared/contracts/common.js';
import { sortByQuality } from './included-games.js';

const game = (id: number, quality: number): BundleProduct => ({
  id, quality, title: { es: `${id}`, en: `${id}` }, image_url: '', platform: 'Steam', genres: [], price: 1, pvp: 1, discount: 0,
});

describe('sortByQuality (§2 Product page)', () => {
  it('PDP-15: best quality first, the original order kept among equals, the input untouched', () => {
    const games = [game(1, 2), game(2, 4), game(3, 0), game(4, 4), game(5, 1), game(6, 3)];
    expect(sortByQuality(games).map((item) => item.id)).toEqual([2, 4, 6, 1, 5, 3]);
    expect(games.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
