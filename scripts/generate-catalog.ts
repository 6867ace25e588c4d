/**
 * Synthetic catalogue for benchmarks: inserts `count` products into an already-migrated database in a few
 * multi-row INSERT … SELECT generate_series statements. Values come from a hash of (row number, seed), so
 * the same seed always gives the same catalogue (and the benchmark can predict which words exist).
 *
 *   npx tsx scripts/generate-catalog.ts <count> [seed]     (against DATABASE_URL, or PGlite in DATA_DIR)
 *
 * The script migrates first (idempotent) when run from the command line. It does not insert keys: `stock`
 * is set directly (0-50), so 100,000 products need no 100,000 × keys rows.
 */
import { pathToFileURL } from 'node:url';
import { GENRES, PLATFORMS, REGIONS } from '../src/shared/constants.js';
import type { Database } from '../src/server/db/client.js';

/** Title words as (es, en) translations; the Spanish ones carry accents where the language does. */
export const TITLE_WORD_PAIRS: readonly (readonly [es: string, en: string])[] = [
  ['Leyenda', 'Legend'], ['Dragón', 'Dragon'], ['Último', 'Last'], ['Campeón', 'Champion'], ['Guardián', 'Guardian'],
  ['Legión', 'Legion'], ['Misión', 'Mission'], ['Corazón', 'Heart'], ['Cañón', 'Cannon'], ['Señor', 'Lord'],
  ['Ángel', 'Angel'], ['Sombra', 'Shadow'], ['Reino', 'Kingdom'], ['Guerra', 'War'], ['Caballero', 'Knight'],
  ['Espada', 'Sword'], ['Fuego', 'Fire'], ['Hielo', 'Ice'], ['Tormenta', 'Storm'], ['Estrella', 'Star'],
  ['Galaxia', 'Galaxy'], ['Imperio', 'Empire'], ['Rebelión', 'Rebellion'], ['Héroe', 'Hero'], ['Batalla', 'Battle'],
  ['Tierra', 'Land'], ['Océano', 'Ocean'], ['Montaña', 'Mountain'], ['Bosque', 'Forest'], ['Ciudad', 'City'],
  ['Noche', 'Night'], ['Día', 'Day'], ['Sangre', 'Blood'], ['Hierro', 'Iron'], ['Acero', 'Steel'],
  ['Oro', 'Gold'], ['Plata', 'Silver'], ['Cristal', 'Crystal'], ['Trueno', 'Thunder'], ['Relámpago', 'Lightning'],
  ['Lobo', 'Wolf'], ['Águila', 'Eagle'], ['León', 'Lion'], ['Tiburón', 'Shark'], ['Serpiente', 'Serpent'],
  ['Fénix', 'Phoenix'], ['Titán', 'Titan'], ['Demonio', 'Demon'], ['Espíritu', 'Spirit'], ['Alma', 'Soul'],
  ['Destino', 'Destiny'], ['Venganza', 'Revenge'], ['Honor', 'Honor'], ['Gloria', 'Glory'], ['Furia', 'Fury'],
  ['Silencio', 'Silence'], ['Eco', 'Echo'], ['Sueño', 'Dream'], ['Pesadilla', 'Nightmare'], ['Mágico', 'Magic'],
  ['Oscuro', 'Dark'], ['Perdido', 'Lost'], ['Olvidado', 'Forgotten'], ['Eterno', 'Eternal'], ['Salvaje', 'Wild'],
  ['Rápido', 'Fast'], ['Furioso', 'Furious'], ['Secreto', 'Secret'], ['Antiguo', 'Ancient'], ['Nuevo', 'New'],
  ['Pirata', 'Pirate'], ['Ninja', 'Ninja'], ['Samurái', 'Samurai'], ['Vikingo', 'Viking'], ['Robot', 'Robot'],
  ['Mecánico', 'Mechanic'], ['Piloto', 'Pilot'], ['Cazador', 'Hunter'], ['Asesino', 'Assassin'], ['Mago', 'Wizard'],
  ['Brujo', 'Warlock'], ['Pueblo', 'Village'], ['Granja', 'Farm'], ['Carrera', 'Race'], ['Fútbol', 'Football'],
  ['Baloncesto', 'Basketball'], ['Tenis', 'Tennis'], ['Circuito', 'Circuit'], ['Motor', 'Engine'], ['Rueda', 'Wheel'],
  ['Isla', 'Island'], ['Desierto', 'Desert'], ['Volcán', 'Volcano'], ['Abismo', 'Abyss'], ['Mazmorra', 'Dungeon'],
  ['Castillo', 'Castle'], ['Torre', 'Tower'], ['Puerta', 'Gate'], ['Camino', 'Path'], ['Viaje', 'Journey'],
  ['Aventura', 'Adventure'], ['Crónica', 'Chronicle'], ['Saga', 'Saga'], ['Odisea', 'Odyssey'], ['Éxodo', 'Exodus'],
  ['Génesis', 'Genesis'], ['Órbita', 'Orbit'], ['Planeta', 'Planet'], ['Cometa', 'Comet'], ['Nébula', 'Nebula'],
  ['Ciberpunk', 'Cyberpunk'], ['Neón', 'Neon'], ['Pixel', 'Pixel'], ['Código', 'Code'], ['Máquina', 'Machine'],
  ['Fortaleza', 'Fortress'], ['Asedio', 'Siege'], ['Conquista', 'Conquest'], ['Corona', 'Crown'], ['Trono', 'Throne'],
  ['Rey', 'King'], ['Reina', 'Queen'], ['Príncipe', 'Prince'], ['Bestia', 'Beast'], ['Monstruo', 'Monster'],
  ['Zombi', 'Zombie'], ['Fantasma', 'Ghost'], ['Maldición', 'Curse'], ['Profecía', 'Prophecy'], ['Ritual', 'Ritual'],
];

