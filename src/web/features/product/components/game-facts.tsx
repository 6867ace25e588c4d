/** Game facts as a description list: the quick-view's developer / release date / publisher block and the
 * product page's Game Details (rating, publisher, developer, release date, platform; §2). */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import type { Product } from '../../../../shared/contracts/common.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { formatDate } from '../../../lib/format.js';
import { RatingBadge } from './rating-badge.js';

export type GameFact = 'rating' | 'publisher' | 'developer' | 'releaseDate' | 'platform';

export function GameFacts({ product, fields }: { product: Product; fields: readonly GameFact[] }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const value: Record<GameFact, ReactNode> = {
    rating: <RatingBadge rating={product.rating} />,
    publisher: product.publisher ?? t('details.unknown'),
    developer: product.developer ?? t('details.unknown'),
    releaseDate: <time dateTime={product.release_date}>{formatDate(product.release_date, language)}</time>,
    platform: product.platform,
  };
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card border border-border p-4 text-sm" data-game-facts="">
      {fields.map((field) => (
        <div key={field} className="contents" data-fact={field}>
          <dt className="text-text-secondary">{t(`details.${field}`)}</dt>
          <dd className="font-medium text-text">{value[field]}</dd>
        </div>
      ))}
    </dl>
  );
}
