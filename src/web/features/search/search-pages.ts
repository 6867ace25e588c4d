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
 * Show more (SEARCH-19, SEARCH-20, decision 21): offered while every page loaded so far came back full (12)
 * — the loaded count is then a positive multiple of 12 — and hidden once a page comes back short or empty,
 * so a total that divides by 12 ends cleanly. Counted on the pages as answered, not after removing
 * duplicates: a product that moved between pages must not end the list early.
 */
export function hasMorePages(pages: readonly (readonly unknown[])[]): boolean {
  return pages.length > 0 && pages.every((page) => page.length === SEARCH_PAGE_SIZE);
}