/** Invented franchise names, spelt the same in both languages. */
export const TITLE_NAMES: readonly string[] = [
  'Zenith', 'Kairo', 'Valkor', 'Nox', 'Aether', 'Oblivia', 'Tessara', 'Drakkar', 'Solace', 'Umbra',
  'Vortex', 'Halcyon', 'Morrow', 'Quasar', 'Ravenna', 'Sylvan', 'Tundra', 'Vesper', 'Wyrm', 'Xandar',
  'Yggdra', 'Zephyr', 'Arcadia', 'Brimstone', 'Cinder', 'Dusk', 'Elysium', 'Frost', 'Grimm', 'Hollow',
];

/** Title endings as (es, en). */
export const TITLE_SUFFIXES: readonly (readonly [es: string, en: string])[] = [
  ['2', '2'], ['3', '3'], ['II', 'II'], ['IV', 'IV'], ['Remasterizado', 'Remastered'],
  ['Edición Definitiva', 'Definitive Edition'], ['Edición Deluxe', 'Deluxe Edition'], ['Edición Oro', 'Gold Edition'],
];

const DEVELOPERS = ['Estudio Norte', 'Pixel Forge', 'Lumen Games', 'Atalaya Interactive', 'Red Comet', 'Bitwise Bros', 'Sierra Azul', 'Nimbus Works'];
const PUBLISHERS = ['Pixelkeys Publishing', 'Orbital Media', 'Grand Arc', 'Iberia Soft', 'Northwind', 'Castle Gate'];

export interface GenerateCatalogOptions {
  /** Mixed into every random choice; the same seed gives the same catalogue. Default 1. */
  seed?: number;
  /** Rows per INSERT statement. Default 25,000. */
  batchSize?: number;
  /** Set the home-page flags (featured, recommended, pre-orders, product of the week, banner) and make a few bundles. Default true. */
  homeFlags?: boolean;
  /**
   * VACUUM (ANALYZE) the touched tables afterwards. Default true: it sets the visibility map and empties the GIN
   * pending lists the bulk insert left, the state autovacuum would reach, so reads do not measure a fresh-import
   * artefact (and autovacuum does not start in the middle of a benchmark).
   */
  vacuum?: boolean;
  onProgress?: (inserted: number, total: number) => void;
}

