/** Latest news (spec §2 Home, HOME-17, HOME-18): the first 3 items, each to /new?id=, and a link to /news. */
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../i18n/react.js';
import { Link } from 'react-router';
import { HOME_LIMITS } from '../../../shared/constants.js';
import { LoadError } from '../../components/ui/load-error.js';
import { useNews } from '../../features/news/api/get-news.js';
import { useLanguage } from '../../i18n/use-language.js';
import { formatDate } from '../../lib/format.js';
import { localized } from '../../lib/localized.js';
import { NEWS_IMAGE_HEIGHT, NEWS_IMAGE_WIDTH } from '../../lib/ui-constants.js';

export function LatestNews() {
  const { t } = useTranslation();
  const language = useLanguage();
  const news = useNews();
  if (news.isError) return <LoadError error={news.error} onRetry={() => void news.refetch()} />;
  const items = news.data?.slice(0, HOME_LIMITS.news);
  return (
    <ul className="grid gap-4 md:grid-cols-3" data-latest-news="" aria-busy={!items}>
      {items
        ? items.map((item) => {
          const name = localized(item.name, language);
          return (
            <li key={item.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-raised transition duration-200 hover:border-link/50">
                <img
                  src={item.image_url}
                  alt=""
                  width={NEWS_IMAGE_WIDTH}
                  height={NEWS_IMAGE_HEIGHT}
                  loading="lazy"
                  className="aspect-[1200/630] w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <time dateTime={item.date} className="text-sm text-text-secondary">{formatDate(item.date, language)}</time>
                  <h3 className="line-clamp-2 font-semibold text-text">{name}</h3>
                  <Link
                    to={`/new?id=${item.id}`}
                    className="mt-auto inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link no-underline after:absolute after:inset-0 after:content-['']"
                  >
                    {t('home.news.readMore')}
                    <span className="sr-only">: {name}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </div>
              </article>
            </li>
          );
        })
        : Array.from({ length: HOME_LIMITS.news }, (_, index) => (
          <li key={index} aria-hidden="true" className="overflow-hidden rounded-card border border-border bg-raised">
            <div className="skeleton aspect-[1200/630]" />
            <div className="flex flex-col gap-2 p-4">
              <div className="skeleton h-4 w-24 rounded" />
              <div className="skeleton h-5 w-full rounded" />
              <div className="skeleton h-11 w-28 rounded" />
            </div>
          </li>
        ))}
    </ul>
  );
}
