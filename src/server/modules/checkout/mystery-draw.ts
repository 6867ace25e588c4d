/**
 * The draw of a mystery bundle (decision 6, docs/decisions/0013): the games one bundle gives, picked from
 * its pool at random but reproducibly from a stored seed, within its tier rule: exactly `games` distinct
 * games, at least `minAaa` of quality 4 (AAA) and `minIndie` of quality 1 (indie), and a total value (the
 * games' selling prices) of at most `maxValueCents`; only games with a key to give. Pure: the same seed
 * and the same pool give the same draw, so any draw can be checked afterwards.
 */
import { createHash } from 'node:crypto';
import { AAA_QUALITY, INDIE_QUALITY } from '../../../shared/bundle-rule.js';

export interface PoolGame {
  productId: number;
  quality: number;
  pvpCents: number;
  /** Keys available to give: a game is drawn at most this many times across one order's bundles. */
  available: number;
}

export interface DrawRule {
  games: number;
  minAaa: number;
  minIndie: number;
  maxValueCents: number;
}

export { AAA_QUALITY, INDIE_QUALITY };
/** Random tries before a pool is judged unable to give a draw. */
const ATTEMPTS = 500;

/** xoshiro128** seeded from SHA-256 of the seed: small, fast, and the same in every runtime. */
export function seededRandom(seed: string): () => number {
  const digest = createHash('sha256').update(seed).digest();
  const state = [0, 4, 8, 12].map((offset) => digest.readUInt32LE(offset));
  const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;
  return () => {
    const result = (rotl(Math.imul(state[1]!, 5) >>> 0, 7) * 9) >>> 0;
    const t = (state[1]! << 9) >>> 0;
    state[2]! ^= state[0]!; state[3]! ^= state[1]!; state[1]! ^= state[2]!; state[0]! ^= state[3]!;
    state[2]! ^= t;
    state[3] = rotl(state[3]!, 11);
    return result / 2 ** 32;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** True when `draw` keeps the rule (distinct games, enough AAA and indie, value within the cap). */
export function keepsRule(draw: PoolGame[], rule: DrawRule): boolean {
  return draw.length === rule.games
    && new Set(draw.map((game) => game.productId)).size === draw.length
    && draw.filter((game) => game.quality === AAA_QUALITY).length >= rule.minAaa
    && draw.filter((game) => game.quality === INDIE_QUALITY).length >= rule.minIndie
    && draw.reduce((sum, game) => sum + game.pvpCents, 0) <= rule.maxValueCents;
}

/**
 * `count` draws from `pool` for `seed`, each keeping the rule, together using no game more often than it
 * has keys; undefined when the pool cannot give them (the bundle is sold out).
 */
export function drawBundles(pool: PoolGame[], rule: DrawRule, count: number, seed: string): number[][] | undefined {
  const random = seededRandom(seed);
  const left = new Map(pool.map((game) => [game.productId, game.available]));
  const ordered = [...pool].sort((a, b) => a.productId - b.productId);
  const draws: number[][] = [];
  for (let drawIndex = 0; drawIndex < count; drawIndex += 1) {
    let draw: PoolGame[] | undefined;
    for (let attempt = 0; attempt < ATTEMPTS && !draw; attempt += 1) {
      const candidates = shuffled(ordered.filter((game) => (left.get(game.productId) ?? 0) > 0), random);
      const picked: PoolGame[] = [];
      const take = (accept: (game: PoolGame) => boolean, wanted: number) => {
        for (const game of candidates) {
          if (picked.length >= rule.games || wanted <= 0) break;
          if (!picked.includes(game) && accept(game)) {
            picked.push(game);
            wanted -= 1;
          }
        }
      };
      take((game) => game.quality === AAA_QUALITY, rule.minAaa);
      take((game) => game.quality === INDIE_QUALITY, rule.minIndie);
      // The rest from the cheapest half of what is left half of the time, so a tight value cap is met.
      const cheapFirst = random() < 0.5;
      const rest = cheapFirst ? [...candidates].sort((a, b) => a.pvpCents - b.pvpCents) : candidates;
      for (const game of rest) {
        if (picked.length >= rule.games) break;
        if (!picked.includes(game)) picked.push(game);
      }
      if (keepsRule(picked, rule)) draw = picked;
    }
    if (!draw) return undefined;
    for (const game of draw) left.set(game.productId, left.get(game.productId)! - 1);
    draws.push(draw.map((game) => game.productId).sort((a, b) => a - b));
  }
  return draws;
}