export interface GenerateCatalogResult { firstId: number; lastId: number; inserted: number; ms: number }

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
const sqlArray = (values: readonly string[]) => `array[${values.map(sqlText).join(', ')}]::text[]`;

/**
 * The INSERT of rows first..last. `h(k)` is a deterministic pseudo-random non-negative integer for the row
 * and salt k; `u(k)` the same as a fraction in [0, 1).
 */
function insertStatement(first: number, last: number, seed: number): string {
  const h = (k: number) => `((hashint8(i::bigint * 7919 + ${k * 104_729 + seed * 15_485_863}) :: bigint) & 2147483647)`;
  const u = (k: number) => `(${h(k)}::float8 / 2147483648.0)`;
  const pairsEs = sqlArray(TITLE_WORD_PAIRS.map(([es]) => es));
  const pairsEn = sqlArray(TITLE_WORD_PAIRS.map(([, en]) => en));
  const names = sqlArray(TITLE_NAMES);
  const suffixEs = sqlArray(TITLE_SUFFIXES.map(([es]) => es));
  const suffixEn = sqlArray(TITLE_SUFFIXES.map(([, en]) => en));
  const platforms = sqlArray(PLATFORMS);
  const genres = sqlArray(GENRES);
  const regions = sqlArray(REGIONS);
  return `
with g as (select i from generate_series(${first}, ${last}) as i),
base as (
  select g.i,
    -- Platforms skewed toward the first (the big stores and consoles): index 1..27.
    1 + floor(27 * power(${u(1)}, 1.7))::int as pi,
    2 + ${h(2)} % 3 as nwords,
    ${u(3)} < 0.35 as named,
    ${u(4)} < 0.18 as suffixed,
    ${h(5)} % ${TITLE_SUFFIXES.length} as suffix_index,
    1 + ${h(6)} % 3 as ngenres,
    1 + ${h(7)} % 3 as nregions,
    ${h(8)} % 18 as g1, 1 + ${h(9)} % 8 as g2, 1 + ${h(10)} % 8 as g3,
    -- GLOBAL first most often, then any of the 9.
    case when ${u(11)} < 0.4 then 0 else ${h(12)} % 9 end as r1, 1 + ${h(13)} % 4 as r2, 1 + ${h(14)} % 4 as r3,
    (1 + ${h(15)} % 80) * 100 - 1 as price,
    ${u(16)} < 0.30 as discounted,
    5 + ${h(17)} % 71 as discount,
    case when ${u(18)} < 0.10 then null else round((((${h(19)} % 101) + (${h(20)} % 101)) / 20.0)::numeric, 1) end as rating,
    ${u(21)} < 0.01 as preorder,
    ${h(22)} % (15 * 365) as age_days,
    ${h(23)} % 51 as stock,
    ${h(24)} as hx
  from g
),
shaped as (
  select b.*,
    (${platforms})[b.pi] as platform,
    case
      when b.pi in (13, 14, 15, 16, 18, 19, 25) then 'subscription'
      when b.pi <= 12 and ${u(25)} < 0.04 then 'subscription'
      else 'game' end as type,
    case
      when b.pi <= 5 then (array['console', 'console', 'console', 'genre', 'special_offers'])[1 + ${h(26)} % 5]
      when b.pi <= 12 then (array['pc', 'pc', 'pc', 'genre', 'special_offers'])[1 + ${h(26)} % 5]
      when b.pi <= 16 then (array['streaming_services', 'streaming_services', 'other_services'])[1 + ${h(26)} % 3]
      else (array['gift_cards', 'gaming_top_up', 'gift_cards', 'other_services'])[1 + ${h(26)} % 4] end as category
  from base b
),
titled as (
  -- Word k of the title: a franchise name (first word, 35% of titles) or the index of a word pair.
  select s.*,
    array(
      select case when s.named and k = 1 then -(1 + ((hashint8(s.i::bigint * 31 + k + ${seed}) :: bigint) & 2147483647) % ${TITLE_NAMES.length})
                  else 1 + ((hashint8(s.i::bigint * 37 + k + ${seed * 7}) :: bigint) & 2147483647) % ${TITLE_WORD_PAIRS.length} end
        from generate_series(1, s.nwords) k order by k) as words
  from shaped s
)
insert into products (
  id, slug, title, description, features, languages, platform, regions, genres, type, category, developer, publisher,
  release_date, rating, price_cents, pvp_cents, stock, is_preorder, preorder_quota, image_url, banner_url, media,
  minimum_requirements, recommended_requirements)
select
  t.i,
  'gen-' || t.i,
  jsonb_build_object('es', t.title_es, 'en', t.title_en),
  jsonb_build_object(
    'es', '<p>' || t.title_es || ': una aventura de ' || t.platform || ' generada para las pruebas de rendimiento.</p>',
    'en', '<p>' || t.title_en || ': a ' || t.platform || ' adventure generated for the benchmarks.</p>'),
  jsonb_build_object('es', jsonb_build_array('Modo historia', 'Multijugador en línea'), 'en', jsonb_build_array('Story mode', 'Online multiplayer')),
  array['English', 'Español'],
  t.platform,
  array(select distinct (${regions})[1 + (t.r1 + o) % 9] from unnest(array[0, t.r2, t.r2 + t.r3]) with ordinality as z(o, n) where n <= t.nregions),
  array(select distinct (${genres})[1 + (t.g1 + o) % 18] from unnest(array[0, t.g2, t.g2 + t.g3]) with ordinality as z(o, n) where n <= t.ngenres),
  t.type,
  t.category,
  (array[${DEVELOPERS.map(sqlText).join(', ')}])[1 + t.hx % ${DEVELOPERS.length}],
  (array[${PUBLISHERS.map(sqlText).join(', ')}])[1 + t.hx % ${PUBLISHERS.length}],
  case when t.preorder then current_date + (1 + t.age_days % 180)::int else current_date - t.age_days::int end,
  t.rating,
  t.price,
  case when t.discounted then greatest(1, round(t.price * (100 - t.discount) / 100.0)::int) else t.price end,
  case when t.preorder then 20 + t.stock else t.stock end,
  t.preorder,
  case when t.preorder then 20 + t.stock else 0 end,
  '/media/art/cover/gen-' || t.i || '.svg',
  '/media/art/banner/gen-' || t.i || '.svg',
  jsonb_build_array('/media/art/shot/gen-' || t.i || '-1.svg', '/media/art/shot/gen-' || t.i || '-2.svg'),
  case when t.category = 'pc' then jsonb_build_object('os', 'Windows 10', 'memory', '8 GB') end,
  case when t.category = 'pc' then jsonb_build_object('os', 'Windows 11', 'memory', '16 GB') end
from (
  select ti.*,
    array_to_string(array(
      select case when w < 0 then (${names})[-w] else (${pairsEs})[w] end from unnest(ti.words) with ordinality as v(w, n) order by n), ' ')
      || case when ti.suffixed then ' ' || (${suffixEs})[1 + ti.suffix_index] else '' end as title_es,
    array_to_string(array(
      select case when w < 0 then (${names})[-w] else (${pairsEn})[w] end from unnest(ti.words) with ordinality as v(w, n) order by n), ' ')
      || case when ti.suffixed then ' ' || (${suffixEn})[1 + ti.suffix_index] else '' end as title_en
  from titled ti
) t`;
}

