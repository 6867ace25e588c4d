/**
 * The results (SEARCH-18..21, SEARCH-24, SEARCH-25): a spinner while the first page loads, the cards,
 * Show more while another page may exist (decision 21), the no-results heading, and a failed search
 * shown in words with a retry while the filters above keep working. After Show more, focus moves to the
 * first new card (or the last card when nothing came), instead of being lost with the button.
 */
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { SEARCH_PAGE_SIZE } from '../../../shared/constants.js';
import { useSearchResults } from '../../features/search/api/search.js';
import type { SearchFilters } from '../../features/search/search-filters.js';
import { ProductGrid } from '../../features/product/components/product-grid.js';
import { SearchFailed, Spinner } from './search-status.js';

export function SearchResults({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation('search');
  const { results, products } = useSearchResults(filters);
  const section = useRef<HTMLElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    if (results.isFetchingNextPage || focusFrom.current === null || !products) return;
    const cards = section.current?.querySelectorAll('[data-product-card]') ?? [];
    cards[Math.min(focusFrom.current, cards.length - 1)]?.querySelector('a')?.focus();
    focusFrom.current = null;
  }, [results.isFetchingNextPage, products]);

  const showMore = () => {
    focusFrom.current = products?.length ?? 0;
    void results.fetchNextPage();
  };

  // Told to screen readers as results arrive, since a filter change replaces the list out of their sight.
  const announcement = !products ? '' : products.length === 0 ? t('results.noResults') : t('results.shown', { count: products.length });
  return (
    <>
      <p role="status" className="sr-only" data-results-count="">{announcement}</p>
      {results.isError && !products ? (
        <SearchFailed message={results.error.message} onRetry={() => void results.refetch()} />
      ) : products?.length === 0 ? (
        <div className="rounded-card border border-border bg-raised p-8 text-center" data-no-results="">
          <h2 className="text-xl font-semibold">{t('results.noResults')}</h2>
          <p className="mt-2 text-text-secondary">{t('results.noResultsHint')}</p>
        </div>
      ) : (
        <section ref={section} aria-labelledby="search-results" className="flex flex-col gap-6" aria-busy={results.isFetching}>
          <h2 id="search-results" className="sr-only">{t('results.label')}</h2>
          {!products && <Spinner label={t('results.loading')} />}
          <ProductGrid products={products} skeletons={SEARCH_PAGE_SIZE} eagerCount={3} />
          {results.isFetchNextPageError && (
            <SearchFailed message={results.error?.message ?? ''} onRetry={() => void results.fetchNextPage()} />
          )}
          {results.isFetchingNextPage ? (
            <Spinner label={t('results.loadingMore')} />
          ) : (
            results.hasNextPage && !results.isFetchNextPageError && (
              <button type="button" className="btn-secondary self-center" onClick={showMore} data-show-more="">
                <ChevronDown aria-hidden="true" className="size-5" />
                {t('results.showMore')}
              </button>
            )
          )}
        </section>
      )}
    </>
  );
}
