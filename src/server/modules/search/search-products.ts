/**
 * search (§2 Search, §7, decision 29): filters AND-ed together, values of one filter OR-ed; 12 a page.
 *
 * Title matching (docs/decisions/0001): the shopper's words are normalised like `search_title`
 * (lower case, accents removed; es and en titles both live in it). Each word must appear in the title,
 * either as typed (a substring: "drag" finds "Dragon") or, when no title word contains it, as a title
 * word one typo away (two edits for words of six letters or more, so a swap of two letters counts as one
 * typo), found in the `search_words` dictionary.
 * Every test is a LIKE on the title, served by the GIN trigram index on search_title, except in a walk of the word
 * index (below), which tests it on the index's copy of the title.
 *
 * Speed (docs/decisions/0006): a page's ids come from an index-only walk of a covering index in the sort
 * order (filters tested in the index), or from an index-only scan of one platform's or category's entries
 * (for a title, the trigram bitmap) and a small sort; only the page's rows are read from the table.
 * Relevance is rewritten as at most two groups sorted by title length, which gives the same order, so common
 * words need no sort of every match; and the walk in title length order starts at the shortest title the
 * words can be in, which the dictionary keeps (docs/decisions/0030). A word held by few
 * dictionary words walks the word index instead, the titles of each dictionary word holding it, shortest first
 * (docs/decisions/0043), testing the query's other words and its filters on the index's copies (docs/decisions/0046,
 * 0048); of two such words, the one in fewest titles (docs/decisions/0049). A sorted search with more to test than
 * that word reads all its titles there and sorts those that pass (docs/decisions/0050).
 * A title searched again reuses its analysis while the dictionary is unchanged, checked in the search's own statement
 * (docs/decisions/0045).
 */
import type { ProductSummary } from '../../../shared/contracts/common.js';
import type { SearchQuery } from '../../../shared/contracts/search.js';
import { CATEGORIES, PLATFORMS, PRODUCT_TYPES, REGIONS, SEARCH_PAGE_SIZE } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from '../catalog/product-rows.js';

const GLOBAL_REGION: (typeof REGIONS)[number] = 'GLOBAL';

/** Sort orders (decision 29): the column sorted on, and the ORDER BY given that key and the id. */
const ORDERS = {
  newest: { column: 'release_date', order: (key: string, id: string) => `${key} desc, ${id} desc` },
  price_low: { column: 'pvp_cents', order: (key: string, id: string) => `${key} asc, ${id} asc` },
  price_high: { column: 'pvp_cents', order: (key: string, id: string) => `${key} desc, ${id} desc` },
  rating: { column: 'rating', order: (key: string, id: string) => `${key} desc nulls last, ${id} desc` },
} as const;

/** An order on one sort key (a column or expression of products `p`) and then the id. */
interface KeyedOrder { key: string; order: (key: string, id: string) => string }

/** At most this many words of a title query are matched (the rest are ignored). */
const MAX_TITLE_WORDS = 6;
/** At most this many dictionary corrections per misspelt word. */
const MAX_CORRECTIONS = 4;
/**
 * A title search walks the word index when at most this many dictionary words hold one of its words (decisions 0043,
 * 0046, 0050): a walk each, of a page of titles (all of them, sorted). A fragment held by more ("the", "ion", "e") is
 * common in titles, and the walk of a covering index finds its page sooner.
 */
export const MAX_WALKED_WORDS = 8;
/**
 * The analysis counts the titles of each word a walk could take up to this many (an index-only count, once per
 * analysis): a relevance search walks the word in fewest (decision 0049), a sorted one reads all of a word's titles
 * only when they are fewer (decision 0050).
 */
export const MAX_COUNTED_TITLES = 4_000;

/** Escapes LIKE wildcards so a shopper's "%" or "_" matches itself. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface TitleWord {
  word: string;
  /** Dictionary words one typo away, when no title contains `word` itself. */
  corrections: string[];
  /**
   * No title this word can match (as typed, or through a correction) is shorter than this (decision 0030), or
   * null when no dictionary word holds it, and so no title.
   */
  shortest: number | null;
  /**
   * How many dictionary words hold the word (or, misspelt, one of its corrections): a search walks the titles of each
   * for one of its words (decisions 0043, 0046, 0049).
   */
  holders: number;
  /**
   * How many storefront titles the walk of this word would read (those of the dictionary words holding it), up to
   * MAX_COUNTED_TITLES; null when no walk can take it (decisions 0049, 0050).
   */
  titles: number | null;
}

