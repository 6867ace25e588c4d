import type { ProductSummary } from '../../../shared/contracts/common.js';
import type { HomeData } from '../../../shared/contracts/get-products.js';

/**
 * The game of the week: the best-rated game on sale among the home lists (featured, recommended,
 * pre-orders), other than the product of the week so the two blocks never repeat each other.
 * Ties go to the newer release.
 */
export function pickGameOfTheWeek(home: HomeData): ProductSummary | null {
  const seen = new Set<number>(home.productOfTheWeek ? [home.productOfTheWeek.id] : []);
  const candidates = [...home.featuredGames, ...home.recommendedProducts, ...home.preorderProducts].filter((product) => {
    if (seen.has(product.id) || product.type !== 'game' || product.is_bundle || product.stock <= 0) return false;
    seen.add(product.id);
    return true;
  });
  candidates.sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1) || compareText(b.release_date, a.release_date));
  return candidates[0] ?? null;
}

/** Release days are YYYY-MM-DD, which sort as text; `localeCompare` would set up Intl's collator (decision 0035). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
