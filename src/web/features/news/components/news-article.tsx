/**
 * One news item as the storefront shows it on /new?id= (NEWS-05..13): the name as the page's h1, the date,
 * the image and the content's simple markup, in the reader's language with the other as fallback
 * (decision 4). The back office's editor draws its live preview with this same component.
 */
import type { Language } from '../../../../shared/constants.js';
import type { NewsItem } from '../../../../shared/contracts/get-news.js';
import { localized } from '../../../lib/localized.js';
import { NEWS_IMAGE_HEIGHT, NEWS_IMAGE_WIDTH } from '../../../lib/ui-constants.js';
import { MarkupContent } from './markup-content.js';
import { NewsDate } from './news-date.js';

/** The language a text is actually shown in, so a fallback is marked with its own `lang`. */
function shownLanguage(text: { es: string; en: string }, language: Language): Language {
  return text[language]?.trim() ? language : language === 'es' ? 'en' : 'es';
}

/** `headingLevel` 2 where the article is not the page's subject (the back office's preview, under its own h1). */
export function NewsArticle({ item, language, headingLevel = 1 }: { item: NewsItem; language: Language; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className="mt-4">
      <header>
        <Heading lang={shownLanguage(item.name, language)} className="text-3xl font-semibold leading-tight tracking-tight text-text md:text-4xl">
          {localized(item.name, language)}
        </Heading>
        <NewsDate iso={item.date} language={language} className="mt-2 block text-sm text-text-muted" />
      </header>
      <img
        src={item.image_url}
        alt=""
        width={NEWS_IMAGE_WIDTH}
        height={NEWS_IMAGE_HEIGHT}
        fetchPriority="high"
        className="mt-6 aspect-[1200/630] h-auto w-full rounded-card bg-overlay object-cover"
      />
      <MarkupContent
        lang={shownLanguage(item.content, language)}
        text={localized(item.content, language)}
        className="mt-6 space-y-4 text-lg leading-relaxed text-text [overflow-wrap:anywhere]"
      />
    </article>
  );
}
