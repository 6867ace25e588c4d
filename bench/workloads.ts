/**
 * The request lists of the API benchmark: every workload cycles over many distinct URLs (there is no HTTP
 * cache in front of the server, so repeating a few URLs would only measure PostgreSQL's buffer cache the
 * same way; distinct filters and words make the planner and the indexes do their real work).
 * A seeded PRNG keeps the lists the same from run to run.
 */
import { CATEGORIES, GENRES, MAX_PRICE_VALUES, PLATFORMS, PRODUCT_TYPES, REGIONS, SORT_ORDERS } from '../src/shared/constants.js';
import { TITLE_NAMES, TITLE_SUFFIXES, TITLE_WORD_PAIRS } from '../scripts/generate-catalog.js';

export type Random = () => number;

/** mulberry32: small, fast, seedable. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
function pickSome<T>(random: Random, values: readonly T[], count: number): T[] {
  const pool = [...values];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return chosen;
}
/** Chooses by weight: `[[value, weight], …]`. */
function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** Up to `count` distinct values from `make`, giving up after many repeats. */
function distinct(count: number, make: () => string): string[] {
  const seen = new Set<string>();
  for (let attempts = 0; seen.size < count && attempts < count * 50; attempts += 1) seen.add(make());
  return [...seen];
}

type Params = [string, string][];

/** Adds a multi-select filter the two ways the API accepts: repeated parameters or comma-separated values. */
function addMulti(random: Random, params: Params, key: string, values: string[]): void {
  if (values.length > 1 && random() < 0.5) params.push([key, values.join(',')]);
  else for (const value of values) params.push([key, value]);
}

const toPath = (route: string, params: Params) =>
  params.length === 0 ? route : `${route}?${new URLSearchParams(params).toString()}`;

const FILTERS = ['platform', 'genre', 'region', 'type', 'category', 'max_price'] as const;
const FILTER_VALUES: Record<Exclude<(typeof FILTERS)[number], 'max_price'>, readonly string[]> = {
  platform: PLATFORMS, genre: GENRES, region: REGIONS, type: PRODUCT_TYPES, category: CATEGORIES,
};

function addRandomFilter(random: Random, params: Params, filter: (typeof FILTERS)[number]): void {
  if (filter === 'max_price') {
    params.push(['max_price', String(pick(random, MAX_PRICE_VALUES))]);
    return;
  }
  const values = FILTER_VALUES[filter];
  const many = random() < 0.25 && values.length > 1 ? int(random, 2, Math.min(3, values.length)) : 1;
  addMulti(random, params, filter, pickSome(random, values, many));
}

/** (a) Browse: 0-3 filters (multi-select sometimes) × sort order (or none) × page 1-5, no title. */
export function browseSearchPaths(count: number, seed = 11): string[] {
  const random = seededRandom(seed);
  return distinct(count, () => {
    const params: Params = [];
    const filterCount = weighted(random, [[0, 15], [1, 40], [2, 30], [3, 15]] as const);
    for (const filter of pickSome(random, FILTERS, filterCount)) addRandomFilter(random, params, filter);
    const orderby = pick(random, [undefined, ...SORT_ORDERS]);
    if (orderby) params.push(['orderby', orderby]);
    const page = weighted(random, [[1, 50], [2, 20], [3, 10], [4, 10], [5, 10]] as const);
    if (page > 1) params.push(['page', String(page)]);
    return toPath('/api/search', params);
  });
}

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ' };
const stripAccents = (word: string) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One-letter typo: a letter replaced, dropped, doubled or two neighbours swapped (words of 5+ letters). */
function typo(random: Random, word: string): string {
  if (word.length < 5) return word;
  const at = int(random, 1, word.length - 2);
  switch (int(random, 0, 3)) {
    case 0: return word.slice(0, at) + pick(random, [...LETTERS]) + word.slice(at + 1);
    case 1: return word.slice(0, at) + word.slice(at + 1);
    case 2: return word.slice(0, at) + word[at] + word.slice(at);
    default: return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

function addAccent(random: Random, word: string): string {
  const spots = [...word].map((char, index) => (ACCENTED[char] ? index : -1)).filter((index) => index >= 0);
  if (spots.length === 0) return word;
  const at = pick(random, spots);
  return word.slice(0, at) + ACCENTED[word[at]!] + word.slice(at + 1);
}

/** A word of the generated titles: es (often with an accent), en, a franchise name, or an edition word. */
function titleWord(random: Random): string {
  return weighted(random, [
    [() => pick(random, TITLE_WORD_PAIRS)[0], 40],
    [() => pick(random, TITLE_WORD_PAIRS)[1], 40],
    [() => pick(random, TITLE_NAMES), 15],
    [() => pick(random, TITLE_SUFFIXES)[random() < 0.5 ? 0 : 1].split(' ')[0]!, 5],
  ] as const)();
}

/** How a shopper types a word: as is, lower case, upper case, accents dropped or added, a typo, a prefix. */
function typed(random: Random, word: string): string {
  return weighted(random, [
    [() => word, 15],
    [() => word.toLowerCase(), 20],
    [() => word.toUpperCase(), 8],
    [() => stripAccents(word).toLowerCase(), 15],
    [() => addAccent(random, stripAccents(word).toLowerCase()), 7],
    [() => typo(random, word.toLowerCase()), 25],
    [() => word.toLowerCase().slice(0, Math.max(3, Math.ceil(word.length * 0.6))), 10],
  ] as const)();
}

/** (b) Title searches: one or two words (es/en/names), typed variously, sometimes with a filter, a sort or page 2. */
export function titleSearchPaths(count: number, seed = 23): string[] {
  const random = seededRandom(seed);
  return distinct(count, () => {
    const words = random() < 0.25 ? [titleWord(random), titleWord(random)] : [titleWord(random)];
    const params: Params = [['title', words.map((word) => typed(random, word)).join(' ')]];
    if (random() < 0.25) addRandomFilter(random, params, pick(random, ['platform', 'type', 'category', 'genre', 'max_price'] as const));
    if (random() < 0.15) params.push(['orderby', pick(random, SORT_ORDERS)]);
    if (random() < 0.1) params.push(['page', '2']);
    return toPath('/api/search', params);
  });
}

/** (c) getProduct by distinct random ids of the generated catalogue. */
export function productPaths(count: number, firstId: number, lastId: number, seed = 37): string[] {
  const random = seededRandom(seed);
  return distinct(Math.min(count, lastId - firstId + 1), () => `/api/getProduct?id=${int(random, firstId, lastId)}`);
}

/** The query object the server's validator hands to the schema: a repeated parameter becomes an array. */
export function queryObject(path: string): Record<string, string | string[]> {
  const search = new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?') + 1) : '');
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    result[key] = values.length === 1 ? values[0]! : values;
  }
  return result;
}
