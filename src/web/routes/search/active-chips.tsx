/**
 * A removable chip for every active filter (SEARCH-05), the sort (SEARCH-06) and the title, then clear
 * filters (SEARCH-07). Each chip is a button whose name says what it removes. A removed chip takes the
 * keyboard focus with it, so focus moves to the chip now in its place, or back to the filters toggle.
 */
import { FilterX, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.js';
import {
  MULTI_FILTER_NAMES, clearedFilters, hasActiveFilters, withoutValue, withSort, type SearchFilters,
} from '../../features/search/search-filters.js';
import type { FiltersUpdate } from '../../features/search/use-search-filters.js';
import { useFilterLabels } from './use-filter-labels.js';

interface Chip {
  key: string;
  label: string;
  remove: FiltersUpdate;
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

interface ActiveChipsProps {
  filters: SearchFilters;
  onChange: (update: FiltersUpdate) => void;
  /** Where focus goes when the last chip is removed. */
  focusFallback: () => void;
}

export function ActiveChips({ filters, onChange, focusFallback }: ActiveChipsProps) {
  const { t } = useTranslation('search');
  const chips = useChips(filters);
  const list = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const keys = chips.map((chip) => chip.key).join('|');

  useEffect(() => {
    if (focusIndex.current === null) return;
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const target = buttons[Math.min(focusIndex.current, buttons.length - 1)];
    focusIndex.current = null;
    if (target) target.focus();
    else focusFallback();
  }, [keys, focusFallback]);

  const act = (index: number, update: FiltersUpdate) => {
    focusIndex.current = index;
    onChange(update);
  };
  if (chips.length === 0) return null;
  return (
    <ul ref={list} className="flex flex-wrap items-center gap-2" aria-label={t('filters.chipsLabel')} data-active-chips="">
      {chips.map((chip, index) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => act(index, chip.remove)}
            aria-label={t('filters.remove', { label: chip.label })}
            data-chip={chip.key}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-link/60 bg-overlay pl-4 pr-3 text-sm font-medium text-text transition-colors duration-150 ease-out hover:border-link"
          >
            {chip.label}
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
      {hasActiveFilters(filters) && (
        <li>
          <button type="button" className="btn-secondary min-h-11 text-sm" onClick={() => act(chips.length, clearedFilters)} data-clear-filters="">
            <FilterX aria-hidden="true" className="size-5" />
            {t('filters.clear')}
          </button>
        </li>
      )}
    </ul>
  );
}
