/**
 * Filters toggle (SEARCH-03) and sort select (SEARCH-04, SEARCH-17: a disabled placeholder, then newest,
 * price_low, price_high, rating).
 */
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, type Ref } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { SORT_ORDERS } from '../../../shared/constants.js';
import { withSort, type SearchFilters } from '../../features/search/search-filters.js';
import type { FiltersUpdate } from '../../features/search/use-search-filters.js';
import { useFilterLabels } from './use-filter-labels.js';

interface SearchToolbarProps {
  filters: SearchFilters;
  onChange: (update: FiltersUpdate) => void;
  panelId: string;
  /** null until the screen is known (a server-drawn page): open from the tablet width up. */
  filtersOpen: boolean | null;
  onToggleFilters: () => void;
  activeCount: number;
  toggleRef: Ref<HTMLButtonElement>;
}

export function SearchToolbar({ filters, onChange, panelId, filtersOpen, onToggleFilters, activeCount, toggleRef }: SearchToolbarProps) {
  const { t } = useTranslation('search');
  const labels = useFilterLabels();
  const sortId = useId();
  return (
    <div className="flex items-end gap-3" data-search-toolbar="">
      <button ref={toggleRef} type="button" className="btn-secondary" aria-expanded={filtersOpen ?? undefined} aria-controls={panelId} onClick={onToggleFilters} data-filters-toggle="">
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {t('filters.toggle')}
        {activeCount > 0 && (
          <span className="rounded-full bg-accent px-2 text-xs tabular-nums text-white">
            <span aria-hidden="true">{activeCount}</span>
            <span className="sr-only">{t('filters.activeCount', { count: activeCount })}</span>
          </span>
        )}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform duration-150 ${filtersOpen === null ? 'md:rotate-180' : filtersOpen ? 'rotate-180' : ''}`} />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:w-56 sm:flex-none">
        <label htmlFor={sortId} className="text-sm text-text-secondary">{t('sort.label')}</label>
        <select
          id={sortId}
          value={filters.orderby ?? ''}
          onChange={(event) => {
            const order = SORT_ORDERS.find((value) => value === event.target.value);
            onChange((current) => withSort(current, order));
          }}
          className="min-h-11 w-full rounded-control border border-border bg-raised px-3 text-text focus-visible:border-link"
          data-sort-select=""
        >
          <option value="" disabled>{t('sort.placeholder')}</option>
          {SORT_ORDERS.map((order) => <option key={order} value={order}>{labels.sort(order)}</option>)}
        </select>
      </div>
    </div>
  );
}
