/**
 * The filter tabs (SEARCH-08..13): type, platform, genre, region, price and category (decision 31), as an
 * ARIA tab list: arrow keys, Home and End move between tabs (roving tabindex), Tab goes into the panel.
 * The first tab with an active value opens first, so a menu link (/search?platform=Steam) lands on it.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react.js';
import type { SearchFilters } from '../../features/search/search-filters.js';
import type { FiltersUpdate } from '../../features/search/use-search-filters.js';
import { FilterOptions, type FilterTab } from './filter-options.js';

export const FILTER_TABS: readonly FilterTab[] = ['type', 'platform', 'genre', 'region', 'price_range', 'category'];

const activeCount = (filters: SearchFilters, tab: FilterTab) =>
  tab === 'price_range' ? (filters.max_price === undefined ? 0 : 1) : filters[tab].length;

interface FilterTabsProps {
  id: string;
  /** null: as the screen's width says (hidden on phones), before the page knows it. */
  hidden: boolean | null;
  filters: SearchFilters;
  onChange: (update: FiltersUpdate) => void;
}

export function FilterTabs({ id, hidden, filters, onChange }: FilterTabsProps) {
  const { t } = useTranslation('search');
  const baseId = useId();
  const [current, setCurrent] = useState<FilterTab>(() => FILTER_TABS.find((tab) => activeCount(filters, tab) > 0) ?? 'type');
  const tabs = useRef<Partial<Record<FilterTab, HTMLButtonElement | null>>>({});

  const select = (tab: FilterTab) => {
    setCurrent(tab);
    tabs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = FILTER_TABS.indexOf(current);
    const last = FILTER_TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(FILTER_TABS[(next + FILTER_TABS.length) % FILTER_TABS.length]!);
  };

  return (
    <div id={id} hidden={hidden === true} className={`flex-col gap-4 rounded-card border border-border bg-raised p-4 ${hidden === null ? 'hidden md:flex' : hidden ? 'hidden' : 'flex'}`} data-filter-panel="">
      <div role="tablist" aria-label={t('filters.tabsLabel')} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1" onKeyDown={onKeyDown}>
        {FILTER_TABS.map((tab) => {
          const selected = tab === current;
          const count = activeCount(filters, tab);
          return (
            <button
              key={tab}
              ref={(element) => { tabs.current[tab] = element; }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              data-filter-tab={tab}
              onClick={() => setCurrent(tab)}
              className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-control border-b-2 px-3 text-sm font-semibold transition-colors duration-150 ease-out ${
                selected ? 'border-link bg-overlay text-text' : 'border-transparent text-text-secondary hover:text-text'
              }`}
            >
              {t(`tabs.${tab}`)}
              {count > 0 && (
                <span className="rounded-full bg-accent px-2 text-xs tabular-nums text-white" aria-hidden="true">{count}</span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current}`} data-filter-tabpanel={current}>
        <FilterOptions tab={current} filters={filters} onChange={onChange} />
      </div>
    </div>
  );
}
