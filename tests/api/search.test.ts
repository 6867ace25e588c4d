import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, GENRES, MAX_PRICE_VALUES, PLATFORMS, REGIONS, SEARCH_PAGE_SIZE } from '../../src/shared/constants.js';
import { SearchQuerySchema, SearchResponseSchema, type SearchResponse } from '../../src/shared/contracts/search.js';
import { analyseTitle, buildSearchStatement, likeEscape, MAX_COUNTED_TITLES, MAX_WALKED_WORDS, type TitleAnalysis } from '../../src/server/modules/search/search-products.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store?.close();
});

async function search(query: string): Promise<SearchResponse> {
  const response = await store.get(`/api/search?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return SearchResponseSchema.parse(await response.json());
}

/** Every result of a search, page by page. */
async function searchAll(query: string): Promise<SearchResponse> {
  const all: SearchResponse = [];
  for (let page = 1; page < 100; page += 1) {
    const results = await search(`${query}&page=${page}`);
    all.push(...results);
    if (results.length < SEARCH_PAGE_SIZE) return all;
  }
  throw new Error('too many pages');
}

/** Title tests for a reading of every title: `like(text)` is a LIKE of the text anywhere, its pattern added to `params`. */
function likeTests() {
  const params: string[] = [];
  const like = (text: string) => {
    params.push(`%${likeEscape(text)}%`);
    return `p.search_title like $${params.length}`;
  };
  return { params, like };
}

/**
 * Every page of a relevance title search, under each filter (its query string and its SQL condition), equals a reading
 * of every storefront title (decision 29): the whole phrase, the words as typed, the shortest title, the id. Returns
 * how many products were compared.
 */
async function expectEveryTitleRead(title: string, analysed: TitleAnalysis, filters: [string, string][]): Promise<number> {
  const { params, like } = likeTests();
  const where = analysed.words.map(({ word, corrections }) => `(${(corrections.length > 0 ? corrections : [word]).map(like).join(' or ')})`);
  const order = `(${like(analysed.phrase)}) desc, (${analysed.words.map(({ word }) => `(${like(word)})::int`).join(' + ')}) desc`;
  let compared = 0;
  for (const [filter, condition] of filters) {
    const expected = await store.database.query<{ id: number }>(
      `select p.id from products p where not p.hidden and ${where.join(' and ')} and ${condition}
        order by ${order}, length(p.search_title), p.id desc`, params);
    const got = await searchAll(`title=${encodeURIComponent(title)}${filter}`);
    expect(got.map((product) => product.id), `${title}${filter}`).toEqual(expected.map((row) => row.id));
    compared += got.length;
  }
  return compared;
}

async function count(where: string, params: unknown[] = []): Promise<number> {
  const [row] = await store.database.query<{ n: number }>(`select count(*)::int as n from products p where ${where}`, params);
  return row!.n;
}

describe('search: pages and order', () => {
  it('API-05, CONST-06: 12 a page, newest first with no sort and no title (decision 29)', async () => {
    const first = await search('');
    expect(first).toHaveLength(SEARCH_PAGE_SIZE);
    const all = await searchAll('');
    expect(all).toHaveLength(await count('true'));
    const dates = all.map((product) => `${product.release_date}#${String(product.id).padStart(7, '0')}`);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.map((product) => product.id)).size).toBe(all.length);
  });

  it('page boundaries: the last page is partial and the page after it is empty', async () => {
    const total = await count('true');
    const lastPage = Math.ceil(total / SEARCH_PAGE_SIZE);
    expect(await search(`page=${lastPage}`)).toHaveLength(total - (lastPage - 1) * SEARCH_PAGE_SIZE);
    expect(await search(`page=${lastPage + 1}`)).toEqual([]);
    expect(await search('page=1000')).toEqual([]);
  });

  it('orderby price_low, price_high and rating (nulls last)', async () => {
    const low = await searchAll('orderby=price_low');
    expect(low.map((p) => p.pvp)).toEqual([...low.map((p) => p.pvp)].sort((a, b) => a - b));
    const high = await searchAll('orderby=price_high');
    expect(high.map((p) => p.pvp)).toEqual([...high.map((p) => p.pvp)].sort((a, b) => b - a));
    const rating = await searchAll('orderby=rating');
    const firstNull = rating.findIndex((p) => p.rating === null);
    expect(firstNull).toBeGreaterThan(0);
    expect(rating.slice(firstNull).every((p) => p.rating === null)).toBe(true);
    const rated = rating.slice(0, firstNull).map((p) => p.rating as number);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });

  it('orderby newest sorts by release date, newest first', async () => {
    const newest = await search('orderby=newest');
    const dates = newest.map((p) => p.release_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('search: filters', () => {
  it.each(PLATFORMS.map((platform) => [platform]))('SEARCH-09: platform=%s keeps only that platform', async (platform) => {
    const results = await searchAll(`platform=${encodeURIComponent(platform)}`);
    expect(results.length).toBe(await count('p.platform = $1', [platform]));
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((p) => p.platform === platform)).toBe(true);
  });

  it.each(GENRES.map((genre) => [genre]))('SEARCH-10, SEARCH-11: genre=%s keeps only that genre', async (genre) => {
    const results = await searchAll(`genre=${genre}`);
    expect(results.length).toBe(await count('$1 = any(p.genres)', [genre]));
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((p) => p.genres.includes(genre))).toBe(true);
  });

  it.each(REGIONS.map((region) => [region]))('SEARCH-12, decision 0024: region=%s keeps that region and GLOBAL keys', async (region) => {
    const results = await searchAll(`region=${encodeURIComponent(region)}`);
    expect(results.length).toBe(await count(`$1 = any(p.regions) or 'GLOBAL' = any(p.regions)`, [region]));
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((p) => p.region.includes(region) || p.region.includes('GLOBAL'))).toBe(true);
  });

  it('SEARCH-12, decision 0024: a GLOBAL key is found under Europe, a key locked to another region is not', async () => {
    const europe = await searchAll('region=EUROPE');
    const globalOnly = await count(`'GLOBAL' = any(p.regions) and not 'EUROPE' = any(p.regions)`);
    expect(globalOnly).toBeGreaterThan(0);
    expect(europe.filter((p) => p.region.includes('GLOBAL') && !p.region.includes('EUROPE'))).toHaveLength(globalOnly);
    const lockedElsewhere = await count(`not p.regions && '{EUROPE,GLOBAL}'`);
    expect(lockedElsewhere).toBeGreaterThan(0);
    expect(europe.some((p) => !p.region.includes('EUROPE') && !p.region.includes('GLOBAL'))).toBe(false);
    // Several regions are still OR-ed, GLOBAL with them; filters are still AND-ed.
    const ukOrUs = await searchAll('region=UK,US&type=game');
    expect(ukOrUs.length).toBe(await count(`p.regions && '{UK,US,GLOBAL}' and p.type = 'game'`));
  });

  it.each(CATEGORIES.map((category) => [category]))('category=%s keeps only that category (decision 31)', async (category) => {
    const results = await searchAll(`category=${category}`);
    expect(results.length).toBe(await count('p.category = $1', [category]));
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((p) => p.category === category)).toBe(true);
  });

  it('SEARCH-08: type=game and type=subscription', async () => {
    for (const type of ['game', 'subscription'] as const) {
      const results = await searchAll(`type=${type}`);
      expect(results.length).toBe(await count('p.type = $1', [type]));
      expect(results.every((p) => p.type === type)).toBe(true);
    }
  });

  it.each(MAX_PRICE_VALUES.map((value) => [value]))('SEARCH-13, decision 29: max_price=%s keeps pvp ≤ the value', async (max) => {
    const results = await searchAll(`max_price=${max}`);
    expect(results.length).toBe(await count('p.pvp_cents <= $1', [max * 100]));
    expect(results.every((p) => p.pvp <= max)).toBe(true);
  });

  it('API-19, API-20, SEARCH-16: multi-select repeats the parameter or takes commas; values are OR-ed, filters AND-ed', async () => {
    const repeated = await searchAll('platform=Steam&platform=GOG.com');
    const commas = await searchAll('platform=Steam,GOG.com');
    expect(commas.map((p) => p.id)).toEqual(repeated.map((p) => p.id));
    expect(repeated.length).toBe(await count(`p.platform in ('Steam', 'GOG.com')`));
    const combined = await searchAll('platform=Steam&genre=rpg,indie&type=game&max_price=50');
    expect(combined.length).toBe(await count(`p.platform = 'Steam' and p.genres && '{rpg,indie}' and p.type = 'game' and p.pvp_cents <= 5000`));
    expect(combined.every((p) => p.platform === 'Steam' && (p.genres.includes('rpg') || p.genres.includes('indie')))).toBe(true);
  });

  it('a platform with a "|" in its name works (Xbox Series X|S)', async () => {
    const results = await searchAll(`platform=${encodeURIComponent('Xbox Series X|S')}`);
    expect(results.length).toBeGreaterThan(0);
  });
});

