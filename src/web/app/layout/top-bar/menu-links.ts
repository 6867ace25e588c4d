/**
 * What the Games and Subscriptions menus list (spec §2 top navigation, NAV-36..43). Platform names are
 * brand names and stay as they are in every language; genres and offers are translated by key.
 */
import { MENU_GENRES, type Genre, type Platform } from '../../../../shared/constants.js';

export const PC_LAUNCHERS = [
  'Steam', 'Epic Games', 'Battle.net', 'EA App', 'Ubisoft Connect', 'GOG.com', 'Microsoft Store', 'Rockstar',
] as const satisfies readonly Platform[];

export const CONSOLES = [
  'PlayStation 5', 'PlayStation 4', 'Xbox Series X|S', 'Xbox One', 'Nintendo Switch',
] as const satisfies readonly Platform[];

/**
 * The Subscriptions menu by the categories of decision 31, each brand once, where its products are filed:
 * gaming top-ups, gift cards (Steam Wallet is sold as a gift card), streaming services, and the other
 * services (Discord Nitro), which no other column describes.
 */
export const GAMING_TOP_UPS = [
  'PlayStation Store', 'Xbox Live', 'Xbox Game Pass', 'Nintendo eShop', 'Roblox',
] as const satisfies readonly Platform[];

export const GIFT_CARDS = ['Amazon', 'Steam Wallet', 'Spotify Cards', 'Paypal'] as const satisfies readonly Platform[];

export const OTHER_SERVICES = ['Discord'] as const satisfies readonly Platform[];

export const STREAMING_SERVICES = ['ChatGPT Plus', 'Spotify', 'Apple Music', 'YouTube Premium'] as const satisfies readonly Platform[];

export const MENU_GENRE_KEYS: readonly Genre[] = MENU_GENRES;

export const searchPath = {
  all: '/search',
  platform: (platform: Platform) => `/search?${new URLSearchParams({ platform })}`,
  genre: (genre: Genre) => `/search?${new URLSearchParams({ genre })}`,
  underTwenty: '/search?max_price=20',
  newest: '/search?orderby=newest',
  title: (text: string) => `/search?${new URLSearchParams({ title: text })}`,
} as const;

/** The under-20 offer's limit in cents: its label is formatted in euros (decision 3). */
export const UNDER_PRICE_CENTS = 2_000;
