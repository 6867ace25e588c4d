import { describe, expect, it } from 'vitest';
import {
  apiQueryFor, clearedFilters, filtersFrom, hasActiveFilters, queryFrom, toggleMaxPrice, toggleValue, withSort,
} from './search-filters.js';
import { hasMorePages, mergePages } from './search-pages.js';

const from = (text: string) => filtersFrom(new URLSearchParams(text));

describe('search filters in the address', () => {
  it('SEARCH-22: reads repeated and comma-separated values, drops unknown ones, round-trips', () => {
    const filters = from('platform=GOG.com&platform=Steam&genre=rpg,indie&region=RU%2FCIS&max_price=20&orderby=rating&title=%20neon%20&platform=Nope');
    expect(filters).toEqual({
      title: 'neon', type: [], platform: ['Steam', 'GOG.com'], genre: ['indie', 'rpg'], region: ['RU/CIS'], category: [],
      max_price: 20, orderby: 'rating',
    });
    expect(queryFrom(filters).toString()).toBe('title=neon&platform=Steam&platform=GOG.com&genre=indie&genre=rpg&region=RU%2FCIS&max_price=20&orderby=rating');
    expect(from(queryFrom(filters).toString())).toEqual(filters);
  });

  it('ignores a max price or sort the store does not offer, and the page', () => {
    const filters = from('max_price=15&orderby=cheapest&page=4');
    expect(filters.max_price).toBeUndefined();
    expect(filters.orderby).toBeUndefined();
    expect(queryFrom(filters).toString()).toBe('');
    expect(hasActiveFilters(filters)).toBe(false);
  });

  it('SEARCH-16: multi-select filters toggle values on and off', () => {
    const one = toggleValue(from(''), 'genre', 'rpg');
    const two = toggleValue(one, 'genre', 'action');
    expect(two.genre).toEqual(['action', 'rpg']);
    expect(toggleValue(two, 'genre', 'rpg').genre).toEqual(['action']);
  });

  it('SEARCH-14, SEARCH-15: max price holds one value; the same value again clears it', () => {
    const ten = toggleMaxPrice(from(''), 10);
    expect(ten.max_price).toBe(10);
    expect(toggleMaxPrice(ten, 50).max_price).toBe(50);
    expect(toggleMaxPrice(ten, 10).max_price).toBeUndefined();
  });

  it('SEARCH-07: clearing keeps the title only', () => {
    const filters = withSort(toggleValue(from('title=x&max_price=5'), 'type', 'game'), 'newest');
    expect(hasActiveFilters(filters)).toBe(true);
    expect(queryFrom(clearedFilters(filters)).toString()).toBe('title=x');
  });

  it('the API query adds the 1-based page', () => {
    expect(apiQueryFor(from('platform=Steam&platform=GOG.com'), 2)).toEqual({ platform: ['Steam', 'GOG.com'], page: ['2'] });
  });
});

describe('search pages', () => {
  const page = (...ids: number[]) => ids.map((id) => ({ id }));
  const full = (start: number) => page(...Array.from({ length: 12 }, (_, index) => start + index));

  it('SEARCH-24, SEARCH-25: later pages append, deduplicated by id', () => {
    expect(mergePages([page(1, 2, 3), page(3, 4), page(1, 5)]).map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('SEARCH-20, decision 21: more pages while every page came back full (the loaded count a multiple of 12), none after a short or empty one', () => {
    expect(hasMorePages([full(1)])).toBe(true);
    expect(hasMorePages([full(1), full(13)])).toBe(true);
    expect(hasMorePages([full(1), page(13)])).toBe(false);
    expect(hasMorePages([[]])).toBe(false);
    expect(hasMorePages([full(1), []])).toBe(false);
    // A product that moved from page 1 to page 2 is shown once, and the list still goes on.
    expect(hasMorePages([full(1), full(12)])).toBe(true);
    expect(mergePages([full(1), full(12)])).toHaveLength(23);
  });
});
