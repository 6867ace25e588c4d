/**
 * The filters live in the address (SEARCH-22): reading them from it and writing each change as a new
 * history entry, so the back button restores the previous filters and a pasted link shows the same search.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { filtersFrom, queryFrom, type SearchFilters } from './search-filters.js';

/** Marks the history entries this page writes, to tell them from links followed from elsewhere. */
const FROM_SEARCH_PAGE = { fromSearchPage: true } as const;

/** A change of the filters, computed from the filters as they are when it happens. */
export type FiltersUpdate = (current: SearchFilters) => SearchFilters;

export function useSearchFilters() {
  const [query, setQuery] = useSearchParams();
  const text = query.toString();
  // Memoised on the query text: the same address gives the same filters object.
  const filters = useMemo(() => filtersFrom(new URLSearchParams(text)), [text]);
  const updateFilters = useCallback(
    // From the address as it is now, not as it was at the last render: two quick taps (a toggle, then
    // its undo) must not both start from the same stale filters.
    (update: FiltersUpdate) => setQuery(queryFrom(update(filtersFrom(new URLSearchParams(window.location.search)))), {
      preventScrollReset: true, state: FROM_SEARCH_PAGE,
    }),
    [setQuery],
  );
  return { filters, updateFilters, linkKey: useFollowedLinkKey() };
}

/**
 * Changes when a link from outside the page's own controls brings new filters (a top-bar menu link
 * followed while on /search), so the filter tabs can open on the tab of the filter it set.
 */
function useFollowedLinkKey(): string {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [key, setKey] = useState(location.key);
  const followedLink = navigationType === 'PUSH' && (location.state as typeof FROM_SEARCH_PAGE | null)?.fromSearchPage !== true;
  if (followedLink && location.key !== key) setKey(location.key);
  return key;
}