/**
 * Normalises a title query like search_title, splits it into words and finds their corrections and the shortest
 * title each can match. A word sits, in any title holding it, inside one of the title's words, and every title word
 * is in the dictionary (migrations 0004 and 0031, words never removed): so
 * when no dictionary word holds it no title does, and the least `shortest_title` of the dictionary words
 * holding it (or, for a misspelt word, its corrections) bounds the titles it matches. A word whose figure is
 * not known (none yet) counts as its own length, which no title holding it is under.
 * It also counts the titles of each word a walk could take (decisions 0049, 0050).
 * The SQL is the function `pk_analyse_title` (migrations 0023, 0031), which plans it once per session (decision 0034).
 */
export const ANALYSE_TITLE_SQL = 'select phrase, word, corrections, shortest, holders, titles, pg_current_snapshot()::text as snapshot from pk_analyse_title($1, $2, $3, $4, $5)';

export const analyseTitleParams = (title: string) => [title, MAX_TITLE_WORDS, MAX_CORRECTIONS, MAX_WALKED_WORDS, MAX_COUNTED_TITLES];

/** A title's analysis: the normalised phrase and its words, read from the dictionary as it was in `snapshot`. */
export interface TitleAnalysis { phrase: string; words: TitleWord[]; snapshot: string | null }

/**
 * Runs ANALYSE_TITLE_SQL: the normalised phrase and each word with its corrections and shortest title, and the
 * snapshot they were read in (pk_analyse_title is STABLE: it reads in its statement's snapshot).
 */
export async function analyseTitle(database: Database, title: string): Promise<TitleAnalysis> {
  const rows = await database.query<{ phrase: string; word: string | null; corrections: string[] | null; shortest: number | null; holders: number | null; titles: number | null; snapshot: string }>(
    ANALYSE_TITLE_SQL, analyseTitleParams(title), 'search.analyse-title');
  return {
    snapshot: rows[0]?.snapshot ?? null,
    phrase: rows[0]?.phrase ?? '',
    words: rows.filter((row) => row.word !== null)
      .map((row) => ({ word: row.word!, corrections: row.corrections ?? [], shortest: row.shortest, holders: row.holders ?? 0, titles: row.titles })),
  };
}

export interface SearchStatement { text: string; params: unknown[]; name: string }

/** What a title must hold for a word: the word as typed, or, misspelt, one of its corrections. */
const lookedFor = ({ word, corrections }: Pick<TitleWord, 'word' | 'corrections'>) => (corrections.length > 0 ? corrections : [word]);

/**
 * A region filter also keeps GLOBAL keys, which activate in every region (docs/decisions/0024). Only the
 * array handed to the same `regions && $n` test grows, so the statement, its shape and its index-only plan
 * stay as they were (decision 0006).
 */
export function withGlobalKeys(regions: readonly string[]): string[] {
  return regions.includes(GLOBAL_REGION) ? [...regions] : [...regions, GLOBAL_REGION];
}

/** The filters a search may have, each a list of values OR-ed together. */
type FilterKey = 'type' | 'platform' | 'category' | 'genre' | 'region';

/** A filter's values as the statement tests them (a region also keeps GLOBAL keys), or null when it is not given. */
function filterValues(query: SearchQuery, key: FilterKey): string[] | null {
  const values = query[key];
  if (!values || values.length === 0) return null;
  return key === 'region' ? withGlobalKeys(values) : [...values];
}

/** The filters of a walk function's parameters, in their order: types, platforms, categories, genres, regions, price. */
const walkFilters = (query: SearchQuery) => [
  ...(['type', 'platform', 'category', 'genre', 'region'] as const).map((key) => filterValues(query, key)),
  query.max_price === undefined ? null : query.max_price * 100,
];

/** Each word's LIKE patterns: the word as typed, or, misspelt, its corrections. */
const wordPatterns = (title: Pick<TitleAnalysis, 'words'>) =>
  title.words.map((word) => lookedFor(word).map((looked) => `%${likeEscape(looked)}%`));

