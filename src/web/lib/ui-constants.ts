/**
 * Timings and sizes of the storefront's interface (spec §2, §9). The business constants live in
 * src/shared/constants.ts (owned by the lead); these belong to the web app only.
 */

/** §2, §9: the Games mega menu closes 300 ms after the pointer leaves it. */
export const GAMES_MENU_CLOSE_DELAY_MS = 300;
/** §2, §9: the Subscriptions and user menus close 200 ms after the pointer leaves them. */
export const SUBSCRIPTIONS_MENU_CLOSE_DELAY_MS = 200;
export const USER_MENU_CLOSE_DELAY_MS = 200;
/** The cart panel follows the other small menus. */
export const CART_MENU_CLOSE_DELAY_MS = 200;

/** §9: a hover video that has not started within 200 ms keeps showing the image. */
export const HOVER_VIDEO_TIMEOUT_MS = 200;

/** §9: the mobile layout applies below 768 px (Tailwind's `md` breakpoint is the same 48rem). */
export const MOBILE_BREAKPOINT_PX = 768;

/** §9: Instagram video thumbnails are the frame at 0.1 s; played videos use volume 0.1. */
export const INSTAGRAM_THUMBNAIL_SECONDS = 0.1;
export const INSTAGRAM_VIDEO_VOLUME = 0.1;

/** Every product cover is generated at 616×353 (its aspect ratio is reserved before it loads). */
export const COVER_WIDTH = 616;
export const COVER_HEIGHT = 353;
/** Banner art (hero and menu promo). */
export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 800;

/** How many region chips a card shows before "+N". */
export const CARD_MAX_REGION_CHIPS = 2;

export const BRAND_NAME = 'Pixelkeys';
/** News art and Instagram posts. */
export const NEWS_IMAGE_WIDTH = 1200;
export const NEWS_IMAGE_HEIGHT = 630;
export const INSTAGRAM_IMAGE_SIZE = 1080;
