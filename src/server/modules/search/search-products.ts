/**
 * search (§2 Search, §7, decision 29): filters AND-ed together, values of one filter OR-ed; 12 a page.
 *
 * Title matching (docs/decisions/0001): the shopper's words are normalised like `search_title`
 * (lower case, accents removed; es and en titles both live in it). Each word must appear in the title,
 * either as typed (a substring: "drag" finds "Dragon") or, when no title word contains it, as a title
 * word one typo away (two edits for words of six letters or more, so a swap of two letters counts as one
 * typo), found in the `search_words` dictionary.
 * Every test is a LIKE served by the GIN trigram index on search_title.
 */
import type { ProductSummary } from '../../../shared/contracts/common.js';
import type { SearchQuery } from '../../../shared/contracts/search.js';
import { SEARCH_PAGE_SIZE } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from '../catalog/product-rows.js';

const ORDERS = {
  newest: 'p.release_date desc, p.id desc',
  price_low: 'p.pvp_cents asc, p.id asc',
  price_high: 'p.pvp_cents desc, p.id desc',
  rating: 'p.rating desc nulls last, p.id desc',
} as const;

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

/** Builds the SQL for a search; the statement name depends only on the shape, so PostgreSQL prepares each shape once. */
export function buildSearchStatement(query: SearchQuery, title?: { phrase: string; words: TitleWord[] }): SearchStatement {
  const params: unknown[] = [];
  const where: string[] = [];
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
      where.push(condition.replace('%', param(values)));
      shape.push(key);
    }
  }
  if (query.max_price !== undefined) {
    where.push(`p.pvp_cents <= ${param(query.max_price * 100)}`);
    shape.push('max');
  }
  let order: string = ORDERS[query.orderby ?? 'newest'];
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
      // Relevance: the whole phrase, then how many words matched as typed, then the shortest title.
      const phrase = `(p.search_title like ${param(`%${likeEscape(title.phrase)}%`)})`;
      order = `${phrase} desc, (${exactTests.map((test) => `(${test})::int`).join(' + ')}) desc, length(p.search_title), p.id desc`;
    }
  }
  const page = query.page ?? 1;
  const limit = param(SEARCH_PAGE_SIZE);
  const offset = param((page - 1) * SEARCH_PAGE_SIZE);
  const text = `select ${SUMMARY_COLUMNS} from products p
    ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
    order by ${order} limit ${limit} offset ${offset}`;
  const sort = query.orderby ?? (title ? 'relevance' : 'newest');
  return { text, params, name: `search.${shape.join('-') || 'all'}.${sort}` };
}

export async function searchProducts(database: Database, query: SearchQuery): Promise<ProductSummary[]> {
  const title = query.title ? await analyseTitle(database, query.title) : undefined;
  const statement = buildSearchStatement(query, title);
  const rows = await database.query<SummaryRow>(statement.text, statement.params, statement.name);
  return rows.map(toSummary);
}