/**
 * Every word must be in the title, so no title shorter than the longest of the words' own bounds matches (decision
 * 0030): a walk in title length order starts there.
 */
const shortestOf = (title: Pick<TitleAnalysis, 'words'>) => Math.max(0, ...title.words.map((word) => word.shortest ?? 0));

/**
 * Whether relevance (decision 29) ranks the titles holding the whole phrase first. It does not need to when a word is
 * misspelt (no match holds it as typed, so none holds the phrase either, and every other word is required as typed:
 * all matches tie on the phrase and the words as typed) or when the query is one word (every match holds the phrase).
 * Otherwise every match has every word as typed, and the phrase's matches come first.
 */
const ranksByPhrase = (title: Pick<TitleAnalysis, 'phrase' | 'words'>) =>
  !title.words.some((word) => word.corrections.length > 0) && !(title.words.length === 1 && title.phrase === title.words[0]!.word);

/**
 * The phrase's LIKE pattern and the shortest title holding it: at least as long as the phrase (in characters, as
 * PostgreSQL's length counts them), and as `shortest`, the bound of every word.
 */
const phraseOf = (title: Pick<TitleAnalysis, 'phrase'>, shortest: number) =>
  ({ pattern: `%${likeEscape(title.phrase)}%`, length: Math.max(shortest, [...title.phrase].length) });

/**
 * The word of a title search a walk of the word index takes, or undefined when none can be walked (see chooseWalk).
 */
function walkedWord(title: Pick<TitleAnalysis, 'words'>): { word: TitleWord; index: number } | undefined {
  if (title.words.length === 0 || title.words.length > MAX_TITLE_WORDS) return undefined;
  return title.words.map((word, index) => ({ word, index }))
    .filter(({ word }) => word.holders <= MAX_WALKED_WORDS)
    .sort((a, b) => (a.word.titles ?? Infinity) - (b.word.titles ?? Infinity) || a.word.holders - b.word.holders
      || [...b.word.word].length - [...a.word.word].length)[0];
}

/**
 * A relevance search with a word held by few dictionary words (as typed, or through its corrections) walks the word
 * index (decisions 0043, 0046, 0051): the dictionary holds every title word, so a word is held by a title exactly when
 * one of the title's words holds it, the titles holding it are those of the few dictionary words holding it, and every
 * match holds it. The one in fewest titles is walked (decision 0049), then the one held by fewest dictionary words,
 * then the longest. Undefined when no word can be walked, or the search is sorted otherwise.
 */
function chooseWalk(query: SearchQuery, title: Pick<TitleAnalysis, 'phrase' | 'words'> | undefined): Omit<WalkArguments, 'page'> | undefined {
  if (query.orderby || !title) return undefined;
  const walked = walkedWord(title);
  if (!walked) return undefined;
  const patterns = wordPatterns(title);
  const shortest = shortestOf(title);
  return {
    holding: patterns[walked.index]!,
    others: patterns.filter((_, index) => index !== walked.index),
    bound: shortest,
    phrase: ranksByPhrase(title) ? phraseOf(title, shortest) : null,
  };
}

/**
 * Builds the SQL for a search; the statement name depends only on the shape, so PostgreSQL prepares each shape once.
 * `keptSince`: the title's analysis was kept from an earlier search, read in this snapshot; the statement then fails
 * with DICTIONARY_CHANGED when the dictionary it sees has changed since (migration 0027, decision 0045).
 */
