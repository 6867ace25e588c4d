/**
 * search (§2 Search, §7, decision 29): filters AND-ed together, values of one filter OR-ed; 12 a page.
 *
 * Title matching (docs/decisions/0001): the shopper's words are normalised like `search_title`
 * (lower case, accents removed; es and en titles both live in it). Each word must appear in the title,
 * either as typed (a substring: "drag" finds "Dragon") or, when no title word contains it, as a title
 * word one typo away (two edits for words of six letters or more, so a swap of two letters counts as one
 * typo), found in the `search_words` dictionary.
 * Every test is a LIKE served by the GIN trigram index on search_title.
 *
 * Speed (docs/decisions/0006): a page's ids come from an index-only walk of a covering index in the sort
 * order (filters tested in the index), or from an index-only scan of one platform's or category's entries
 * (for a title, the trigram bitmap) and a small sort; only the page's rows are read from the table.
 * Relevance is rewritten as groups sorted by title length where that gives the same order, so common
 * words need no sort of every match.
 */
import type { ProductSummary } from '../../../shared/contracts/common.js';
import type { SearchQuery } from '../../../shared/contracts/search.js';
import { REGIONS, SEARCH_PAGE_SIZE } from '../../../shared/constants.js';
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

/** Escapes LIKE wildcards so a shopper's "%" or "_" matches itself. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface TitleWord {
  word: string;
  /** Dictionary words one typo away, when no title contains `word` itself. */
  corrections: string[];
}

/** Normalises a title query like search_title, splits it into words and finds their corrections. */
export const ANALYSE_TITLE_SQL = `with q as (select lower(pk_unaccent($1)) as phrase),
          words as (
            select w.word, w.n from q, regexp_split_to_table(q.phrase, '[^[:alnum:]]+') with ordinality as w(word, n)
             where w.word <> '' order by w.n limit $2)
     select q.phrase, words.word,
            case when length(words.word) >= 4
                  and not exists (select 1 from search_words d where d.word like '%' || words.word || '%')
              then array(
                select d.word from search_words d
                 where length(d.word) between length(words.word) - 2 and length(words.word) + 2
                   and levenshtein_less_equal(d.word, words.word, 2) <= case when length(words.word) >= 6 then 2 else 1 end
                 order by levenshtein_less_equal(d.word, words.word, 2), d.word limit $3)
            end as corrections
       from q left join words on true order by words.n`;

export const analyseTitleParams = (title: string) => [title, MAX_TITLE_WORDS, MAX_CORRECTIONS];

/** Runs ANALYSE_TITLE_SQL: the normalised phrase and each word with its corrections. */
export async function analyseTitle(database: Database, title: string): Promise<{ phrase: string; words: TitleWord[] }> {
  const rows = await database.query<{ phrase: string; word: string | null; corrections: string[] | null }>(
    ANALYSE_TITLE_SQL, analyseTitleParams(title), 'search.analyse-title');
  return {
    phrase: rows[0]?.phrase ?? '',
    words: rows.filter((row) => row.word !== null).map((row) => ({ word: row.word!, corrections: row.corrections ?? [] })),
  };
}

export interface SearchStatement { text: string; params: unknown[]; name: string }

/**
 * A region filter also keeps GLOBAL keys, which activate in every region (docs/decisions/0024). Only the
 * array handed to the same `regions && $n` test grows, so the statement, its shape and its index-only plan
 * stay as they were (decision 0006).
 */
export function withGlobalKeys(regions: readonly string[]): string[] {
  return regions.includes(GLOBAL_REGION) ? [...regions] : [...regions, GLOBAL_REGION];
}

