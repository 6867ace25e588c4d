/**
 * What clicking a product does (spec §2 product card, CARD-11). For now it opens the product page; the
 * quick-view panel replaces this one function when it arrives.
 */
import { navigateTo } from '../../lib/navigation.js';

export function productPath(id: number): string {
  return `/product?id=${id}`;
}

export function openProduct(id: number): void {
  navigateTo(productPath(id));
}