export function buildSearchStatement(query: SearchQuery, title?: Pick<TitleAnalysis, 'phrase' | 'words'>, keptSince?: string): SearchStatement {
  const walk = chooseWalk(query, title);
  if (walk) return walkStatement(query, { ...walk, page: query.page ?? 1 }, keptSince);
  const sortedWalk = chooseSortedWalk(query, title);
  if (sortedWalk) return sortedWalkStatement(query, sortedWalk, keptSince);
  const params: unknown[] = [];
  // Hidden products (back office) are off the storefront; the covering indexes are partial on this test.
  const where: string[] = ['not p.hidden'];
  const shape: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters: [FilterKey, string][] = [
    ['type', 'p.type = any(%::text[])'],
    ['platform', 'p.platform = any(%::text[])'],
    ['category', 'p.category = any(%::text[])'],
    ['genre', 'p.genres && %::text[]'],
    ['region', 'p.regions && %::text[]'],
  ];
  for (const [key, condition] of filters) {
    const values = filterValues(query, key);
    if (values) {
      where.push(condition.replace('%', param(values)));
      shape.push(key);
    }
  }
  if (query.max_price !== undefined) {
    where.push(`p.pvp_cents <= ${param(query.max_price * 100)}`);
    shape.push('max');
  }
  // The order: a sort key (a column or expression, selected as `key`) then id, within groups of rows tested
  // in turn (all rows in one group unless relevance needs more).
  const sorting = ORDERS[query.orderby ?? 'newest'];
  let keyed: KeyedOrder = { key: `p.${sorting.column}`, order: sorting.order };
  /** The title's words' tests: in `where`, except in relevance groups (below). */
  const wordTests: string[] = [];
  /**
   * Set for relevance by title length in two groups: each group's tests (beside the filters), the titles holding
   * the whole phrase first, then those holding every word but not the phrase.
   */
  let groups: [string[], string[]] | undefined;
  if (title && title.words.length === 0) {
    // Only punctuation: nothing can match.
    where.push('false');
    shape.push('title0');
  } else if (title) {
    const patterns = wordPatterns(title);
    for (const [index, { corrections }] of title.words.entries()) {
      // A misspelt word is matched through its corrections alone: it was corrected because no title holds it
      // as typed (see ANALYSE_TITLE_SQL), so its own test could only ever be false.
      const alternatives = patterns[index]!.map((pattern) => `p.search_title like ${param(pattern)}`);
      wordTests.push(alternatives.length > 1 ? `(${alternatives.join(' or ')})` : alternatives[0]!);
      shape.push(corrections.length > 0 ? `c${corrections.length}` : 'w');
    }
    const shortest = shortestOf(title);
    const bound = `length(p.search_title) >= ${param(shortest)}`;
    if (!query.orderby) {
      // Relevance (decision 29): the whole phrase, then how many words matched as typed, then the shortest title, then
      // id. No sort of every match is needed, so an index can walk the order (see ranksByPhrase): one group shortest
      // title first, or two, the titles holding the phrase and then the rest. The title covering index (migration 0006)
      // walks length(search_title), id within each group. (A search with a word the word index can walk took
      // walkStatement's way above.)
      if (!ranksByPhrase(title)) {
        keyed = { key: 'length(p.search_title)', order: (key, id) => `${key}, ${id} desc` };
        shape.push('plain');
      } else {
        // A title holding the phrase holds each of its words (they are its pieces), so the phrase's group does not
        // test them again: each LIKE is one more estimate to plan (PostgreSQL reads and matches the title's
        // statistics for each), for nothing. Such a title is also at least as long as the phrase.
        const phrase = phraseOf(title, shortest);
        const holds = `p.search_title like ${param(phrase.pattern)}`;
        groups = [[holds, `length(p.search_title) >= ${param(phrase.length)}`], [...wordTests, bound, `not (${holds})`]];
        shape.push('grouped');
      }
    }
    if (!groups) where.push(...wordTests, bound);
  }
  const page = query.page ?? 1;
  const limit = param(SEARCH_PAGE_SIZE);
  const offset = param((page - 1) * SEARCH_PAGE_SIZE);
  const conditions = (more: string[]) => (where.length + more.length > 0 ? `where ${[...where, ...more].join(' and ')}` : '');
  // With a sort key, the page's ids come first from the ordered walk of a covering index (migrations
  // 0005-0007: the sort key, id and every filter column), filters tested in an index-only scan, or from an
  // index-only scan of one platform's or category's entries (for a title, the trigram bitmap) and a small
  // sort; only the page's 12 rows are then read from the table. (A sorted title search with more to test than a word
  // the word index can walk took sortedWalkStatement's way above.)
  // A gate the planner evaluates once, before the rest (its argument is a parameter, its function STABLE).
  const kept = keptSince === undefined ? '' : ` where pk_dictionary_as_of(${param(keptSince)}::pg_snapshot)`;
  if (keptSince !== undefined) shape.push('kept');
  const enough = groups ? param(page * SEARCH_PAGE_SIZE) : '';
  let text: string;
  if (groups) {
    // Each group's first page+offset rows in order suffice to cut the page from their concatenation. Each group
    // is planned on its own: a walk of the title covering index (shortest titles first, filters tested in the
    // index) for common words, the trigram bitmap and a small sort for rare ones.
    const parts = groups.map((tests, g) => `(select p.id, ${g} as g, length(p.search_title) as key from products p ${conditions(tests)}
          order by length(p.search_title), p.id desc limit ${enough})`);
    text = `select ${SUMMARY_COLUMNS} from (
        select u.id, u.g, u.key from (${parts.join(' union all ')}) u
         order by u.g, u.key, u.id desc limit ${limit} offset ${offset}
      ) k join products p on p.id = k.id${kept} order by k.g, k.key, k.id desc`;
  } else {
    text = `select ${SUMMARY_COLUMNS} from (
        select p.id, ${keyed.key} as key from products p ${conditions([])} order by ${keyed.order(keyed.key, 'p.id')} limit ${limit} offset ${offset}
      ) k join products p on p.id = k.id${kept} order by ${keyed.order('k.key', 'k.id')}`;
  }
  const sort = query.orderby ?? (title ? 'relevance' : 'newest');
  return { text, params, name: `search.${shape.join('-') || 'all'}.${sort}` };
}

