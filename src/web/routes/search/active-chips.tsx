/**
 * A removable chip for every active filter (SEARCH-05), the sort (SEARCH-06) and the title. Each chip is a
 * button whose name says what it removes.
 */
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  MULTI_FILTER_NAMES, withoutValue, withSort, type SearchFilters,
} from '../../features/search/search-filters.js';
import type { FiltersUpdate } from '../../features/search/use-search-filters.js';
import { useFilterLabels } from './use-filter-labels.js';

interface Chip {
  key: string;
  label: string;
  remove: (current: SearchFilters) => SearchFilters;
}

function useChips(filters: SearchFilters): Chip[] {
  const { t } = useTranslation('search');
  const labels = useFilterLabels();
  const chips: Chip[] = [];
  if (filters.title) chips.push({ key: 'title', label: t('titleChip', { title: filters.title }), remove: (current) => ({ ...current, title: '' }) });
  for (const name of MULTI_FILTER_NAMES) {
    for (const value of filters[name]) {
      chips.push({ key: `${name}:${value}`, label: labels.value(name, value), remove: (current) => withoutValue(current, name, value) });
    }
  }
  if (filters.max_price !== undefined) {
    chips.push({ key: 'max_price', label: labels.maxPrice(filters.max_price), remove: (current) => ({ ...current, max_price: undefined }) });
  }
  if (filters.orderby) {
    chips.push({ key: 'orderby', label: t('sort.chip', { label: labels.sort(filters.orderby) }), remove: (current) => withSort(current, undefined) });
  }
  return chips;
}

export function ActiveChips({ filters, onChange }: { filters: SearchFilters; onChange: (update: FiltersUpdate) => void }) {
  const { t } = useTranslation('search');
  const chips = useChips(filters);
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('filters.chipsLabel')} data-active-chips="">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onChange(chip.remove)}
            aria-label={t('filters.remove', { label: chip.label })}
            data-chip={chip.key}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-link/60 bg-overlay pl-4 pr-3 text-sm font-medium text-text transition-colors duration-150 ease-out hover:border-link"
          >
            {chip.label}
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
