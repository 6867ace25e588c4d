import { afterEach, describe, expect, it } from 'vitest';
import { endFlip, shownAsWished, startFlip } from './wishlist-flips.js';

describe('wishlist flips (§4 Wishlist)', () => {
  afterEach(() => { endFlip(1); endFlip(2); });

  it('WISH-02: without a pending flip, membership is the list\'s', () => {
    expect(shownAsWished(new Map(), new Set([1]), 1)).toBe(true);
    expect(shownAsWished(new Map(), new Set([1]), 2)).toBe(false);
  });

  it('WISH-03: a pending flip shows before the answer, either way', () => {
    expect(shownAsWished(new Map([[1, false]]), new Set([1]), 1)).toBe(false);
    expect(shownAsWished(new Map([[2, true]]), new Set([1]), 2)).toBe(true);
  });

  it('WISH-05: a second flip of the same product is refused while the first is pending; others go ahead', () => {
    expect(startFlip(1, true)).toBe(true);
    expect(startFlip(1, false)).toBe(false);
    expect(startFlip(2, true)).toBe(true);
    endFlip(1);
    expect(startFlip(1, false)).toBe(true);
  });
});