/** What a walk of the word index is given (decisions 0043, 0046): patterns of LIKE, each word's alternatives. */
interface WalkArguments {
  /** The walked word's: the dictionary words holding one of them are walked. */
  holding: string[];
  /** The other words', each an array of alternatives, at most MAX_TITLE_WORDS - 1. */
  others: string[][];
  /** The shortest title every word can be in (decision 0030). */
  bound: number;
  /** The phrase's pattern and the shortest title holding it, when relevance ranks its titles first. */
  phrase: { pattern: string; length: number } | null;
  page: number;
}

/**
 * A relevance page from the word index: for each dictionary word holding the walked word, its first page+offset titles
 * of each group (the phrase's, then the others'), filters and the other words tested, suffice: a title on the page is
 * among the first of every word it holds. A title holding two such words comes twice, hence the grouping. The other
 * words and the filters are tested on the index's copies of the title and the filtered columns: no product is read
 * but the page's (decisions 0046, 0048). The walk is pk_walk_titles (migrations 0029, 0030), which PostgreSQL plans
 * once per session: its plan does not depend on the words (decision 0047). A null filter is not applied.
 */
function walkStatement(query: SearchQuery, walk: WalkArguments, keptSince?: string): SearchStatement {
  const params: unknown[] = [
    walk.holding, walk.phrase?.pattern ?? null, walk.phrase?.length ?? null, walk.bound, ...otherWords(walk.others),
    ...walkFilters(query),
    walk.page * SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE, (walk.page - 1) * SEARCH_PAGE_SIZE,
  ];
  return walkCall('pk_walk_titles', params, 'k', 'k.g, k.key, k.id desc', 'walk', 'relevance', keptSince);
}

/** The other words of a walk, each an array of alternatives, as the walk functions' o1…o5 (null when there is none). */
const otherWords = (others: string[][]) => Array.from({ length: MAX_TITLE_WORDS - 1 }, (_, index) => others[index] ?? null);

/**
 * A page of a walk function (`fn` called on `params`, its rows `rows`) joined to its products, in `order`; with the
 * gate of a kept analysis (decision 0045), which the planner evaluates once, before the walk.
 */
function walkCall(fn: string, params: unknown[], rows: string, order: string, kind: string, sort: string, keptSince?: string): SearchStatement {
  const call = `${fn}(${params.map((_, index) => `$${index + 1}`).join(', ')})`;
  const kept = keptSince === undefined ? '' : ` where pk_dictionary_as_of($${params.push(keptSince)}::pg_snapshot)`;
  return {
    text: `select ${SUMMARY_COLUMNS} from ${call} ${rows} join products p on p.id = k.id${kept} order by ${order}`,
    params, name: `search.${kind}${keptSince === undefined ? '' : '-kept'}.${sort}`,
  };
}

