/**
 * The search filters as the address holds them (spec §2 Search, SEARCH-22): one parameter per filter,
 * multi-select values repeated (`platform=Steam&platform=GOG.com`, decision 15). Values the store does not
 * know are dropped, so a hand-edited link still searches instead of failing on a 400.
 */
import {
  CATEGORIES, GENRES, MAX_PRICE_VALUES, PLATFORMS, PRODUCT_TYPES, REGIONS, SEARCH_MAX_TITLE, SORT_ORDERS,
  type Category, type Genre, type Platform, type ProductType, type Region, type SortOrder,
} from '../../../shared/constants.js';

/** The multi-select filters, in the order of the filter tabs. */
export const MULTI_FILTERS = {
  type: PRODUCT_TYPES,
  platform: PLATFORMS,
  genre: GENRES,
  region: REGIONS,
  category: CATEGORIES,
} as const;
export type MultiFilter = keyof typeof MULTI_FILTERS;
export const MULTI_FILTER_NAMES = Object.keys(MULTI_FILTERS) as MultiFilter[];

export type MaxPrice = (typeof MAX_PRICE_VALUES)[number];

export interface SearchFilters {
  title: string;
  type: ProductType[];
  platform: Platform[];
  genre: Genre[];
  region: Region[];
  category: Category[];
  max_price?: MaxPrice;
  orderby?: SortOrder;
}

function known<T extends string>(values: readonly T[], raw: string[]): T[] {
  const allowed = new Set<string>(values);
  const picked = raw.flatMap((value) => value.split(',')).map((value) => value.trim()).filter((value) => allowed.has(value));
  // Kept in the store's order, so two links with the same values in another order share one cache entry.
  return values.filter((value) => picked.includes(value));
}

export function filtersFrom(query: URLSearchParams): SearchFilters {
  const maxPrice = Number(query.get('max_price'));
  const orderby = query.get('orderby');
  return {
    title: (query.get('title') ?? '').trim().slice(0, SEARCH_MAX_TITLE),
    type: known(PRODUCT_TYPES, query.getAll('type')),
    platform: known(PLATFORMS, query.getAll('platform')),
    genre: known(GENRES, query.getAll('genre')),
    region: known(REGIONS, query.getAll('region')),
    category: known(CATEGORIES, query.getAll('category')),
    max_price: MAX_PRICE_VALUES.find((value) => value === maxPrice),
    orderby: SORT_ORDERS.find((value) => value === orderby),
  };
}

/** The address (and API) query of the filters; empty filters leave no parameter. */
export function queryFrom(filters: SearchFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.title) query.set('title', filters.title);
  for (const name of MULTI_FILTER_NAMES) for (const value of filters[name]) query.append(name, value);
  if (filters.max_price !== undefined) query.set('max_price', String(filters.max_price));
  if (filters.orderby) query.set('orderby', filters.orderby);
  return query;
}

/** A multi-select toggle (SEARCH-16): adds the value, or removes it when already selected. */
export function toggleValue(filters: SearchFilters, name: MultiFilter, value: string): SearchFilters {
  const current: readonly string[] = filters[name];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return { ...filters, [name]: known(MULTI_FILTERS[name], next) };
}

/** A chip's removal: the value goes, whatever happened since (a toggle would add it back). */
export function withoutValue(filters: SearchFilters, name: MultiFilter, value: string): SearchFilters {
  const current: readonly string[] = filters[name];
  return { ...filters, [name]: known(MULTI_FILTERS[name], current.filter((item) => item !== value)) };
}

/** Max price holds one value; tapping the selected one again clears it (SEARCH-14, SEARCH-15). */
export function toggleMaxPrice(filters: SearchFilters, value: MaxPrice): SearchFilters {
  return { ...filters, max_price: filters.max_price === value ? undefined : value };
}

export function withSort(filters: SearchFilters, orderby: SortOrder | undefined): SearchFilters {
  return { ...filters, orderby };
}

/** Clear filters (SEARCH-07): every filter and the sort go; the typed title stays, it is the search itself. */
export function clearedFilters(filters: SearchFilters): SearchFilters {
  return { title: filters.title, type: [], platform: [], genre: [], region: [], category: [] };
}

export function hasActiveFilters(filters: SearchFilters): boolean {
  return MULTI_FILTER_NAMES.some((name) => filters[name].length > 0) || filters.max_price !== undefined || filters.orderby !== undefined;
}

/** The API query for one page of results (1-based). */
export function apiQueryFor(filters: SearchFilters, page: number): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of queryFrom(filters)) (query[key] ??= []).push(value);
  query.page = [String(page)];
  return query;
}
