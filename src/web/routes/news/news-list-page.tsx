/** /news (ROUTE-14, NEWS-01..04): every news item, newest first. */
import { useTranslation } from '../../i18n/react.js';
import { LoadError } from '../../components/ui/load-error.js';
import { PageIntro } from '../../components/ui/page-intro.js';
import { useNews } from '../../features/news/api/get-news.js';
import { NewsCard, NewsCardSkeleton } from '../../features/news/components/news-card.js';
import { useLanguage } from '../../i18n/use-language.js';
import { usePageTitle } from '../../lib/use-page-title.js';

const SKELETON_CARDS = 6;
const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export default function NewsListPage() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const news = useNews();
  usePageTitle(t('news.list.title'));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:px-6 md:py-12">
      <PageIntro title={t('news.list.title')} lead={t('news.list.intro')} />
      <div className="mt-8" aria-busy={news.isPending}>
        {news.isPending ? (
          <div className={GRID}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => <NewsCardSkeleton key={index} />)}
          </div>
        ) : news.isError ? (
          <LoadError error={news.error} onRetry={() => void news.refetch()} />
        ) : news.data.length === 0 ? (
          <p className="text-text-secondary">{t('news.list.empty')}</p>
        ) : (
          <ul className={GRID}>
            {news.data.map((item, index) => (
              <li key={item.id}>
                <NewsCard item={item} language={language} isFirst={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