/** Builds the SQL for a search; the statement name depends only on the shape, so PostgreSQL prepares each shape once. */
export function buildSearchStatement(query: SearchQuery, title?: { phrase: string; words: TitleWord[] }): SearchStatement {
  const params: unknown[] = [];
  // Hidden products (back office) are off the storefront; the covering indexes are partial on this test.
  const where: string[] = ['not p.hidden'];
  const shape: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const filters: [keyof SearchQuery, string][] = [
    ['type', 'p.type = any(%::text[])'],
    ['platform', 'p.platform = any(%::text[])'],
    ['category', 'p.category = any(%::text[])'],
    ['genre', 'p.genres && %::text[]'],
    ['region', 'p.regions && %::text[]'],
  ];
  for (const [key, condition] of filters) {
    const values = query[key];
    if (Array.isArray(values) && values.length > 0) {
      where.push(condition.replace('%', param(key === 'region' ? withGlobalKeys(values) : values)));
      shape.push(key);
    }
  }
  if (query.max_price !== undefined) {
    where.push(`p.pvp_cents <= ${param(query.max_price * 100)}`);
    shape.push('max');
  }
  // The order: a sort key (a column or expression, selected as `key`) then id, within groups of rows tested
  // in turn (all rows in one group unless relevance needs more); or, for relevance in general, an
  // expression of the title tests that only a sort of every match can serve.
  const sorting = ORDERS[query.orderby ?? 'newest'];
  let keyed: KeyedOrder | undefined = { key: `p.${sorting.column}`, order: sorting.order };
  /** Set for relevance by title length in groups: the tests of the groups before the last (rows passing none). */
  let groups: string[] | undefined;
  let relevance = '';
  if (title && title.words.length === 0) {
    // Only punctuation: nothing can match.
    where.push('false');
    shape.push('title0');
  } else if (title) {
    const exactTests: string[] = [];
    for (const { word, corrections } of title.words) {
      const exact = `p.search_title like ${param(`%${likeEscape(word)}%`)}`;
      exactTests.push(exact);
      const alternatives = corrections.map((correction) => `p.search_title like ${param(`%${likeEscape(correction)}%`)}`);
      where.push(alternatives.length > 0 ? `(${[exact, ...alternatives].join(' or ')})` : exact);
      shape.push(`w${alternatives.length}`);
    }
    if (!query.orderby) {
      // Relevance (decision 29): the whole phrase, then how many words matched as typed, then the shortest
      // title, then id. Two common cases need no sort of every match, so an index can walk the order:
      const single = title.words.length === 1 && title.phrase === title.words[0]!.word;
      const corrected = title.words.some((word) => word.corrections.length > 0);
      const phrase = () => `p.search_title like ${param(`%${likeEscape(title.phrase)}%`)}`;
      if (single || !corrected) {
        // - one word that is the whole query: the phrase test is the word's own test, so the matches as typed
        //   come first and then those through a correction, each group shortest title first;
        // - no word corrected: every match has every word as typed, so the phrase matches come first, then
        //   the rest, each group shortest title first.
        // The title covering index (migration 0006) walks length(search_title), id within each group.
        // When the filters already imply the first group's test (the query's one word, uncorrected), there
        // is one group: a plain order on that key.
        if (single && !corrected) {
          keyed = { key: 'length(p.search_title)', order: (key, id) => `${key}, ${id} desc` };
          shape.push('plain');
        } else {
          groups = [phrase()];
          keyed = undefined;
          shape.push('grouped');
        }
      } else {
        relevance = `(${phrase()}) desc, (${exactTests.map((test) => `(${test})::int`).join(' + ')}) desc, length(p.search_title), p.id desc`;
        keyed = undefined;
      }
    }
  }
  const page = query.page ?? 1;
  const limit = param(SEARCH_PAGE_SIZE);
  const offset = param((page - 1) * SEARCH_PAGE_SIZE);
  const conditions = (more: string[]) => (where.length + more.length > 0 ? `where ${[...where, ...more].join(' and ')}` : '');
  // With a sort key, the page's ids come first from the ordered walk of a covering index (migrations
  // 0005-0007: the sort key, id and every filter column), filters tested in an index-only scan, or from an
  // index-only scan of one platform's or category's entries (for a title, the trigram bitmap) and a small
  // sort; only the page's 12 rows are then read from the table.
  let text: string;
  if (groups) {
    // Group g holds the rows passing its test and none of the earlier ones; each group's first page+offset
    // rows in order suffice to cut the page from their concatenation. Each group is planned on its own:
    // a walk of the title covering index (shortest titles first, filters tested in the index) for a common
    // word, the trigram bitmap and a small sort for a rare one.
    const enough = param(page * SEARCH_PAGE_SIZE);
    const tests = [...groups, 'true'];
    const parts = tests.map((test, g) => {
      const tested = conditions([...tests.slice(0, g).map((earlier) => `not (${earlier})`), ...(test === 'true' ? [] : [test])]);
      return `(select p.id, ${g} as g, length(p.search_title) as key from products p ${tested}
          order by length(p.search_title), p.id desc limit ${enough})`;
    });
    text = `select ${SUMMARY_COLUMNS} from (
        select u.id, u.g, u.key from (${parts.join(' union all ')}) u
         order by u.g, u.key, u.id desc limit ${limit} offset ${offset}
      ) k join products p on p.id = k.id order by k.g, k.key, k.id desc`;
  } else if (keyed) {
    text = `select ${SUMMARY_COLUMNS} from (
        select p.id, ${keyed.key} as key from products p ${conditions([])} order by ${keyed.order(keyed.key, 'p.id')} limit ${limit} offset ${offset}
      ) k join products p on p.id = k.id order by ${keyed.order('k.key', 'k.id')}`;
  } else {
    text = `select ${SUMMARY_COLUMNS} from products p ${conditions([])} order by ${relevance} limit ${limit} offset ${offset}`;
  }
  const sort = query.orderby ?? (title ? 'relevance' : 'newest');
  return { text, params, name: `search.${shape.join('-') || 'all'}.${sort}` };
}

export async function searchProducts(database: Database, query: SearchQuery): Promise<ProductSummary[]> {
  const title = query.title ? await analyseTitle(database, query.title) : undefined;
  const statement = buildSearchStatement(query, title);
  const rows = await database.query<SummaryRow>(statement.text, statement.params, statement.name);
  return rows.map(toSummary);
}
