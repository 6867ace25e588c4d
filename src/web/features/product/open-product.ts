/**
 * What clicking a product does. A product card opens the quick-view panel (spec §2 product card,
 * CARD-11, QV-01); the card stays a real link to the page, so ctrl/middle-click opens a new tab. The hero,
 * spotlight and menu promo buttons go straight to the product page.
 */
import { navigateTo } from '../../lib/navigation.js';
import { openQuickView } from './quick-view-state.js';

export function productPath(id: number): string {
  return `/product?id=${id}`;
}

export function openProduct(id: number): void {
  navigateTo(productPath(id));
}

/** A card click: the quick-view, with focus going back to `opener` when it closes. */
export function openProductQuickView(id: number, opener: HTMLElement | null): void {
  openQuickView(id, opener);
}
