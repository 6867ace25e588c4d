import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUNDLE_TIERS } from '../../../shared/bundle-rule.js';
import { AAA_QUALITY, drawBundles, INDIE_QUALITY, keepsRule, seededRandom, type PoolGame } from './mystery-draw.js';

const rule = { games: 3, minAaa: 1, minIndie: 1, maxValueCents: 6000 };
const pool: PoolGame[] = [
  { productId: 1, quality: 4, pvpCents: 3000, available: 5 },
  { productId: 2, quality: 4, pvpCents: 4500, available: 5 },
  { productId: 3, quality: 1, pvpCents: 800, available: 5 },
  { productId: 4, quality: 1, pvpCents: 1200, available: 5 },
  { productId: 5, quality: 2, pvpCents: 1500, available: 5 },
  { productId: 6, quality: 3, pvpCents: 2500, available: 5 },
];
const byId = new Map(pool.map((game) => [game.productId, game]));

describe('mystery bundle draws (decision 6)', () => {
  it('the seeded generator is reproducible and spread over [0, 1)', () => {
    const a = seededRandom('seed');
    const b = seededRandom('seed');
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.reduce((sum, value) => sum + value, 0) / values.length).toBeCloseTo(0.5, 1);
  });

  it('a draw keeps the tier rule and replays from its seed', () => {
    const draws = drawBundles(pool, rule, 3, 'order-1:item-1')!;
    expect(draws).toHaveLength(3);
    for (const draw of draws) expect(keepsRule(draw.map((id) => byId.get(id)!), rule)).toBe(true);
    expect(drawBundles(pool, rule, 3, 'order-1:item-1')).toEqual(draws);
    // Different seeds do not all give the same games.
    const others = new Set(Array.from({ length: 20 }, (_, index) => JSON.stringify(drawBundles(pool, rule, 1, `seed-${index}`))));
    expect(others.size).toBeGreaterThan(1);
  });

  it('never gives a game more often than it has keys, and says when the pool cannot give a draw', () => {
    const scarce = pool.map((game) => ({ ...game, available: game.quality === AAA_QUALITY ? 1 : 5 }));
    const roomy = { ...rule, maxValueCents: 7000 };
    const two = drawBundles(scarce, roomy, 2, 's')!;
    expect(two.flat().filter((id) => byId.get(id)!.quality === AAA_QUALITY).sort()).toEqual([1, 2]);
    expect(drawBundles(scarce, roomy, 3, 's')).toBeUndefined(); // Only 2 AAA keys for 3 draws.
    expect(drawBundles(pool, { ...rule, maxValueCents: 1000 }, 1, 's')).toBeUndefined(); // Nothing that cheap.
    expect(drawBundles(pool.filter((game) => game.quality !== INDIE_QUALITY), rule, 1, 's')).toBeUndefined();
  });

  it('for random pools, rules and seeds: every draw it gives keeps the rule and the keys', () => {
    const game = fc.record({ quality: fc.integer({ min: 0, max: 4 }), pvpCents: fc.integer({ min: 100, max: 7000 }), available: fc.integer({ min: 0, max: 3 }) });
    fc.assert(fc.property(
      fc.array(game, { minLength: 1, maxLength: 14 }), fc.constantFrom(...Object.values(BUNDLE_TIERS)), fc.integer({ min: 1, max: 3 }), fc.string(),
      (games, tier, count, seed) => {
        const randomPool = games.map((entry, index) => ({ ...entry, productId: index + 1 }));
        const rule = { games: tier.games, minAaa: tier.minAaa, minIndie: tier.minIndie, maxValueCents: tier.maxValueEuros * 100 };
        const draws = drawBundles(randomPool, rule, count, seed);
        if (!draws) return;
        expect(draws).toHaveLength(count);
        const used = new Map<number, number>();
        for (const draw of draws) {
          expect(keepsRule(draw.map((id) => randomPool[id - 1]!), rule)).toBe(true);
          for (const id of draw) used.set(id, (used.get(id) ?? 0) + 1);
        }
        for (const [id, times] of used) expect(times).toBeLessThanOrEqual(randomPool[id - 1]!.available);
        expect(drawBundles(randomPool, rule, count, seed)).toEqual(draws);
      },
    ), { seed: 20261123, numRuns: 300 });
  });
});