describe('search: title', () => {
  async function titles() {
    return store.database.query<{ id: number; es: string; en: string }>(`select id, title->>'es' as es, title->>'en' as en from products order by id`);
  }

  it('matches ignoring case, in both languages', async () => {
    for (const product of (await titles()).slice(0, 15)) {
      const upper = await search(`title=${encodeURIComponent(product.en.toUpperCase())}`);
      expect(upper.map((p) => p.id)).toContain(product.id);
      const spanish = await search(`title=${encodeURIComponent(product.es.toLowerCase())}`);
      expect(spanish.map((p) => p.id)).toContain(product.id);
    }
  });

  it('matches ignoring accents both ways', async () => {
    const accented = (await titles()).filter((product) => /[áéíóúñü]/i.test(product.es));
    expect(accented.length).toBeGreaterThan(0);
    for (const product of accented.slice(0, 8)) {
      const word = product.es.split(/\s+/).find((part) => /[áéíóúñü]/i.test(part))!;
      const plain = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      const results = await searchAll(`title=${encodeURIComponent(plain)}`);
      expect(results.map((p) => p.id), `${plain} → ${product.es}`).toContain(product.id);
    }
  });

  it('tolerates one typo (a letter swapped, dropped or doubled) in a word of five letters or more', async () => {
    const candidates = (await titles())
      .map((product) => ({ ...product, word: product.en.split(/[^A-Za-z]+/).find((part) => part.length >= 6) }))
      .filter((product) => product.word)
      .slice(0, 12);
    expect(candidates.length).toBeGreaterThan(5);
    for (const { id, word } of candidates) {
      const w = word!.toLowerCase();
      const typos = [
        w.slice(0, 3) + w.slice(4), // dropped
        w.slice(0, 3) + w[3] + w.slice(3), // doubled
        `${w.slice(0, 2)}x${w.slice(3)}`, // replaced
        w.slice(0, 2) + w[3] + w[2] + w.slice(4), // two letters swapped
      ];
      for (const typo of typos) {
        const results = await searchAll(`title=${encodeURIComponent(typo)}`);
        expect(results.map((p) => p.id), `${typo} → ${word}`).toContain(id);
      }
    }
  });

  it('a product added later is found by title, typos included (the word dictionary follows the catalogue)', async () => {
    // Searched first, so the analysis (planned once per session, decision 0034) has run before the word exists.
    for (const title of ['zanzibarian', 'zanzibraian']) expect(await search(`title=${title}`), title).toEqual([]);
    await store.database.query(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url)
       values ('zanzibarian-quest', '{"es":"Búsqueda Zanzibareña","en":"Zanzibarian Quest"}', '{"es":"","en":""}', '{"es":[],"en":[]}',
               'Steam', '{GLOBAL}', 'game', 'pc', '2020-01-01', 999, 999, '/x.svg', '/y.svg')`);
    for (const title of ['zanzibarian', 'ZANZIBARENA', 'zanzibraian', 'zanzibarean', 'busqueda zanzibarena']) {
      const results = await search(`title=${encodeURIComponent(title)}`);
      expect(results.map((p) => p.title.en), title).toContain('Zanzibarian Quest');
    }
  });

  it('decision 0045: a title searched again finds a shorter title of its word added since, first; every change to the dictionary is noted, a delete too', async () => {
    const insert = (slug: string, title: string) => store.database.query(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url)
       values ($1, jsonb_build_object('es', $2::text, 'en', $2::text), '{"es":"","en":""}', '{"es":[],"en":[]}',
               'Steam', '{GLOBAL}', 'game', 'pc', '2020-01-01', 999, 999, '/x.svg', '/y.svg')`, [slug, title]);
    await insert('vexmorrow-saga', 'Vexmorrow Saga');
    for (let time = 0; time < 2; time += 1) expect((await search('title=vexmorrow')).map((p) => p.title.en)).toEqual(['Vexmorrow Saga']);
    // Its word is known: the dictionary only lowers the word's shortest title (an update), which hides nothing new
    // from a search that is analysed afresh, and everything from one that reuses the bound it had.
    await insert('vexmorrow', 'Vexmorrow');
    expect((await search('title=vexmorrow')).map((p) => p.title.en)).toEqual(['Vexmorrow', 'Vexmorrow Saga']);
    const notes = async () => (await store.database.query<{ n: number }>('select count(*)::int as n from search_words_changes'))[0]!.n;
    const before = await notes();
    await store.database.query("insert into search_words (word) values ('vexmorrowless')");
    await store.database.query("delete from search_words where word = 'vexmorrowless'");
    await store.database.query('delete from search_words where false');
    await store.database.query('update search_words set shortest_title = shortest_title where false');
    await store.database.query("insert into search_words (word) values ('vexmorrow') on conflict do nothing");
    // The insert, the delete and the delete of nothing (a delete always counts); an update or insert of nothing does not.
    expect(await notes()).toBe(before + 3);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL, decision 0045: an analysis kept while a new title was being written is not used once it is committed', async () => {
    const insert = (slug: string, title: string) =>
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url)
       values ('${slug}', '{"es":"${title}","en":"${title}"}', '{"es":"","en":""}', '{"es":[],"en":[]}',
               'Steam', '{GLOBAL}', 'game', 'pc', '2020-01-01', 999, 999, '/x.svg', '/y.svg')`;
    // Held open while the store analyses the same titles: its words are not in the dictionary the analyses read, and
    // its transaction began before them, so only a check of what those snapshots saw tells the change is new.
    await store.database.transaction(async (query) => {
      await query(insert('quorvantine-saga', 'Quorvantine Saga'));
      // A transaction begun and ended after it, so that the analyses' snapshots list this one as still running
      // rather than after all that had ended.
      await store.database.query('select pg_current_xact_id()');
      for (const title of ['quorvantine', 'quorvantien', 'saga quorvantine']) expect(await search(`title=${encodeURIComponent(title)}`), title).toEqual([]);
    });
    for (const title of ['quorvantine', 'quorvantien', 'saga quorvantine']) {
      expect((await search(`title=${encodeURIComponent(title)}`)).map((p) => p.title.en), title).toEqual(['Quorvantine Saga']);
    }
    // Kept again, then a title of one of those words written and committed after them: the same.
    await store.database.query(insert('quorvantine', 'Quorvantine'));
    expect((await search('title=quorvantine')).map((p) => p.title.en)).toEqual(['Quorvantine', 'Quorvantine Saga']);
  });

  it('decision 0030: a title shorter than any before it is found first, added or renamed, and the dictionary stays a lower bound', async () => {
    const shortest = async (word: string) => (await store.database.query<{ n: number | null }>(
      'select shortest_title as n from search_words where word = $1', [word]))[0]?.n;
    const before = await shortest('quest');
    expect(before).toBeGreaterThan('quest a quest'.length);
    // Added: a title shorter than every title holding "quest" so far (search_title "quest a quest").
    await store.database.query(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url)
       values ('a-quest', '{"es":"Quest","en":"A Quest"}', '{"es":"","en":""}', '{"es":[],"en":[]}',
               'Steam', '{GLOBAL}', 'game', 'pc', '2020-01-01', 999, 999, '/x.svg', '/y.svg')`);
    expect(await shortest('quest')).toBe('quest a quest'.length);
    expect((await search('title=quest'))[0]!.title.en).toBe('A Quest');
    expect((await search('title=quesst')).map((p) => p.title.en), 'through a correction').toContain('A Quest');
    // Renamed: an existing product takes a shorter title holding another word.
    const [target] = await store.database.query<{ id: number; word: string }>(
      `select p.id, w as word from products p, regexp_split_to_table(p.search_title, '[^[:alnum:]]+') w
         join search_words d on d.word = w
        where length(w) >= 6 and d.shortest_title > 2 * length(w) + 1 order by p.id desc limit 1`);
    await store.database.query(`update products set title = jsonb_build_object('es', $2::text, 'en', $2::text) where id = $1`,
      [target!.id, target!.word]);
    expect(await shortest(target!.word)).toBe(2 * target!.word.length + 1);
    expect((await search(`title=${target!.word}`))[0]!.id).toBe(target!.id);
    // A stock update (no title change) leaves the dictionary alone, and no word's figure is above the truth.
    await store.database.query('update products set stock = stock where id = $1', [target!.id]);
    const [above] = await store.database.query<{ n: number }>(
      `select count(*)::int as n from (
         select w, min(length(p.search_title)) as m from products p, regexp_split_to_table(p.search_title, '[^[:alnum:]]+') w
          where w <> '' group by w) t
       left join search_words d on d.word = t.w
       where d.word is null or d.shortest_title is null or d.shortest_title > t.m`);
    expect(above!.n).toBe(0);
  });

  it('decision 29: a title that is the whole phrase comes first, counted in characters (a rocket is one, not two UTF-16 units)', async () => {
    // search_title "zorblax 🚀 kestrel": 17 characters, 18 UTF-16 units in JavaScript.
    await store.database.query(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url)
       values ('zorblax-kestrel', '{"es":"Zorblax 🚀","en":"Kestrel"}', '{"es":"","en":""}', '{"es":[],"en":[]}',
               'Steam', '{GLOBAL}', 'game', 'pc', '2020-01-01', 999, 999, '/x.svg', '/y.svg'),
              ('kestrel-zorblax', '{"es":"Kestrel","en":"Zorblax"}', '{"es":"","en":""}', '{"es":[],"en":[]}',
               'Steam', '{GLOBAL}', 'game', 'pc', '2020-01-01', 999, 999, '/x.svg', '/y.svg')`);
    const [row] = await store.database.query<{ n: number }>(`select length(search_title)::int as n from products where slug = 'zorblax-kestrel'`);
    expect(row!.n).toBe(17);
    // The title that is the phrase comes before "kestrel zorblax" (both words, not the phrase), though that is shorter.
    const results = await search(`title=${encodeURIComponent('Zorblax 🚀 Kestrel')}`);
    expect(results.map((p) => p.title.en)).toEqual(['Kestrel', 'Zorblax']);
  });

  it('decision 0038: over a dictionary of thousands of words, each word\'s corrections and shortest title are those of a reading of every word; no statement is compiled', async () => {
    // A real catalogue's dictionary, not the demo's few hundred words: words that hold one another ("sombra" in
    // "xsombrata"), neighbours one or two typos apart, and figures that differ, so that each lookup the index
    // serves must find every word a reading of the whole dictionary would. Rolled back: the other tests keep
    // the demo's dictionary.
    const syllables = ['ka', 'ro', 'mi', 'tan', 'ver', 'bel', 'dor', 'qu', 'ix', 'zen', 'lo', 'pra', 'fel', 'gor', 'nu', 'sombra'];
    const extra = new Map<string, number>();
    // Every word of two and three syllables: 4,352 words.
    for (let n = 0; n < 16 ** 3; n += 1) {
      const digits = [n % 16, Math.floor(n / 16) % 16, Math.floor(n / 256)];
      for (const length of [2, 3]) extra.set(digits.slice(0, length).map((s) => syllables[s]).join(''), 8 + ((n * 37 + length) % 70));
    }
    const queries = ['sombra', 'ombr', 'kamidor', 'kamidorr', 'kmidor', 'zenlotan', 'zenlotn', 'zelnotan', 'qugor', 'qugr', 'verbel pra', 'ix', 'nuu', 'zzzzqqq', 'prafel sombrra 3'];
    type Analysed = { word: string | null; corrections: string[] | null; shortest: number | null; holders: number | null };
    const analysed: Analysed[][] = [];
    let dictionary: { word: string; shortest: number }[] = [];
    let jit = '';
    const rolledBack = new Error('rolled back on purpose');
    await expect(store.database.transaction(async (query) => {
      await query('insert into search_words (word, shortest_title) select * from unnest($1::text[], $2::int[]) on conflict do nothing',
        [[...extra.keys()], [...extra.values()]]);
      for (const title of queries) analysed.push(await query<Analysed>('select word, corrections, shortest, holders from pk_analyse_title($1, 6, 4, 8, 4000)', [title]));
      dictionary = await query<{ word: string; shortest: number }>('select word, coalesce(shortest_title, length(word)) as shortest from search_words');
      jit = (await query<{ jit: string }>('show jit'))[0]!.jit;
      throw rolledBack;
    })).rejects.toBe(rolledBack);
    expect(jit, 'the store\'s sessions never compile a statement').toBe('off');
    expect(dictionary.length).toBeGreaterThan(4352);
    const distance = (a: string, b: string) => {
      let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
      for (let i = 1; i <= a.length; i += 1) {
        const current = [i];
        for (let j = 1; j <= b.length; j += 1) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
      return previous[b.length]!;
    };
    const holders = (words: string[]) => words.reduce((sum, word) => sum + dictionary.filter((entry) => entry.word.includes(word)).length, 0);
    const least = (words: string[]) => {
      const figures = dictionary.filter((entry) => words.some((word) => entry.word.includes(word))).map((entry) => entry.shortest);
      return figures.length > 0 ? Math.min(...figures) : null;
    };
    let corrected = 0;
    for (const [index, title] of queries.entries()) {
      const expected = title.split(' ').map((word) => {
        // Every title word is in the dictionary, one or two letters too (decision 0051): a word of any length is looked up.
        const held = least([word]);
        if (word.length < 4 || held !== null) return { word, corrections: null, shortest: held, holders: holders([word]) };
        const corrections = dictionary
          .filter((entry) => Math.abs(entry.word.length - word.length) <= 2)
          .map((entry) => ({ word: entry.word, typos: distance(entry.word, word) }))
          .filter((entry) => entry.typos <= (word.length >= 6 ? 2 : 1))
          .sort((a, b) => a.typos - b.typos || (a.word < b.word ? -1 : 1))
          .slice(0, 4).map((entry) => entry.word);
        if (corrections.length > 0) corrected += 1;
        return { word, corrections, shortest: least(corrections), holders: holders(corrections) };
      });
      expect(analysed[index], title).toEqual(expected);
    }
    expect(corrected, 'some words were corrected').toBeGreaterThanOrEqual(4);
  });

  it('decisions 0043, 0046, 0048: the word index follows the products (added, renamed, moved, repriced, hidden, deleted) and holds exactly their words, titles and filtered columns', async () => {
    const ids = async (title: string, filters = '') => (await searchAll(`title=${encodeURIComponent(title)}${filters}`)).map((product) => product.id);
    const [added] = await store.database.query<{ id: number }>(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url)
       values ('qwertyzap-vortex', '{"es":"Vórtice Qwertyzap","en":"Qwertyzap Vortex"}', '{"es":"","en":""}', '{"es":[],"en":[]}',
               'Steam', '{GLOBAL}', 'game', 'pc', '2020-01-01', 999, 999, '/x.svg', '/y.svg') returning id`);
    const id = added!.id;
    expect(await ids('qwertyzap')).toEqual([id]);
    expect(await ids('VÓRTICE')).toContain(id);
    await store.database.query(`update products set title = '{"es":"Saga Blorptastic","en":"Blorptastic Saga"}' where id = $1`, [id]);
    // The dictionary keeps "qwertyzap" (words are never removed): only the index can say no title holds it now.
    expect(await ids('qwertyzap'), 'the old title\'s words are gone').toEqual([]);
    expect(await ids('blorptastic')).toEqual([id]);
    // Decision 0046: the other words of a search are tested on the index's copy of the title, which the rename wrote.
    expect(await ids('blorptastic saga')).toEqual([id]);
    expect(await ids('blorptastic vortex'), 'the old title\'s copy is gone').toEqual([]);
    // Decision 0048: the filters are tested on the index's copies of the product's columns, which an update of them
    // (the title unchanged) writes; genres and regions on the product.
    expect(await ids('blorptastic', '&platform=GOG.com')).toEqual([]);
    await store.database.query(
      `update products set platform = 'GOG.com', pvp_cents = 4500, category = 'gift_cards', type = 'subscription',
              genres = '{strategy}', regions = '{EUROPE}' where id = $1`, [id]);
    expect(await ids('blorptastic', '&platform=GOG.com&max_price=50&category=gift_cards&type=subscription&genre=strategy&region=EUROPE')).toEqual([id]);
    expect(await ids('blorptastic saga', '&platform=Steam'), 'the old platform').toEqual([]);
    expect(await ids('blorptastic', '&max_price=20'), 'the old price').toEqual([]);
    // decision 0050: a sorted walk orders by the index's copies of the rating and the release date.
    const [neighbour] = await store.database.query<{ id: number }>(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url, rating)
       values ('blorptastic-two', '{"es":"Blorptastic Dos","en":"Blorptastic Two"}', '{"es":"","en":""}', '{"es":[],"en":[]}',
               'GOG.com', '{GLOBAL}', 'subscription', 'gift_cards', '2021-01-01', 999, 999, '/x.svg', '/y.svg', 5) returning id`);
    const sorted = (order: string) => ids('blorptastic', `&platform=GOG.com&orderby=${order}`);
    expect(await sorted('rating'), 'no rating comes last').toEqual([neighbour!.id, id]);
    expect(await sorted('newest')).toEqual([neighbour!.id, id]);
    await store.database.query(`update products set rating = 9.5, release_date = '2024-05-05' where id = $1`, [id]);
    expect(await sorted('rating'), 'the new rating').toEqual([id, neighbour!.id]);
    expect(await sorted('newest'), 'the new release date').toEqual([id, neighbour!.id]);
    expect(buildSearchStatement({ title: 'blorptastic', platform: ['GOG.com'], orderby: 'rating' }, await analyseTitle(store.database, 'blorptastic')).name)
      .toContain('sorted-walk');
    await store.database.query('delete from products where id = $1', [neighbour!.id]);
    await store.database.query('update products set hidden = true where id = $1', [id]);
    expect(await ids('blorptastic'), 'hidden').toEqual([]);
    expect(await ids('blorptastic saga', '&platform=GOG.com'), 'hidden').toEqual([]);
    await store.database.query('update products set hidden = false, stock = stock where id = $1', [id]);
    expect(await ids('blorptastic')).toEqual([id]);
    await store.database.query('delete from products where id = $1', [id]);
    expect(await store.database.query('select word from title_words where product_id = $1', [id])).toEqual([]);
    // After this file's adds, renames and moves, the index is the words (of any length, decision 0051) of every title of now,
    // with the product's columns of now.
    const columns = 'product_id, word, title_length, search_title, type, platform, category, pvp_cents, hidden, rating, release_date';
    const [difference] = await store.database.query<{ missing: number; extra: number }>(
      `with words as (select distinct p.id as product_id, w as word, length(p.search_title) as title_length, p.search_title, p.type,
                             p.platform, p.category, p.pvp_cents, p.hidden, p.rating, p.release_date
                        from products p, regexp_split_to_table(p.search_title, '[^[:alnum:]]+') w where w <> '')
       select (select count(*)::int from (select * from words except select ${columns} from title_words) m) as missing,
              (select count(*)::int from (select ${columns} from title_words except select * from words) e) as extra`);
    expect(difference).toEqual({ missing: 0, extra: 0 });
  });

  it('decision 29: with a title and no sort, the closest titles come first', async () => {
    const [product] = await titles();
    const results = await search(`title=${encodeURIComponent(product!.en)}`);
    expect(results[0]!.id).toBe(product!.id);
  });

  it('a title that matches nothing answers an empty list; wildcards match themselves', async () => {
    expect(await search('title=qqqqzzzzxxxx')).toEqual([]);
    expect(await search('title=%25%25%25')).toEqual([]);
    expect(await search('title=___')).toEqual([]);
  });
});

describe('search: bad input is a 400 naming the parameter, never a 500', () => {
  it.each([
    ['page=0', 'page'], ['page=-1', 'page'], ['page=1000000000000', 'page'], ['page=abc', 'page'], ['page=1.5', 'page'],
    ['platform=PlayStation%206', 'platform'], ['orderby=cheapest', 'orderby'], ['genre=horror', 'genre'], ['region=MARS', 'region'],
    ['type=hardware', 'type'], ['max_price=15', 'max_price'], ['max_price=-5', 'max_price'], ['category=weapons', 'category'],
    [`title=${'a'.repeat(10_000)}`, 'title'], ["platform=Steam'%3B%20drop%20table%20products%3B--", 'platform'],
    ['orderby=pvp%3B%20select%20pg_sleep(10)', 'orderby'], ['genre=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'genre'],
  ])('%s', async (query, parameter) => {
    const response = await store.get(`/api/search?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string; details: { issues: { parameter: string }[] } } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toContain(`'${parameter}'`);
    expect(body.error.details.issues.map((issue) => issue.parameter)).toContain(parameter);
  });

  it('SQL and script fragments in the title are plain text', async () => {
    for (const title of ["'; drop table products; --", '<script>alert(1)</script>', "1' or '1'='1", '\\', '%']) {
      expect(await search(`title=${encodeURIComponent(title)}`)).toEqual(expect.any(Array));
    }
    expect((await store.get('/api/getProduct?id=1')).status).toBe(200);
  });
});

