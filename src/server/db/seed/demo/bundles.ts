/**
 * Demo catalogue: the three mystery bundles (ids 98-100), one per tier of BUNDLE_TIERS (spec §1, decision 6).
 * Every pool entry is a Steam game of this catalogue with keys in stock; the quality of a game is the same in every pool.
 */
import type { SeedProduct } from '../catalog-types.js';

type Quality = 1 | 2 | 3 | 4;

/** Quality of each Steam game that can be drawn (4 = AAA hit, 1 = small indie), keyed by product id. */
const QUALITY: Record<number, Quality> = {
  1: 4, // Starfall Odyssey
  2: 3, // Neon Drift: Overclocked
  3: 3, // Crypt of the Hollow King
  4: 3, // Ironclad Arena
  5: 4, // Dominion of Embers
  6: 3, // Lantern Moth
  7: 2, // Hearthstead
  8: 1, // Tiny Tactics Tavern
  9: 2, // Echoes of the Deepwell
  10: 3, // Grimhollow Chronicles
  11: 4, // Sunken Crown: Tides of Ruin
  12: 3, // The Last Cartographer
  13: 1, // Velvet Static
  14: 1, // Rust & Rye
  15: 4, // Vanguard Protocol
  16: 2, // Realm of Aurelia Online
  17: 3, // Kingsfall Tactics
  18: 2, // Mirewalker
  19: 1, // Pocket Paladins
  20: 4, // Chronicles of the Shattered Moon
  21: 3, // Warden of Greyspire
  22: 1, // Skyline Couriers VR
  23: 2, // Rhythmrift VR
  24: 3, // Goalstorm 26
  26: 2, // Hexbound Rogue
  28: 1, // Pixel Pipe Panic
  29: 4, // Oathbreaker: Knights of Valmere
};

function pool(ids: number[]): { productId: number; quality: Quality }[] {
  return ids.map((productId) => {
    const quality = QUALITY[productId];
    if (quality === undefined) throw new Error(`demo bundle pool: no quality for product ${productId}`);
    return { productId, quality };
  });
}

const BUNDLE_LANGUAGES = ['English', 'Español'];

