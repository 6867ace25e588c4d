/**
 * The results (SEARCH-18..21, SEARCH-24, SEARCH-25): a spinner while the first page loads, the cards,
 * Show more while another page may exist (decision 21), the no-results heading, and a failed search
 * shown in words with a retry while the filters above keep working.
 */
import { ChevronDown, LoaderCircle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_PAGE_SIZE } from '../../../shared/constants.js';
import { useSearchResults } from '../../features/search/api/search.js';
import type { SearchFilters } from '../../features/search/search-filters.js';
import { ProductGrid } from '../../features/product/components/product-grid.js';

export function SearchResults({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation('search');
  const { results, products } = useSearchResults(filters);

  if (results.isError && !products) return <SearchFailed message={results.error.message} onRetry={() => void results.refetch()} />;
  if (products?.length === 0) {
    return (
      <div className="rounded-card border border-border bg-raised p-8 text-center" data-no-results="">
        <h2 className="text-xl font-semibold">{t('results.noResults')}</h2>
        <p className="mt-2 text-text-secondary">{t('results.noResultsHint')}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="search-results" className="flex flex-col gap-6" aria-busy={results.isFetching}>
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
          <button type="button" className="btn-secondary self-center" onClick={() => void results.fetchNextPage()} data-show-more="">
            <ChevronDown aria-hidden="true" className="size-5" />
            {t('results.showMore')}
          </button>
        )
      )}
    </section>
  );
}

function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex justify-center py-2" data-search-spinner="">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-link" />
    </div>
  );
}

function SearchFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('search');
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card border border-danger/40 bg-raised p-4" data-search-error="">
      <p className="flex-1 text-text-secondary">{t('results.failed', { message })}</p>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('results.retry')}
      </button>
    </div>
  );
}
