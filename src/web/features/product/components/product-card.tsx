/**
 * Product card (spec §2, CARD-01..11): cover (or its video on mouse hover), platform badge top-left,
 * discount and pre-order badges top-right, region chips, title in the reader's language, rating, price.
 * Signed-in shoppers get the wishlist heart (CARD-02). Sold out greys the card. A plain click opens the quick-view panel; the title stays a real link.
 */
import { useState, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import type { ProductSummary } from '../../../../shared/contracts/common.js';
import { HoverVideo } from '../../../components/ui/hover-video.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { isPlainLeftClick } from '../../../lib/is-plain-left-click.js';
import { localized } from '../../../lib/localized.js';
import { useSession } from '../../../lib/session.js';
import { CARD_MAX_REGION_CHIPS, COVER_HEIGHT, COVER_WIDTH } from '../../../lib/ui-constants.js';
import { WishlistHeart } from '../../wishlist/components/wishlist-heart.js';
import { openProductQuickView, productPath } from '../open-product.js';
import { preloadQuickView } from '../quick-view-state.js';
import { DiscountBadge } from './discount-badge.js';
import { PriceTag } from './price-tag.js';
import { RatingBadge } from './rating-badge.js';
import { RegionChips } from './region-chips.js';

interface ProductCardProps {
  product: ProductSummary;
  /** Covers above the fold load at once; the rest wait until they near the viewport. */
  eager?: boolean;
  headingLevel?: 'h3' | 'h4';
}

export function ProductCard({ product, eager = false, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [hovering, setHovering] = useState(false);
  const soldOut = product.stock <= 0;
  const discounted = product.price > product.pvp;
  const onPointer = (value: boolean) => (event: PointerEvent) => {
    if (value) preloadQuickView();
    if (event.pointerType === 'mouse') setHovering(value);
  };

  return (
    <article
      className="group relative flex h-full flex-col rounded-card border border-border bg-raised transition duration-200 ease-out hover:-translate-y-0.5 hover:border-link/50 hover:shadow-lg hover:shadow-black/40 focus-within:border-link/60"
      data-product-card=""
      data-product-id={product.id}
      data-sold-out={soldOut ? '' : undefined}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
    >
      {/* The cover clips itself to the card's corners; the card does not clip, or it would cut the focus
          ring its link draws around it (WCAG 2.4.7, issue 13 §5). */}
      <div className="relative aspect-[616/353] overflow-hidden rounded-t-[calc(var(--radius-card)-1px)] bg-overlay">
        <img
          src={product.image_url}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={`h-full w-full object-cover transition duration-200 ease-out ${soldOut ? 'opacity-50 grayscale' : ''}`}
        />
        {!soldOut && <HoverVideo videoUrl={product.video_url} hovering={hovering} />}
        <span className="absolute left-2 top-2 max-w-[60%] truncate rounded-full bg-page/90 px-2.5 py-1 text-xs font-medium text-text">
          {product.platform}
        </span>
        <div className="absolute right-2 top-2 flex flex-col items-end gap-1">
          {discounted && <DiscountBadge discount={product.discount} size="sm" />}
          {product.is_preorder && (
            <span className="rounded-full bg-warning px-2.5 py-1 text-xs font-bold text-page">{t('card.preorder')}</span>
          )}
        </div>
        {soldOut && (
          <span className="absolute inset-x-0 bottom-3 mx-auto w-fit rounded-full bg-page/90 px-3 py-1 text-sm font-semibold uppercase tracking-wide text-text">
            {t('card.soldOut')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-center justify-between gap-2">
          <RegionChips regions={product.region} max={CARD_MAX_REGION_CHIPS} />
          <RatingBadge rating={product.rating} className="shrink-0" />
        </div>
        <Heading className="line-clamp-2 min-h-[2.5rem] text-[0.9375rem] font-semibold leading-5 text-text">
          <a
            href={productPath(product.id)}
            onFocus={preloadQuickView}
            className="after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-link focus-visible:after:outline-solid"
            onClick={(event) => {
              if (!isPlainLeftClick(event)) return;
              event.preventDefault();
              openProductQuickView(product.id, event.currentTarget);
            }}
          >
            {localized(product.title, language)}
          </a>
        </Heading>
        <div className="mt-auto flex items-end justify-between gap-2">
          <PriceTag pvp={product.pvp} price={product.price} className={soldOut ? 'opacity-70' : ''} />
          <CardHeart productId={product.id} title={localized(product.title, language)} />
        </div>
      </div>
    </article>
  );
}

/**
 * The wishlist heart, for signed-in shoppers only (§2, §6, CARD-02); above the card's link so it takes its own
 * clicks. A component of its own, so that when the session read comes back (after hydration, for every
 * visitor) only it draws again, not every card of the first screen in one synchronous render.
 */
function CardHeart({ productId, title }: { productId: number; title: string }) {
  const signedIn = useSession().status === 'signed-in';
  return signedIn ? <WishlistHeart productId={productId} variant="icon" title={title} /> : null;
}