/** Home-page flags and a few mystery bundles, on the generated rows first..last. */
async function setHomeFlags(database: Database, first: number, last: number): Promise<void> {
  const span = last - first + 1;
  if (span < 50) return;
  // Every 500th row featured, every 450th recommended; one product of the week; the banner if none is set.
  await database.query(`update products set is_featured = true where id between $1 and $2 and (id - $1) % 500 = 7`, [first, last]);
  await database.query(`update products set is_recommended = true where id between $1 and $2 and (id - $1) % 450 = 11`, [first, last]);
  await database.query(`update products set is_product_of_week = true where id = $1`, [first + 3]);
  await database.query(
    `update products set is_banner = true where id = $1 and not exists (select 1 from products where is_banner)`, [first + 5]);
  // Three bundles (one per tier) drawing from 20 games each; the bundle_items trigger computes their stock.
  const tiers = [['indie', 3, 0, 1, 6000], ['aaa', 5, 1, 2, 12000], ['rpgs', 8, 2, 3, 20000]] as const;
  for (const [index, [tier, games, minAaa, minIndie, maxValue]] of tiers.entries()) {
    const bundleId = first + 20 + index;
    await database.query(
      `update products set is_bundle = true, is_preorder = false, preorder_quota = 0, type = 'game', category = 'special_offers',
         bundle_tier = $2, bundle_game_count = $3, bundle_min_aaa = $4, bundle_min_indie = $5, bundle_max_value_cents = $6
       where id = $1`,
      [bundleId, tier, games, minAaa, minIndie, maxValue]);
    await database.query(
      `insert into bundle_items (bundle_id, product_id, quality)
       select $1, p.id, (p.id % 5)::smallint from products p
        where p.id between $2 and $3 and p.type = 'game' and not p.is_bundle and not p.is_preorder
        order by p.id limit 20`,
      [bundleId, first + 100 + index * 1000, last]);
  }
}

