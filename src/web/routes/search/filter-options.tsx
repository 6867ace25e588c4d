/**
 * The buttons of one filter tab. Multi-select values are toggles (SEARCH-16); max price holds a single
 * value and a second tap clears it (SEARCH-13..15). The pressed state is `aria-pressed`, not colour alone:
 * a pressed button also shows a check.
 */
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { MAX_PRICE_VALUES, type Region } from '../../../shared/constants.js';
import {
  MULTI_FILTERS, toggleMaxPrice, toggleValue, type MultiFilter, type SearchFilters,
} from '../../features/search/search-filters.js';
import type { FiltersUpdate } from '../../features/search/use-search-filters.js';
import { RegionIcon } from './region-icon.js';
import { useFilterLabels } from './use-filter-labels.js';

export type FilterTab = MultiFilter | 'price_range';

interface FilterOptionsProps {
  tab: FilterTab;
  filters: SearchFilters;
  onChange: (update: FiltersUpdate) => void;
}

export function FilterOptions({ tab, filters, onChange }: FilterOptionsProps) {
  const labels = useFilterLabels();
  if (tab === 'price_range') {
    return (
      <OptionList>
        {MAX_PRICE_VALUES.map((max) => (
          <Toggle key={max} pressed={filters.max_price === max} value={String(max)} onClick={() => onChange((current) => toggleMaxPrice(current, max))}>
            {labels.maxPrice(max)}
          </Toggle>
        ))}
      </OptionList>
    );
  }
  const selected: readonly string[] = filters[tab];
  return (
    <OptionList>
      {MULTI_FILTERS[tab].map((value) => (
        <Toggle key={value} pressed={selected.includes(value)} value={value} onClick={() => onChange((current) => toggleValue(current, tab, value))}>
          {tab === 'region' && <RegionIcon region={value as Region} />}
          {labels.value(tab, value)}
        </Toggle>
      ))}
    </OptionList>
  );
}

function OptionList({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2" data-filter-options="">{children}</div>;
}

interface ToggleProps {
  pressed: boolean;
  value: string;
  onClick: () => void;
  children: ReactNode;
}

function Toggle({ pressed, value, onClick, children }: ToggleProps) {
  const look = pressed
    ? 'border-link bg-accent text-white hover:bg-accent-hover'
    : 'border-border bg-overlay text-text hover:border-link';
  return (
    <button
      type="button"
      aria-pressed={pressed}
      data-filter-value={value}
      onClick={onClick}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors duration-150 ease-out ${look}`}
    >
      {pressed && <Check aria-hidden="true" className="size-4 shrink-0" />}
      {children}
    </button>
  );
}