/**
 * A sorted title search (decision 0050) reads every title of the word a walk would take from the word index, when that
 * word is in fewer than MAX_COUNTED_TITLES and the search has more to test than the word (another word, or a type,
 * platform, category or price filter, which the index holds): what passes is then a fraction of the word's titles,
 * sorted at once. Otherwise a walk of the covering index in the sort order, testing the title, finds its page soonest.
 * Returns the walked word's patterns and the others', or undefined.
 */
function chooseSortedWalk(query: SearchQuery, title: Pick<TitleAnalysis, 'words'> | undefined): { holding: string[]; others: string[][] } | undefined {
  if (!query.orderby || !title) return undefined;
  const walked = walkedWord(title);
  if (!walked || walked.word.titles === null || walked.word.titles >= MAX_COUNTED_TITLES) return undefined;
  // A filter listing every value (`type=game,subscription`) passes every title: nothing more to test.
  const narrows = (key: FilterKey, all: readonly string[]) => new Set(filterValues(query, key) ?? all).size < all.length;
  const filtered = narrows('type', PRODUCT_TYPES) || narrows('platform', PLATFORMS) || narrows('category', CATEGORIES) || query.max_price !== undefined;
  if (title.words.length === 1 && !filtered) return undefined;
  const patterns = wordPatterns(title);
  return { holding: patterns[walked.index]!, others: patterns.filter((_, index) => index !== walked.index) };
}

/**
 * A sorted page from the word index: pk_walk_sorted (migration 0031), planned once per session as pk_walk_titles is
 * (decision 0047), returns the page's ids in order; the products are read for them alone.
 */
function sortedWalkStatement(query: SearchQuery, walk: { holding: string[]; others: string[][] }, keptSince?: string): SearchStatement {
  const page = query.page ?? 1;
  const params: unknown[] = [
    walk.holding, ...otherWords(walk.others),
    ...walkFilters(query),
    query.orderby, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE,
  ];
  // One statement for the four orders: the order is a parameter.
  return walkCall('pk_walk_sorted', params, 'with ordinality k(id, n)', 'k.n', 'sorted-walk', 'sorted', keptSince);
}

/**
 * At most this many titles' analyses are kept per database, the least recently searched let go first: about 500 bytes
 * each, so about 5 MB when full (decision 0049: with 1,000, about 29 % of the benchmark's searches of 1,263 distinct titles
 * found their analysis let go and made it again).
 */
const KEPT_ANALYSES = 10_000;
/** The SQLSTATE of pk_dictionary_as_of: the dictionary changed since a kept analysis was read (migration 0027). */
const DICTIONARY_CHANGED = 'PKD01';
/** Each database's kept analyses, by the title as the shopper sent it (decision 0045). */
const keptAnalyses = new WeakMap<Database, Map<string, TitleAnalysis>>();

const isDictionaryChanged = (error: unknown) => (error as { code?: unknown } | null)?.code === DICTIONARY_CHANGED;

/** Keeps an analysis as the most recently used (the first in the map is the first let go), within the bound. */
function keep(kept: Map<string, TitleAnalysis>, title: string, analysis: TitleAnalysis): void {
  kept.delete(title);
  kept.set(title, analysis);
  while (kept.size > KEPT_ANALYSES) kept.delete(kept.keys().next().value!);
}

/**
 * A title search reuses the analysis kept from an earlier search of the same title, in one statement that checks the
 * dictionary has not changed since (decision 0045); if it has, or none is kept, it analyses the title and keeps that.
 */
export async function searchProducts(database: Database, query: SearchQuery): Promise<ProductSummary[]> {
  const run = async (statement: SearchStatement) => (await database.query<SummaryRow>(statement.text, statement.params, statement.name)).map(toSummary);
  if (!query.title) return run(buildSearchStatement(query));
  let kept = keptAnalyses.get(database);
  const known = kept?.get(query.title);
  if (known?.snapshot) {
    try {
      const results = await run(buildSearchStatement(query, known, known.snapshot));
      // Unless another request let it go or replaced it meanwhile.
      if (kept!.get(query.title) === known) keep(kept!, query.title, known);
      return results;
    } catch (error) {
      if (!isDictionaryChanged(error)) throw error;
    }
  }
  const title = await analyseTitle(database, query.title);
  if (!kept) keptAnalyses.set(database, (kept = new Map()));
  if (title.snapshot) keep(kept, query.title, title);
  else kept.delete(query.title);
  return run(buildSearchStatement(query, title));
}