export const bundles: SeedProduct[] = [
  {
    id: 98,
    slug: 'mystery-bundle-indie',
    title: { es: 'Pack Misterioso Indie', en: 'Mystery Bundle Indie' },
    description: {
      es: `<p><strong>Tres juegos de Steam al azar</strong> de nuestra selección indie, con <strong>al menos un éxito indie</strong> garantizado y un valor total en tienda de hasta 60 €. El sorteo se hace en el momento del pago y en tu pedido verás exactamente qué juegos te han tocado, cada uno con su propia clave.</p>`,
      en: `<p><strong>Three random Steam games</strong> from our indie selection, with <strong>at least one indie hit</strong> guaranteed and a combined store value of up to 60 €. The draw happens when you pay, and your order shows exactly which games you got, each with its own key.</p>`,
    },
    features: {
      es: ['3 juegos de Steam', 'Al menos 1 éxito indie', 'Valor en tienda de hasta 60 €', 'Sorteo auditable al pagar'],
      en: ['3 Steam games', 'At least 1 indie hit', 'Store value of up to 60 €', 'Auditable draw at payment'],
    },
    languages: BUNDLE_LANGUAGES,
    platform: 'Steam',
    regions: ['GLOBAL'],
    genres: ['indie'],
    type: 'game',
    category: 'special_offers',
    developer: null,
    publisher: null,
    releaseDate: '2026-09-15',
    rating: null,
    regularPriceCents: 1999,
    pvpCents: 1499,
    discountSince: '2026-11-01',
    keyCount: 25,
    videoUrl: null,
    mediaCount: 3,
    minimumRequirements: null,
    recommendedRequirements: null,
    bundle: {
      tier: 'indie',
      pool: pool([3, 6, 7, 8, 9, 12, 13, 14, 18, 19, 22, 23, 26, 28]),
    },
  },
  {
    id: 99,
    slug: 'mystery-bundle-aaa',
    title: { es: 'Pack Misterioso AAA', en: 'Mystery Bundle AAA' },
    description: {
      es: `<p><strong>Cinco juegos de Steam al azar</strong>: al menos <strong>un AAA</strong> de los grandes y <strong>dos indies</strong> garantizados, con un valor total en tienda de hasta 120 €. Los juegos se sortean entre los de la lista al pagar y cada uno llega a tu pedido con su propia clave.</p>`,
      en: `<p><strong>Five random Steam games</strong>: at least <strong>one AAA</strong> blockbuster and <strong>two indies</strong> guaranteed, with a combined store value of up to 120 €. The games are drawn from the list below when you pay, and each one reaches your order with its own key.</p>`,
    },
    features: {
      es: ['5 juegos de Steam', 'Al menos 1 AAA y 2 indies', 'Valor en tienda de hasta 120 €', 'Cada juego con su propia clave'],
      en: ['5 Steam games', 'At least 1 AAA and 2 indies', 'Store value of up to 120 €', 'Every game with its own key'],
    },
    languages: BUNDLE_LANGUAGES,
    platform: 'Steam',
    regions: ['GLOBAL'],
    genres: ['action', 'adventure', 'indie'],
    type: 'game',
    category: 'special_offers',
    developer: null,
    publisher: null,
    releaseDate: '2026-10-01',
    rating: null,
    regularPriceCents: 4999,
    pvpCents: 3999,
    discountSince: '2026-10-25',
    keyCount: 25,
    videoUrl: null,
    mediaCount: 4,
    minimumRequirements: null,
    recommendedRequirements: null,
    bundle: {
      tier: 'aaa',
      pool: pool([1, 5, 11, 15, 20, 29, 2, 4, 10, 24, 3, 6, 12, 26, 19]),
    },
  },
  {
    id: 100,
    slug: 'mystery-bundle-rpgs',
    title: { es: 'Pack Misterioso RPG', en: 'Mystery Bundle RPGs' },
    description: {
      es: `<p>El pack más grande para los amantes del rol: <strong>ocho juegos de Steam al azar</strong>, casi todos RPG, con <strong>al menos dos AAA</strong> y <strong>tres indies</strong> garantizados y un valor total en tienda de hasta 200 €.</p><p>¿Cómo funciona? Al pagar, nuestro servidor sortea ocho juegos de la lista de abajo que cumplan esas tres condiciones y reserva una clave de cada uno. El sorteo es aleatorio pero queda registrado con una semilla, así que cualquier pedido se puede auditar. En tu pedido verás qué juegos te han tocado y podrás revelar cada clave por separado.</p><ul><li>Los colores de la lista indican la calidad: verde para indies pequeños, azul y morado para joyas consolidadas y naranja para los AAA</li><li>Nunca recibirás dos veces el mismo juego en un pack</li><li>Solo entran juegos con claves disponibles</li></ul><p><em>Ojo:</em> este pack cuesta algo más que su precio de referencia porque garantiza dos AAA; aun así, el valor de lo que recibes lo supera con creces.</p>`,
      en: `<p>The biggest pack for role-playing fans: <strong>eight random Steam games</strong>, nearly all RPGs, with <strong>at least two AAA</strong> titles and <strong>three indies</strong> guaranteed, and a combined store value of up to 200 €.</p><p>How does it work? When you pay, our server draws eight games from the list below that meet those three conditions and sets aside a key for each one. The draw is random but recorded with a seed, so every order can be audited. Your order shows which games you got, and you can reveal each key separately.</p><ul><li>The colours in the list show quality: green for small indies, blue and purple for established gems, orange for AAA hits</li><li>You will never get the same game twice in one pack</li><li>Only games with keys in stock are included</li></ul><p><em>Note:</em> this pack costs a little more than its reference price because it guarantees two AAA games; even so, what you receive is worth far more.</p>`,
    },
    features: {
      es: ['8 juegos de Steam, casi todos RPG', 'Al menos 2 AAA y 3 indies', 'Valor en tienda de hasta 200 €', 'Sorteo auditable con semilla', 'Sin juegos repetidos'],
      en: ['8 Steam games, nearly all RPGs', 'At least 2 AAA and 3 indies', 'Store value of up to 200 €', 'Auditable, seeded draw', 'No duplicate games'],
    },
    languages: BUNDLE_LANGUAGES,
    platform: 'Steam',
    regions: ['GLOBAL'],
    genres: ['rpg', 'adventure', 'indie'],
    type: 'game',
    category: 'special_offers',
    developer: null,
    publisher: null,
    releaseDate: '2026-10-20',
    rating: null,
    regularPriceCents: 6999,
    pvpCents: 7499,
    keyCount: 25,
    videoUrl: null,
    mediaCount: 5,
    minimumRequirements: null,
    recommendedRequirements: null,
    bundle: {
      tier: 'rpgs',
      pool: pool([1, 5, 11, 20, 29, 10, 17, 21, 16, 3, 9, 18, 19, 12, 8]),
    },
  },
];
