/**
 * /search (ROUTE-11), a first version: a title box and the first page of results of /api/search for the
 * address query, as product cards. Filters, sorting and paging come with the search work.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageIntro } from '../../components/ui/page-intro.js';
import { searchParamsFrom, useSearch } from '../../features/search/api/search.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { ProductGrid } from '../../features/product/components/product-grid.js';
import { SearchTitleForm } from './search-title-form.js';

export default function SearchPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const params = searchParamsFrom(query);
  const results = useSearch(params);
  const title = query.get('title')?.trim() ?? '';
  usePageTitle(t('searchPage.title'));

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:px-6" data-page="search">
      <PageIntro title={t('searchPage.title')} lead={title ? t('searchPage.resultsFor', { title }) : t('searchPage.lead')} />
      <SearchTitleForm key={title} initialTitle={title} />
      {results.isError ? (
        <p role="alert" className="rounded-card border border-danger/40 bg-raised p-4 text-danger-text">
          {t('searchPage.failed', { message: results.error.message })}
        </p>
      ) : results.data?.length === 0 ? (
        <div className="rounded-card border border-border bg-raised p-8 text-center">
          <h2 className="text-xl font-semibold">{t('searchPage.noResults')}</h2>
          <p className="mt-2 text-text-secondary">{t('searchPage.noResultsHint')}</p>
        </div>
      ) : (
        <section aria-labelledby="search-results">
          <h2 id="search-results" className="sr-only">{t('searchPage.resultsLabel')}</h2>
          <ProductGrid products={results.data} skeletons={12} />
        </section>
      )}
    </div>
  );
}
