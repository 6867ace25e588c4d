/** One item of the news list (NEWS-01..04): image, date, name and a read-more link to /new?id=. */
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import type { Language } from '../../../../shared/constants.js';
import type { NewsItem } from '../../../../shared/contracts/get-news.js';
import { markupToPlainText } from '../../../../shared/news-markup.js';
import { localized } from '../../../lib/localized.js';
import { NEWS_IMAGE_HEIGHT, NEWS_IMAGE_WIDTH } from '../../../lib/ui-constants.js';
import { NewsDate } from './news-date.js';

export const newsItemPath = (id: number) => `/new?id=${id}`;

interface NewsCardProps {
  item: NewsItem;
  language: Language;
  /** The first card is above the fold on every screen: load it at once; the rest lazily. */
  isFirst: boolean;
}

export function NewsCard({ item, language, isFirst }: NewsCardProps) {
  const { t } = useTranslation('pages');
  const name = localized(item.name, language);
  const excerpt = markupToPlainText(localized(item.content, language));
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-border bg-raised">
      <img
        src={item.image_url}
        alt=""
        width={NEWS_IMAGE_WIDTH}
        height={NEWS_IMAGE_HEIGHT}
        loading={isFirst ? 'eager' : 'lazy'}
        fetchPriority={isFirst ? 'high' : 'auto'}
        decoding="async"
        className="aspect-[1200/630] h-auto w-full bg-overlay object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <NewsDate iso={item.date} language={language} />
        <h2 className="mt-1 text-lg font-semibold leading-snug text-text">
          <Link to={newsItemPath(item.id)} className="transition-colors hover:text-link">
            {name}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm text-text-secondary">{excerpt}</p>
        <Link
          to={newsItemPath(item.id)}
          className="text-link mt-auto inline-flex min-h-11 items-center self-start pt-3 font-semibold"
        >
          {t('news.list.readMore')}
          <span className="sr-only">: {name}</span>
        </Link>
      </div>
    </article>
  );
}

export function NewsCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-card border border-border bg-raised">
      <div className="skeleton aspect-[1200/630] w-full" />
      <div className="space-y-3 p-4">
        <div className="skeleton h-3 w-1/3 rounded" />
        <div className="skeleton h-5 w-5/6 rounded" />
        <div className="skeleton h-3 w-full rounded" />
        <div className="skeleton h-3 w-2/3 rounded" />
      </div>
    </div>
  );
}
