/**
 * Can a mystery bundle's pool give a draw at all (decision 6, docs/decisions/0013)? The draw
 * (src/server/modules/checkout/mystery-draw.ts) takes exactly `games` distinct games, at least `minAaa` of
 * quality 4 and `minIndie` of quality 1, worth at most `maxValueCents` together. This check ignores stock
 * (keys come and go): it answers whether the pool, with every game in stock, could keep the rule. The back
 * office refuses a pool that could not (catalogue-admin, 422), so a bundle on sale is never sold out by its rule.
 */
/**
 * §1 mystery bundle tiers (values in euros, decision 18). Here rather than in constants.ts: only the back
 * office and the seed read them, and constants.ts is in the storefront's first download.
 */
export const BUNDLE_TIERS = {
  indie: { games: 3, minAaa: 0, minIndie: 1, maxValueEuros: 60 },
  aaa: { games: 5, minAaa: 1, minIndie: 2, maxValueEuros: 120 },
  rpgs: { games: 8, minAaa: 2, minIndie: 3, maxValueEuros: 200 },
} as const;
export type BundleTier = keyof typeof BUNDLE_TIERS;

export const AAA_QUALITY = 4;
export const INDIE_QUALITY = 1;

export interface PoolGameValue { product_id: number; quality: number; pvp_cents: number }
export interface BundleRuleNumbers { game_count: number; min_aaa: number; min_indie: number; max_value_cents: number }

/** Why a pool cannot keep its rule (`details.reason` of the 422), or null when it can. */
export type PoolShortfall = 'POOL_TOO_SMALL' | 'POOL_FEW_AAA' | 'POOL_FEW_INDIE' | 'POOL_OVER_VALUE';

const cheapest = (games: PoolGameValue[], count: number) => [...games].sort((a, b) => a.pvp_cents - b.pvp_cents).slice(0, count);

/**
 * The cheapest draw the rule allows: the cheapest AAA games it asks for, the cheapest indie games it asks
 * for, and the cheapest of the rest (the two minimums take disjoint qualities, so this is the least value).
 */
export function cheapestDrawCents(pool: PoolGameValue[], rule: BundleRuleNumbers): number {
  const aaa = cheapest(pool.filter((game) => game.quality === AAA_QUALITY), rule.min_aaa);
  const indie = cheapest(pool.filter((game) => game.quality === INDIE_QUALITY), rule.min_indie);
  const taken = new Set([...aaa, ...indie]);
  const rest = cheapest(pool.filter((game) => !taken.has(game)), rule.game_count - taken.size);
  return [...aaa, ...indie, ...rest].reduce((sum, game) => sum + game.pvp_cents, 0);
}

export function poolShortfall(pool: PoolGameValue[], rule: BundleRuleNumbers): PoolShortfall | null {
  if (pool.length < rule.game_count) return 'POOL_TOO_SMALL';
  if (pool.filter((game) => game.quality === AAA_QUALITY).length < rule.min_aaa) return 'POOL_FEW_AAA';
  if (pool.filter((game) => game.quality === INDIE_QUALITY).length < rule.min_indie) return 'POOL_FEW_INDIE';
  if (cheapestDrawCents(pool, rule) > rule.max_value_cents) return 'POOL_OVER_VALUE';
  return null;
}
