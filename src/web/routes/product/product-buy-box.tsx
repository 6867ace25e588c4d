/**
 * The cover and the buying box of the product page (§2, PDP-02..13): the cover (greyed under a sold-out
 * overlay without stock), title, rating, platform, stock status, "Descarga digital", regions, the price
 * with its discount and the amount saved, add to cart (disabled when sold out) and the wishlist heart.
 */
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../shared/contracts/common.js';
import { eurosToCents, formatEuros } from '../../../shared/money.js';
import { BuyActions } from '../../features/product/components/buy-actions.js';
import { DiscountBadge } from '../../features/product/components/discount-badge.js';
import { PriceTag } from '../../features/product/components/price-tag.js';
import { RatingBadge } from '../../features/product/components/rating-badge.js';
import { RegionChips } from '../../features/product/components/region-chips.js';
import { StockLine } from '../../features/product/components/stock-line.js';
import { useLanguage } from '../../i18n/use-language.js';
import { COVER_HEIGHT, COVER_WIDTH } from '../../lib/ui-constants.js';

export function ProductCover({ product, title }: { product: Product; title: string }) {
  const { t } = useTranslation();
  const soldOut = product.stock <= 0;
  return (
    <div className="relative self-start overflow-hidden rounded-card border border-border bg-raised" data-product-cover="" data-sold-out={soldOut ? '' : undefined}>
      <img
        src={product.image_url}
        alt={title}
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        className={`aspect-[616/353] h-auto w-full object-cover ${soldOut ? 'opacity-50 grayscale' : ''}`}
      />
      {soldOut && (
        <div className="absolute inset-0 flex items-center justify-center bg-page/40" data-sold-out-overlay="">
          <span className="rounded-full bg-page/90 px-5 py-2 text-lg font-semibold uppercase tracking-wide text-text">{t('card.soldOut')}</span>
        </div>
      )}
    </div>
  );
}

export function ProductBuyBox({ product, title }: { product: Product; title: string }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('product');
  const language = useLanguage();
  const savedCents = eurosToCents(product.price) - eurosToCents(product.pvp);
  const discounted = savedCents > 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <RatingBadge rating={product.rating} />
        {product.is_preorder && <span className="rounded-full bg-warning px-3 py-1 text-sm font-semibold text-page">{t('card.preorder')}</span>}
      </div>
      <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{title}</h1>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        <dt className="text-text-secondary">{tp('buy.platform')}</dt>
        <dd className="font-medium text-text" data-platform="">{product.platform}</dd>
        <dt className="text-text-secondary">{t('card.regions')}</dt>
        <dd><RegionChips regions={product.region} max={product.region.length} /></dd>
      </dl>
      <section aria-label={tp('buy.priceBox')} className="flex flex-col gap-3 rounded-card border border-border bg-raised p-4" data-price-box="">
        <div className="flex flex-wrap items-center gap-3">
          <PriceTag pvp={product.pvp} price={product.price} size="lg" />
          {/* A reduction only when the price really is lower; a price above the reference says so (BUNDLE-16). */}
          {(discounted || product.discount < 0) && <DiscountBadge discount={product.discount} />}
        </div>
        {discounted && (
          <p className="text-sm font-semibold text-success" data-you-save="">
            {tp('buy.youSave', { amount: formatEuros(savedCents, language) })}
          </p>
        )}
        <StockLine stock={product.stock} />
        <p className="flex items-center gap-2 text-sm text-text-secondary" data-digital-download="">
          <Download aria-hidden="true" className="size-4" />
          {tp('buy.digitalDownload')}
        </p>
        <BuyActions product={product} />
      </section>
    </div>
  );
}
