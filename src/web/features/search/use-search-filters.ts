/**
 * The filters live in the address (SEARCH-22): reading them from it and writing each change as a new
 * history entry, so the back button restores the previous filters and a pasted link shows the same search.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFrom, queryFrom, type SearchFilters } from './search-filters.js';

export function useSearchFilters() {
  const [query, setQuery] = useSearchParams();
  const text = query.toString();
  // Memoised on the query text: the same address gives the same filters object.
  const filters = useMemo(() => filtersFrom(new URLSearchParams(text)), [text]);
  const setFilters = useCallback(
    (next: SearchFilters) => setQuery(queryFrom(next), { preventScrollReset: true }),
    [setQuery],
  );
  return { filters, setFilters };
}
