/**
 * A large block for one product (product of the week, game of the week): media (its video on hover),
 * title, description clamped to 4 lines (§9), facts and the price.
 */
import { ArrowRight, CalendarDays, Monitor } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { GENRE_CHIPS_MAX } from '../../../shared/constants.js';
import type { ProductSummary } from '../../../shared/contracts/common.js';
import { HoverVideo } from '../../components/ui/hover-video.js';
import { PriceTag } from '../../features/product/components/price-tag.js';
import { RatingBadge } from '../../features/product/components/rating-badge.js';
import { isPlainLeftClick } from '../../lib/is-plain-left-click.js';
import { openProduct, productPath } from '../../features/product/open-product.js';
import { useLanguage } from '../../i18n/use-language.js';
import { formatDate } from '../../lib/format.js';
import { localized } from '../../lib/localized.js';
import { COVER_HEIGHT, COVER_WIDTH } from '../../lib/ui-constants.js';

interface SpotlightProps {
  product: ProductSummary;
  /** Plain text (already stripped of markup). */
  description: string | null;
  reverse?: boolean;
}

export function Spotlight({ product, description, reverse = false }: SpotlightProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [hovering, setHovering] = useState(false);
  const title = localized(product.title, language);
  return (
    <div
      className={`grid items-center gap-6 overflow-hidden rounded-card border border-border bg-gradient-to-br from-raised to-overlay p-4 md:grid-cols-2 md:gap-10 md:p-8 ${reverse ? 'md:[&>*:first-child]:order-2' : ''}`}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovering(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovering(false)}
    >
      <div className="relative aspect-[616/353] overflow-hidden rounded-card bg-overlay">
        <img src={product.image_url} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} loading="lazy" className="h-full w-full object-cover" />
        <HoverVideo videoUrl={product.video_url} hovering={hovering} />
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <RatingBadge rating={product.rating} />
          <span className="inline-flex items-center gap-1.5 text-sm text-text-secondary">
            <Monitor aria-hidden="true" className="size-4" />
            {product.platform}
          </span>
          <span className="inline-flex items-center gap-1.5 text-sm text-text-secondary">
            <CalendarDays aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('home.releaseDate')} </span>
            {formatDate(product.release_date, language)}
          </span>
        </div>
        <h3 className="text-2xl font-semibold tracking-tight md:text-3xl">{title}</h3>
        {description && <p className="line-clamp-4 text-text-secondary">{description}</p>}
        {product.genres.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t('home.genres')}>
            {product.genres.slice(0, GENRE_CHIPS_MAX).map((genre) => (
              <li key={genre} className="rounded-full border border-border px-3 py-1 text-xs font-medium text-text-secondary">
                {t(`genres.${genre}`)}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-4">
          <PriceTag pvp={product.pvp} price={product.price} size="lg" />
          <a
            href={productPath(product.id)}
            className="btn-primary"
            onClick={(event) => {
              if (!isPlainLeftClick(event)) return;
              event.preventDefault();
              openProduct(product.id);
            }}
          >
            {t('home.discover')}
            <span className="sr-only">: {title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
      </div>
    </div>
  );
}

export function SpotlightSkeleton() {
  return <div className="skeleton h-[28rem] rounded-card md:h-[22rem]" aria-hidden="true" />;
}
