import { describe, expect, it } from 'vitest';
import { cheapestDrawCents, poolShortfall } from './bundle-rule.js';

const game = (product_id: number, quality: number, pvp_cents: number) => ({ product_id, quality, pvp_cents });
const rule = { game_count: 3, min_aaa: 1, min_indie: 1, max_value_cents: 6000 };

describe('a bundle pool against its rule (decision 6)', () => {
  it('the cheapest draw takes the cheapest AAA and indie games asked for, then the cheapest rest', () => {
    const pool = [game(1, 4, 3000), game(2, 4, 2500), game(3, 1, 500), game(4, 1, 900), game(5, 2, 100), game(6, 0, 4000)];
    expect(cheapestDrawCents(pool, rule)).toBe(2500 + 500 + 100);
    expect(poolShortfall(pool, rule)).toBeNull();
  });

  it('names what is missing: games, AAA games, indie games, or a draw within the value cap', () => {
    expect(poolShortfall([game(1, 4, 100), game(2, 1, 100)], rule)).toBe('POOL_TOO_SMALL');
    expect(poolShortfall([game(1, 3, 100), game(2, 1, 100), game(3, 1, 100)], rule)).toBe('POOL_FEW_AAA');
    expect(poolShortfall([game(1, 4, 100), game(2, 4, 100), game(3, 2, 100)], rule)).toBe('POOL_FEW_INDIE');
    expect(poolShortfall([game(1, 4, 5000), game(2, 1, 600), game(3, 0, 600)], rule)).toBe('POOL_OVER_VALUE');
    expect(poolShortfall([game(1, 4, 5000), game(2, 1, 500), game(3, 0, 500)], rule)).toBeNull();
  });
});
