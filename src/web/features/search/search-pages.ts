/**
 * Paging of search results (spec §4 Search, decision 21): page 1 replaces the results, later pages append
 * deduplicated by id (a product can move between pages when the catalogue changes while someone reads).
 */
import { SEARCH_PAGE_SIZE } from '../../../shared/constants.js';

export function mergePages<T extends { id: number }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<number>();
  const merged: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      merged.push(item);
    }
  }
  return merged;
}

/**
 * Show more (SEARCH-19, SEARCH-20, decision 21): offered while the loaded count is a positive multiple of 12
 * and no page has come back empty, so a total that divides by 12 ends cleanly.
 */
export function hasMorePages(pages: readonly (readonly unknown[])[], loadedCount: number): boolean {
  if (pages.some((page) => page.length === 0)) return false;
  return loadedCount > 0 && loadedCount % SEARCH_PAGE_SIZE === 0;
}