export async function generateCatalog(
  database: Database, count: number, options: GenerateCatalogOptions = {},
): Promise<GenerateCatalogResult> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`count must be a positive whole number, not ${count}`);
  const started = performance.now();
  const seed = options.seed ?? 1;
  const batchSize = options.batchSize ?? 25_000;
  const [top] = await database.query<{ max: number }>(`select coalesce(max(id), 0)::int as max from products`);
  const firstId = (top?.max ?? 0) + 1;
  const lastId = firstId + count - 1;
  for (let from = firstId; from <= lastId; from += batchSize) {
    const to = Math.min(lastId, from + batchSize - 1);
    await database.query(insertStatement(from, to, seed));
    options.onProgress?.(to - firstId + 1, count);
  }
  await database.query(`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
  if (options.homeFlags ?? true) await setHomeFlags(database, firstId, lastId);
  if (options.vacuum ?? true) await database.query('vacuum (analyze) products, bundle_items, title_words');
  return { firstId, lastId, inserted: count, ms: Math.round(performance.now() - started) };
}

async function main(): Promise<void> {
  const { parseEnv } = await import('../src/server/env.js');
  const { openDatabase } = await import('../src/server/db/client.js');
  const { withStartupLock } = await import('../src/server/db/migrate.js');
  const count = Number(process.argv[2] ?? '');
  const seed = process.argv[3] === undefined ? 1 : Number(process.argv[3]);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
    console.error('usage: npx tsx scripts/generate-catalog.ts <count> [seed]   (uses DATABASE_URL, else PGlite in DATA_DIR)');
    process.exit(2);
  }
  const env = parseEnv(process.env);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await withStartupLock(database, env.DATABASE_URL, (migrate) => migrate());
    const result = await generateCatalog(database, count, {
      seed,
      onProgress: (done, total) => console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`),
    });
    console.log(`Inserted ${result.inserted.toLocaleString('en')} products (ids ${result.firstId}-${result.lastId}) in ${(result.ms / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch(async (error: unknown) => {
    // A refusal the operator acts on (the store holds DATA_DIR, a damaged folder): its message, no stack.
    const { ConfigError } = await import('../src/server/env.js');
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
