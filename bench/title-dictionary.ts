/**
 * The title analysis over a real catalogue's dictionary (decision 0038). Every title search first analyses the
 * shopper's words against `search_words`, the distinct words of every title: which dictionary words hold each
 * word, the corrections of a misspelt one, and the shortest title each can be in. The API step's generated
 * catalogue has 282 distinct words, so its figures say nothing of a catalogue whose titles hold tens of thousands.
 *
 * On a fresh PostgreSQL database (BENCH_DATABASE_URL's server) with the generated catalogue, the benchmark's
 * 1,500 title queries are analysed one at a time, three rounds (each query's best), first with the
 * catalogue's own dictionary, then with 30,000 more words; then a few with PostgreSQL's default `jit = on`
 * instead of the store's `off`, to show what compiling a statement costs. Writes the `dictionary` section of
 * docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { generateCatalog } from '../scripts/generate-catalog.js';
import { SearchQuerySchema } from '../src/shared/contracts/search.js';
import { ANALYSE_TITLE_SQL, analyseTitleParams } from '../src/server/modules/search/search-products.js';
import { SESSION_SETTINGS, sessionOptions } from '../src/server/db/client.js';
import { benchStoreEnv } from './bench-store.js';
import { startStore } from '../src/server/store.js';
import { createScratchDatabase } from '../tests/support/test-store.js';
import { queryObject, titleSearchPaths } from './workloads.js';
import { writeDocSection } from './report.js';

const BASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PRODUCTS = 20_000;
const EXTRA_WORDS = 30_000;
const ROUNDS = 3;
const JIT_QUERIES = 30;

const log = (message: string) => console.log(`[bench:dictionary] ${message}`);

/** Pronounceable words of two to four syllables, the same on every run: `count` of them, all distinct. */
export function syntheticWords(count: number): string[] {
  const syllables = ['ka', 'ro', 'mi', 'tan', 'ver', 'bel', 'dor', 'qu', 'ix', 'zen', 'lo', 'pra', 'fel', 'gor', 'nu', 'shi',
    'tra', 'vel', 'om', 'ar', 'es', 'ul', 'cri', 'stor', 'min', 'bra', 'dex', 'ty', 'wa', 'jo', 'sa', 'pel'];
  const words = new Set<string>();
  for (let n = 0; words.size < count; n += 1) {
    const length = 2 + (n % 3);
    let rest = Math.floor(n / 3);
    let word = '';
    for (let s = 0; s < length; s += 1) {
      word += syllables[rest % syllables.length];
      rest = Math.floor(rest / syllables.length);
    }
    words.add(word);
  }
  return [...words];
}

interface Figures { mean: number; p50: number; p99: number; max: number }

function figures(times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return { mean: sorted.reduce((sum, time) => sum + time, 0) / sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

/** Each title analysed once per round on one connection; a title's time is its best round's (warm). */
async function analyse(client: pg.Client, titles: string[], rounds: number): Promise<Figures> {
  const best = titles.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, title] of titles.entries()) {
      const started = performance.now();
      await client.query({ name: 'analyse', text: ANALYSE_TITLE_SQL, values: analyseTitleParams(title) });
      best[index] = Math.min(best[index]!, performance.now() - started);
    }
  }
  return figures(best);
}

async function connect(url: string, settings: Record<string, string>): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, options: sessionOptions(settings) });
  await client.connect();
  return client;
}

export async function runTitleDictionaryBenchmark(): Promise<void> {
  const scratch = await createScratchDatabase(BASE_URL);
  const dataDir = mkdtempSync(join(tmpdir(), 'pixelkeys-bench-dictionary-'));
  try {
    // The store migrates the database; the catalogue is the API step's generator, at a fifth of its size (the
    // dictionary is the same: every title is made of the same words).
    const store = await startStore(benchStoreEnv({ DATABASE_URL: scratch.url, SEED: 'none', DATA_DIR: join(dataDir, 'data') }), pino({ level: 'warn' }));
    await generateCatalog(store.database, PRODUCTS);
    await store.close();
    const titles = titleSearchPaths(1500).map((path) => SearchQuerySchema.parse(queryObject(path)).title!);
    const client = await connect(scratch.url, SESSION_SETTINGS);
    const count = async () => Number((await client.query<{ n: string }>('select count(*) as n from search_words')).rows[0]!.n);
    try {
      await client.query('analyze search_words');
      const small = { words: await count(), ...(await analyse(client, titles, ROUNDS)) };
      log(`dictionary of ${small.words} words: mean ${small.mean.toFixed(2)} ms`);
      const words = syntheticWords(EXTRA_WORDS);
      await client.query(`insert into search_words (word, shortest_title)
        select w, 10 + (n * 37) % 70 from unnest($1::text[]) with ordinality as t(w, n) on conflict do nothing`, [words]);
      await client.query('vacuum analyze search_words');
      const large = { words: await count(), ...(await analyse(client, titles, ROUNDS)) };
      log(`dictionary of ${large.words} words: mean ${large.mean.toFixed(2)} ms`);
      const withJit = await connect(scratch.url, { ...SESSION_SETTINGS, jit: 'on' });
      const jit = await analyse(withJit, titles.slice(0, JIT_QUERIES), 1).finally(() => withJit.end());
      log(`with jit on: mean ${jit.mean.toFixed(1)} ms`);
      const ms = (value: number) => value.toFixed(2);
      writeDocSection('dictionary', `## Title analysis over a large dictionary (decision 0038)

Command: \`npm run bench\` (bench/title-dictionary.ts). A fresh PostgreSQL database with the generated catalogue
(${PRODUCTS.toLocaleString('en')} products: the API step's titles, the same ${small.words} distinct words), then ${EXTRA_WORDS.toLocaleString('en')} generated words
more (\`search_words\`, as a real catalogue's titles would give). The benchmark's 1,500 title queries analysed one at a
time on one connection with the store's session settings (\`${ANALYSE_TITLE_SQL}\`), ${ROUNDS} rounds, each query's best
round. Date: ${new Date().toISOString()}.

| Dictionary | Words | Mean | p50 | p99 | Max |
|---|---:|---:|---:|---:|---:|
| The generated catalogue's | ${small.words.toLocaleString('en')} | ${ms(small.mean)} ms | ${ms(small.p50)} ms | ${ms(small.p99)} ms | ${ms(small.max)} ms |
| With ${EXTRA_WORDS.toLocaleString('en')} words more | ${large.words.toLocaleString('en')} | ${ms(large.mean)} ms | ${ms(large.p50)} ms | ${ms(large.p99)} ms | ${ms(large.max)} ms |
| The same, \`jit = on\` (PostgreSQL's default; ${JIT_QUERIES} queries, one round) | ${large.words.toLocaleString('en')} | ${ms(jit.mean)} ms | ${ms(jit.p50)} ms | ${ms(jit.p99)} ms | ${ms(jit.max)} ms |

The store's sessions run with \`jit = off\` (src/server/db/client.ts): the last row is what each analysis would cost
otherwise.
`);
    } finally {
      await client.end();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}
