/**
 * /new?id= (ROUTE-13, NEWS-05..13): image, name, date and the content's simple markup, in the reader's
 * language with the other as fallback (decision 4). An unknown or malformed id shows "news not found".
 */
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../i18n/react.js';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error.js';
import { parseIdParam } from '../../../shared/id-param.js';
import { useNewsItem } from '../../features/news/api/get-new.js';
import { NewsArticle } from '../../features/news/components/news-article.js';
import { useLanguage } from '../../i18n/use-language.js';
import { localized } from '../../lib/localized.js';
import { usePageTitle } from '../../lib/use-page-title.js';

export default function NewsItemPage() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  // The id of `/new?id=…`, or null when it is missing or not a valid id (nothing is fetched then).
  const id = parseIdParam(searchParams.get('id'));
  const query = useNewsItem(id);
  const item = query.data ?? null;
  const isNotFound = id === null || (query.isSuccess && item === null);

  usePageTitle(item ? localized(item.name, language) : isNotFound ? t('news.item.notFoundTitle') : t('news.list.title'));

  return (
    <div className="mx-auto w-full max-w-[70ch] px-4 py-8 md:py-12">
      <Link to="/news" className="text-link inline-flex min-h-11 items-center gap-2">
        <ArrowLeft size={20} aria-hidden="true" />
        {t('news.item.back')}
      </Link>
      {isNotFound ? (
        <NotFound />
      ) : query.isError ? (
        <>
          <h1 className="mt-4 text-3xl font-semibold text-text">{t('news.list.title')}</h1>
          <div className="mt-6">
            <LoadError error={query.error} onRetry={() => void query.refetch()} />
          </div>
        </>
      ) : item ? (
        <NewsArticle item={item} language={language} />
      ) : (
        <ArticleSkeleton />
      )}
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('pages');
  return (
    <section className="mt-4 rounded-card border border-border bg-raised p-6">
      <h1 className="text-3xl font-semibold text-text">{t('news.item.notFoundTitle')}</h1>
      <p className="mt-3 text-text-secondary">{t('news.item.notFoundText')}</p>
      <Link to="/news" className="text-link mt-4 inline-flex min-h-11 items-center font-semibold">
        {t('news.item.notFoundLink')}
      </Link>
    </section>
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation('pages');
  return (
    <div aria-busy="true" className="mt-4">
      <span className="sr-only">{t('shared.loading')}</span>
      <div aria-hidden="true">
        <div className="skeleton h-9 w-4/5 rounded" />
        <div className="skeleton mt-3 h-4 w-1/4 rounded" />
        <div className="skeleton mt-6 aspect-[1200/630] w-full rounded-card" />
        <div className="mt-6 space-y-3">
          {['w-full', 'w-11/12', 'w-full', 'w-3/4'].map((width, index) => <div key={index} className={`skeleton h-4 rounded ${width}`} />)}
        </div>
      </div>
    </div>
  );
}
