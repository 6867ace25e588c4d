/** Business constants of the store (spec §2, §3, §9 and decisions.md). */

/** Platforms: the union of the §2 search list and the §3 label list (decision 16, decision 1). */
export const PLATFORMS = [
  'PlayStation 5', 'PlayStation 4', 'Xbox Series X|S', 'Xbox One', 'Nintendo Switch',
  'Steam', 'Epic Games', 'Battle.net', 'EA App', 'Ubisoft Connect', 'Microsoft Store', 'GOG.com',
  'ChatGPT Plus', 'Spotify', 'Apple Music', 'YouTube Premium', 'PlayStation Store', 'Xbox Live',
  'Xbox Game Pass', 'Steam Wallet', 'Nintendo eShop', 'Roblox', 'Amazon', 'Spotify Cards',
  'Discord', 'Paypal', 'Rockstar',
] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The 18 genre keys of §2 Search (decision 17). */
export const GENRES = [
  'action', 'arcade', 'adventure', 'racing', 'cooperative', 'sports', 'early_access', 'strategy', 'fps',
  'management', 'indie', 'fighting', 'mmo', 'platform', 'rpg', 'simulation', 'single_player', 'vr',
] as const;
export type Genre = (typeof GENRES)[number];

/** The 13 genres the Games menu shows (§2, decision 17). */
export const MENU_GENRES = [
  'action', 'arcade', 'racing', 'sports', 'strategy', 'early_access', 'fps', 'indie', 'platform', 'rpg',
  'simulation', 'single_player', 'vr',
] as const satisfies readonly Genre[];

/** Regions in the order of §3. */
export const REGIONS = ['GLOBAL', 'EUROPE', 'UK', 'US', 'LATAM', 'CANADA', 'RU/CIS', 'ROW', 'EMEA'] as const;
export type Region = (typeof REGIONS)[number];

export const PRODUCT_TYPES = ['game', 'subscription'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Menu categories of §3, one per product (decision 31). */
export const CATEGORIES = [
  'pc', 'console', 'genre', 'special_offers', 'streaming_services', 'gaming_top_up', 'gift_cards', 'other_services',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const SORT_ORDERS = ['newest', 'price_low', 'price_high', 'rating'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** §9: max price filter values, in euros. */
export const MAX_PRICE_VALUES = [5, 10, 20, 50] as const;

export const SEARCH_PAGE_SIZE = 12;
/** Deepest page a search may ask for: 1,000 pages of 12 is far past any shopper's patience. */
export const SEARCH_MAX_PAGE = 1000;
/** Longest title query accepted (characters). */
export const SEARCH_MAX_TITLE = 100;

/** §9 home limits. */
export const HOME_LIMITS = {
  featuredGames: 9,
  preorders: 3,
  recommended: 9,
  subscriptions: 9,
  news: 3,
  bundles: 5,
} as const;
export const PRODUCT_PAGE_RECOMMENDED = 3;
export const GENRE_CHIPS_MAX = 3;

/** §9 cache lifetimes, in seconds: product reads 30 min, stats 60 min, search 1 min, other reads 5 min. */
export const CACHE_SECONDS = {
  product: 30 * 60,
  stats: 60 * 60,
  search: 60,
  other: 5 * 60,
} as const;

/** §9: tax rate, VAT included in every shown price (decision 20). */
export const VAT_RATE_PERCENT = 21;

/**
 * Cart limits (§4 Cart, docs/decisions/0012): at most 10 of one product on a line, the most a shopper
 * buys as gifts and a bound on how many keys one order holds back from everyone else; at most 50 lines.
 */
export const CART_LINE_LIMIT = 10;
export const CART_MAX_LINES = 50;

/**
 * Orders a shopper may have waiting for payment at once: each holds its keys for the reservation's time,
 * so one account cannot hold back a product's whole stock by checking out again and again without paying.
 */
export const MAX_PENDING_ORDERS = 5;

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
/**
 * The language the shopper chose in the store, sent with every account call (issue 9 §6): it is stored on
 * the account, and the account's mails are written in it, whatever the browser's Accept-Language says.
 */
export const LANGUAGE_HEADER = 'x-pixelkeys-language';

/**
 * The most products one wishlist holds (a store's choice; the spec sets none): far beyond what a shopper
 * keeps, and a bound on what one account can make the store store and send back on every read.
 */
export const WISHLIST_LIMIT = 500;

/** The longest name an account may have (issue 9 §4; contracts/account-fields.ts checks it, forms cap it). */
export const PERSON_NAME_MAX_LENGTH = 80;

/** §1, §9: the fixed level label shown to signed-in users (a placeholder until levels exist). */
export const PLACEHOLDER_LEVEL = 59;

/** §2 Profile, §9, decision 8: the Pixels launch the dashboard counts down to (PIXELS_LAUNCH_AT overrides it), and how often. */
export const DEFAULT_PIXELS_LAUNCH_AT = '2025-04-03T00:00:00+02:00';
export const COUNTDOWN_REFRESH_MS = 60_000;

/** §4, §9: the newsletter pop-up closes on its own this long after a successful subscription. */
export const NEWSLETTER_POPUP_CLOSE_MS = 100_000;

/** §1, §9: missions reward points for a number of completed orders. */
export const MISSIONS = [
  { orders: 1, points: 100 },
  { orders: 10, points: 1000 },
  { orders: 50, points: 5000 },
  { orders: 100, points: 10000 },
] as const;

/**
 * How often the storefront refreshes the online figure (and so marks its visitor active; decision 7). Here and not
 * only in the getOnlineUsers contract, so home's first screen does not load zod for it (decision 0035).
 */
export const ONLINE_REFRESH_SECONDS = 10;
