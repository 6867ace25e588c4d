/**
 * /search (spec §2 Search, SEARCH-01..25): video header, title box, filters toggle and tabs, sort, chips
 * and the results. Every filter lives in the address (use-search-filters), so back restores the previous
 * filters and a pasted link shows the same search. The filter panel starts open on wide screens and
 * collapsed on phones, where it would push the results off the screen.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.js';
import type { SearchFilters } from '../../features/search/search-filters.js';
import { useSearchFilters } from '../../features/search/use-search-filters.js';
import { MOBILE_BREAKPOINT_PX } from '../../lib/ui-constants.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { ActiveChips } from './active-chips.js';
import { FilterTabs } from './filter-tabs.js';
import { SearchHeader } from './search-header.js';
import { SearchResults } from './search-results.js';
import { SearchTitleForm } from './search-title-form.js';
import { SearchToolbar } from './search-toolbar.js';

const isWideScreen = () => window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;

const countActive = (filters: SearchFilters) =>
  filters.type.length + filters.platform.length + filters.genre.length + filters.region.length + filters.category.length
  + (filters.max_price === undefined ? 0 : 1);

export default function SearchPage() {
  const { t } = useTranslation('search');
  const { filters, updateFilters, linkKey } = useSearchFilters();
  // Unknown on the server (no screen): null draws the panel as the screen's width says (CSS), and the
  // first effect makes it a choice, so a server-drawn page hydrates as drawn and nothing moves.
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null);
  useEffect(() => setFiltersOpen((open) => open ?? isWideScreen()), []);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusToggle = useCallback(() => toggleRef.current?.focus(), []);
  usePageTitle(t('title'));

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:px-6" data-page="search">
      <SearchHeader title={filters.title} />
      <SearchTitleForm key={filters.title} initialTitle={filters.title} onSubmit={(title) => updateFilters((current) => ({ ...current, title }))} />
      <div className="flex flex-col gap-4">
        <SearchToolbar
          filters={filters}
          onChange={updateFilters}
          panelId={panelId}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !(open ?? isWideScreen()))}
          activeCount={countActive(filters)}
          toggleRef={toggleRef}
        />
        <FilterTabs key={linkKey} id={panelId} hidden={filtersOpen === null ? null : !filtersOpen} filters={filters} onChange={updateFilters} />
        <ActiveChips filters={filters} onChange={updateFilters} focusFallback={focusToggle} />
      </div>
      <SearchResults filters={filters} />
    </div>
  );
}