describe('search: the same answers whatever plan serves them (docs/decisions/0004)', () => {
  it('filters that match nothing answer an empty list, on every page and order', async () => {
    expect(await count(`p.platform = 'Apple Music' and p.category = 'console'`)).toBe(0);
    for (const order of ['', '&orderby=newest', '&orderby=price_low', '&orderby=price_high', '&orderby=rating']) {
      expect(await search(`platform=${encodeURIComponent('Apple Music')}&category=console${order}`)).toEqual([]);
      expect(await search(`platform=${encodeURIComponent('Apple Music')}&category=console${order}&page=2`)).toEqual([]);
    }
    expect(await search(`type=subscription,game&platform=EA%20App&platform=Xbox%20One&category=streaming_services&page=2`)).toEqual([]);
    expect(await search(`title=dragon&platform=${encodeURIComponent('Apple Music')}&category=console`)).toEqual([]);
  });

  it('every filter combined with every order gives the rows and order of a plain query', async () => {
    const orders = {
      newest: 'p.release_date desc, p.id desc', price_low: 'p.pvp_cents, p.id', price_high: 'p.pvp_cents desc, p.id desc',
      rating: 'p.rating desc nulls last, p.id desc',
    } as const;
    for (const [orderby, order] of Object.entries(orders)) {
      const expected = await store.database.query<{ id: number }>(
        `select p.id from products p where p.type = 'game' and p.genres && '{action,rpg}' and p.pvp_cents <= 5000 order by ${order}`);
      const got = await searchAll(`type=game&genre=action,rpg&max_price=50&orderby=${orderby}`);
      expect(got.map((p) => p.id), orderby).toEqual(expected.map((row) => row.id));
    }
  });

  it('decision 0043: a one-word title search walks the word index, with the rows and order of testing every title, filtered and paged', async () => {
    // Forty titles that hold "zephyrquill" ("zephyrquills" too), some both, one hidden, across prices and platforms; most
    // of one length, so a walk that stops at its page cuts a run of ties, which only the id orders.
    await store.database.query(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url, hidden)
       select 'zephyr-' || i, jsonb_build_object('es', t.title, 'en', t.title), '{"es":"","en":""}', '{"es":[],"en":[]}',
              case when i % 2 = 0 then 'Steam' else 'GOG.com' end, '{GLOBAL}', 'game', 'pc', '2020-01-01', 999, 999 + i * 150, '/x.svg', '/y.svg', i = 5
         from generate_series(1, 40) i, lateral (select case when i % 7 = 0 then 'Zephyrquill Zephyrquills'
                                                              when i % 3 = 0 then 'Zephyrquills xxx'
                                                              else 'Zephyrquill yyy' end as title) t`);
    const common = (await store.database.query<{ word: string }>(
      `select word from title_words where length(word) >= 6 group by word order by count(*) desc, word limit 3`)).map((row) => row.word);
    expect(common.slice(0, 2).sort()).toEqual(['zephyrquill', 'zephyrquills']);
    const misspelt = 'zepyrquill'; // a letter dropped
    // "ephyrq" is held by more dictionary words than a walk is made for: it goes the title covering index's way.
    await store.database.query(`insert into search_words (word) select 'zephyrqa' || i from generate_series(1, ${MAX_WALKED_WORDS - 1}) i`);
    const queries = [...common, 'zephyrquil', misspelt, 'the', 'ephyrq'];
    const filters: [string, string][] = [
      ['', 'true'], ['&platform=Steam', `p.platform = 'Steam'`], ['&category=pc&max_price=50', `p.category = 'pc' and p.pvp_cents <= 5000`],
      ['&genre=action', `p.genres && '{action}'`],
    ];
    let walked = 0;
    let corrected = 0;
    let compared = 0;
    for (const title of queries) {
      const analysed = await analyseTitle(store.database, title);
      if (buildSearchStatement({ title }, analysed).name.includes('walk')) walked += 1;
      if (analysed.words.some((looked) => looked.corrections.length > 0)) corrected += 1;
      const [{ word, corrections }] = analysed.words as [(typeof analysed.words)[number]];
      const patterns = (corrections.length > 0 ? corrections : [word]).map((looked) => `%${likeEscape(looked)}%`);
      for (const [filter, condition] of filters) {
        // One word: every match holds the phrase and the word (or, misspelt, neither), so relevance is the shortest title, then id.
        const expected = await store.database.query<{ id: number }>(
          `select p.id from products p where not p.hidden and p.search_title like any($1::text[]) and ${condition}
            order by length(p.search_title), p.id desc`, [patterns]);
        const got = await searchAll(`title=${encodeURIComponent(title)}${filter}`);
        expect(got.map((product) => product.id), `${title}${filter}`).toEqual(expected.map((row) => row.id));
        compared += got.length;
      }
    }
    expect(walked, 'every query here but the last has one word of three letters or more, held by few').toBe(queries.length - 1);
    expect((await analyseTitle(store.database, 'ephyrq')).words[0]!.holders).toBe(MAX_WALKED_WORDS + 1);
    expect(corrected, 'the misspelt word goes through its corrections').toBe(1);
    expect(compared).toBeGreaterThan(20 * SEARCH_PAGE_SIZE);
    await store.database.query(`delete from products where slug like 'zephyr-%'`);
  });

  it('decision 0046: a search of two words or more walks the titles of the word held by fewest, with the rows and order of testing every title', async () => {
    // Forty titles, most holding "glimmerfax" or "glimmerfaxes" (its two dictionary words), with or without "3", "saga"
    // and "vortex", the phrase "glimmerfax 3" in some; most of one length, so a walk that stops at its page cuts ties. Up to
    // four words: the walked one and three others.
    await store.database.query(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url, hidden)
       select 'glimmer-' || i, jsonb_build_object('es', t.title, 'en', t.title), '{"es":"","en":""}', '{"es":[],"en":[]}',
              case when i % 2 = 0 then 'Steam' else 'GOG.com' end, '{GLOBAL}', 'game', 'pc', '2020-01-01', 999, 999 + i * 150, '/x.svg', '/y.svg', i = 7
         from generate_series(1, 40) i, lateral (select (array['Glimmerfax 3 Saga', 'Glimmerfax Saga 3', 'Glimmerfaxes Vortex 3',
                                                               'Glimmerfax Saga Vortex', 'Glimmerfaxes 3', 'Vortex Saga 3 Deluxe Edition'])[i % 6 + 1] as title) t`);
    const queries = ['glimmerfax 3', '3 glimmerfax', 'glimmerfax saga 3', 'vortex glimmerfaxes', 'glimerfax 3', 'saga glimerfax',
      'Glimmerfax: 3', 'glimmerfax 3 zzzq', 'glimmerfax saga vortex', 'vortex 3 saga glimmerfax'];
    const filters: [string, string][] = [
      ['', 'true'], ['&platform=Steam', `p.platform = 'Steam'`], ['&category=pc&max_price=50', `p.category = 'pc' and p.pvp_cents <= 5000`],
    ];
    const walked = new Set<string>();
    let compared = 0;
    for (const title of queries) {
      const analysed = await analyseTitle(store.database, title);
      const statement = buildSearchStatement({ title }, analysed);
      if (statement.name.includes('walk')) walked.add(title);
      compared += await expectEveryTitleRead(title, analysed, filters);
    }
    expect([...walked], 'every query has a word held by few dictionary words').toEqual(queries);
    expect(compared).toBeGreaterThan(10 * SEARCH_PAGE_SIZE);
    await store.database.query(`delete from products where slug like 'glimmer-%'`);
  });

  it('decision 0049: of two words a walk could take, the one in fewest storefront titles is walked, counted up to a bound; the answers are those of testing every title', async () => {
    // "Plonkavian" in 30 titles (one more hidden), "quibzor" in 3, "zentrofex" in 40 (its dictionary word "zentrofexes"
    // too): each held by one or two dictionary words, so before, the longest word was walked.
    await store.database.query(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url, hidden)
       select 'plonk-' || i, jsonb_build_object('es', t.title, 'en', t.title), '{"es":"","en":""}', '{"es":[],"en":[]}',
              'Steam', '{GLOBAL}', 'game', 'pc', '2020-01-01', 999, 999, '/x.svg', '/y.svg', i = 31
         from generate_series(1, 31) i, lateral (select case when i <= 3 then 'Plonkavian Quibzor ' || i
                                                             when i <= 10 then 'Plonkavian Zentrofexes ' || i
                                                             else 'Plonkavian Saga ' || i end as title) t`);
    await store.database.query(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url, hidden)
       select 'zentro-' || i, jsonb_build_object('es', 'Zentrofex ' || i, 'en', 'Zentrofex ' || i), '{"es":"","en":""}', '{"es":[],"en":[]}',
              'Steam', '{GLOBAL}', 'game', 'pc', '2020-01-01', 999, 999, '/x.svg', '/y.svg', false
         from generate_series(1, 33) i`);
    const cases: [string, (number | null)[], string][] = [
      ['plonkavian quibzor', [30, 3], 'quibzor'],
      ['quibzor plonkavian', [3, 30], 'quibzor'],
      ['zentrofex plonkavian', [40, 30], 'plonkavian'],
      ['plonkavian zentrofex e', [30, 40, null], 'plonkavian'],
      ['plonkavian', [30], 'plonkavian'],
      // "e" is in more than MAX_WALKED_WORDS dictionary words: no walk takes it, and it is not counted.
      ['plonkavian e', [30, null], 'plonkavian'],
    ];
    for (const [title, titles, walkedWord] of cases) {
      const analysed = await analyseTitle(store.database, title);
      expect(analysed.words.map((word) => word.titles), title).toEqual(titles);
      const statement = buildSearchStatement({ title }, analysed);
      expect(statement.name, title).toContain('walk');
      expect(statement.params[0], title).toEqual([`%${walkedWord}%`]);
      // Relevance (decision 29), read from every title: the phrase, then the shortest title, then the id.
      const words = analysed.words.map(({ word }) => `%${likeEscape(word)}%`);
      const expected = await store.database.query<{ id: number }>(
        `select p.id from products p where not p.hidden and p.search_title like all($1::text[])
          order by p.search_title like $2 desc, length(p.search_title), p.id desc`, [words, `%${likeEscape(analysed.phrase)}%`]);
      expect((await searchAll(`title=${encodeURIComponent(title)}`)).map((product) => product.id), title).toEqual(expected.map((row) => row.id));
    }
    // The count stops at its bound.
    const bounded = await store.database.query<{ titles: number | null }>(`select titles from pk_analyse_title('plonkavian zentrofex', 6, 4, 8, 10)`);
    expect(bounded.map((row) => row.titles)).toEqual([10, 10]);
    expect(MAX_COUNTED_TITLES).toBeGreaterThan(1_000);
    await store.database.query(`delete from products where slug like 'plonk-%' or slug like 'zentro-%'`);
  });

  it('decision 0050: a sorted search with more to test than its word reads the word index, with the rows and order of testing every title, in every order, filtered and paged', async () => {
    // Forty titles holding "quorvex" or "quorvexian" (two dictionary words holding "quorvex"), "3" or "saga" in some;
    // prices, ratings (some missing) and release dates repeat, so the id decides between equals; one hidden.
    await store.database.query(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url, hidden, rating, genres)
       select 'quorvex-' || i, jsonb_build_object('es', t.title, 'en', t.title), '{"es":"","en":""}', '{"es":[],"en":[]}',
              case when i % 3 = 0 then 'Steam' else 'GOG.com' end, case when i % 8 = 1 then '{US}'::text[] when i % 8 = 2 then '{EUROPE}'::text[] else '{GLOBAL}'::text[] end,
              case when i % 4 = 0 then 'subscription' else 'game' end,
              'pc', date '2020-01-01' + (i % 5), 999, 500 + (i % 7) * 1000, '/x.svg', '/y.svg', i = 9,
              case when i % 6 = 0 then null else (i % 4) * 2.5 end, case when i % 2 = 0 then '{action}'::text[] else '{}'::text[] end
         from generate_series(1, 40) i, lateral (select (array['Quorvex 3 Saga', 'Quorvexian Saga', 'Quorvex Quorvexian 3', 'Quorvex Deluxe',
                                                               'Saga 3 Quorvexian'])[i % 5 + 1] as title) t`);
    const orders: [string, string][] = [
      ['newest', 'p.release_date desc, p.id desc'], ['price_low', 'p.pvp_cents asc, p.id asc'],
      ['price_high', 'p.pvp_cents desc, p.id desc'], ['rating', 'p.rating desc nulls last, p.id desc'],
    ];
    const searches: [string, string, string][] = [
      ['quorvex 3', '', 'true'], ['3 quorvex', '&platform=Steam', `p.platform = 'Steam'`], ['quorvex saga', '&max_price=20', 'p.pvp_cents <= 2000'],
      ['quorvex', '&type=subscription', `p.type = 'subscription'`], ['quorvex', '&platform=GOG.com&genre=action', `p.platform = 'GOG.com' and p.genres && '{action}'`],
      ['quorvexian', '&category=pc', `p.category = 'pc'`], ['quorvx 3', '', 'true'],
      // decision 0024: a region filter keeps GLOBAL keys.
      ['quorvex 3', '&region=EUROPE', `p.regions && '{EUROPE,GLOBAL}'`],
    ];
    let compared = 0;
    for (const [title, filter, condition] of searches) {
      const analysed = await analyseTitle(store.database, title);
      const where = analysed.words.map(({ word, corrections }) =>
        `(${(corrections.length > 0 ? corrections : [word]).map((looked) => `p.search_title like '%${likeEscape(looked)}%'`).join(' or ')})`);
      for (const [order, sql] of orders) {
        const query = SearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(`title=${encodeURIComponent(title)}${filter}&orderby=${order}`)));
        expect(buildSearchStatement(query, analysed).name, `${title}${filter}`).toContain('sorted-walk');
        const expected = await store.database.query<{ id: number }>(
          `select p.id from products p where not p.hidden and ${where.join(' and ')} and ${condition} order by ${sql}`);
        const got = await searchAll(`title=${encodeURIComponent(title)}${filter}&orderby=${order}`);
        expect(got.map((product) => product.id), `${title}${filter}&orderby=${order}`).toEqual(expected.map((row) => row.id));
        compared += got.length;
      }
    }
    expect(compared).toBeGreaterThan(10 * SEARCH_PAGE_SIZE);
    // Nothing else to test than one word (a genre or region filter is tested on the product, a filter of every type
    // passes every title), or a word in too many titles: the covering index in the sort order, not the word index.
    const quorvex = await analyseTitle(store.database, 'quorvex');
    for (const query of [{}, { genre: ['action' as const] }, { region: ['EUROPE' as const] }, { type: ['game' as const, 'subscription' as const] }])
      expect(buildSearchStatement({ title: 'quorvex', orderby: 'rating', ...query }, quorvex).name, JSON.stringify(query)).not.toContain('walk');
    const common = { ...quorvex, words: quorvex.words.map((word) => ({ ...word, titles: MAX_COUNTED_TITLES })) };
    expect(buildSearchStatement({ title: 'quorvex', orderby: 'rating', platform: ['Steam'] }, quorvex).name).toContain('sorted-walk');
    expect(buildSearchStatement({ title: 'quorvex', orderby: 'rating', platform: ['Steam'] }, common).name).not.toContain('walk');
    await store.database.query(`delete from products where slug like 'quorvex-%'`);
  });

  it('decision 0051: words of one and two letters are in the dictionary and the word index, and a search made only of them walks it, with the rows and order of testing every title', async () => {
    // Titles whose only short words are "xq", "7" and "vq" (and the longer "xqz"), each in few titles; one hidden.
    await store.database.query(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url, hidden)
       select 'shortw-' || i, jsonb_build_object('es', t.title, 'en', t.title), '{"es":"","en":""}', '{"es":[],"en":[]}',
              case when i % 2 = 0 then 'Steam' else 'GOG.com' end, '{GLOBAL}', 'game', 'pc', '2020-01-01', 999, 999 + i * 100, '/x.svg', '/y.svg', i = 4
         from generate_series(1, 30) i, lateral (select (array['Brontal XQ 7', 'Brontal 7 XQ', 'Brontal XQ', 'Brontal 7', 'Brontal XQZ 7',
                                                               'Brontal VQ 7 Saga'])[i % 6 + 1] as title) t`);
    const [dictionary] = await store.database.query<{ words: string[] }>(`select array_agg(word order by word) as words from search_words where word in ('xq', '7', 'vq', 'xqz')`);
    expect(dictionary!.words).toEqual(['7', 'vq', 'xq', 'xqz']);
    const queries = ['xq 7', '7 xq', 'XQ', 'vq', 'xq vq 7', '7'];
    const filters: [string, string][] = [['', 'true'], ['&platform=Steam', `p.platform = 'Steam'`], ['&max_price=20', 'p.pvp_cents <= 2000']];
    let walked = 0;
    let compared = 0;
    for (const title of queries) {
      const analysed = await analyseTitle(store.database, title);
      for (const word of analysed.words) expect(word.shortest, `${title}: ${word.word}`).not.toBeNull();
      if (buildSearchStatement({ title }, analysed).name.includes('walk')) walked += 1;
      compared += await expectEveryTitleRead(title, analysed, filters);
    }
    expect(walked, 'each query has a word held by few dictionary words ("xq": "xq" and "xqz"; "vq"; "7" alone is in the demo catalogue\'s titles too)').toBeGreaterThanOrEqual(5);
    expect(compared).toBeGreaterThan(10 * SEARCH_PAGE_SIZE);
    await store.database.query(`delete from products where slug like 'shortw-%'`);
  });

  it('decision 29: relevance pages follow the whole-phrase, words-as-typed, shortest-title, id order', async () => {
    const [sample] = await store.database.query<{ en: string; es: string }>(
      `select title->>'en' as en, title->>'es' as es from products where title->>'en' ~ ' ' order by id limit 1`);
    const firstWord = sample!.en.split(' ')[0]!.toLowerCase();
    const queries = [
      'the', 'e', 'a', firstWord, `${firstWord.slice(0, 2)}x${firstWord.slice(3)}`, sample!.en, sample!.es.toUpperCase(),
      `${firstWord}!`, `${sample!.en.split(' ').reverse().join(' ')}`, 'edition of', 'zzzz',
      // decision 0030: a misspelt word beside a word as typed, beside a short word, and a short word alone.
      `${firstWord.slice(0, 2)}x${firstWord.slice(3)} ${sample!.en.split(' ')[1]}`, `${firstWord.slice(0, 2)}x${firstWord.slice(3)} 2`, 'ii',
    ];
    let compared = 0;
    let corrected = 0;
    for (const title of queries) {
      const analysed = await analyseTitle(store.database, title);
      if (analysed.words.some((word) => word.corrections.length > 0)) corrected += 1;
      if (analysed.words.length === 0) continue;
      const { params, like } = likeTests();
      const where = analysed.words.map(({ word, corrections }) => `(${[word, ...corrections].map(like).join(' or ')})`);
      const exact = analysed.words.map(({ word }) => `(${like(word)})::int`);
      const expected = await store.database.query<{ id: number }>(
        `select p.id from products p where ${where.join(' and ')}
          order by (${like(analysed.phrase)}) desc, (${exact.join(' + ')}) desc, length(p.search_title), p.id desc`, params);
      const got = await searchAll(`title=${encodeURIComponent(title)}`);
      expect(got.map((p) => p.id), title).toEqual(expected.map((row) => row.id));
      compared += got.length;
    }
    expect(compared).toBeGreaterThan(2 * SEARCH_PAGE_SIZE);
    expect(corrected).toBeGreaterThan(0);
  });
});
