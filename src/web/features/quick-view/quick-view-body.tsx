/**
 * The product in the quick-view panel (spec §2, QV-03..22): hero, badges, title, chips, More information,
 * price box with stock and actions, the game details (games only), Included Games (bundles), the About /
 * Requirements tabs and the media gallery.
 */
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../i18n/react.js';
import { Link } from 'react-router';
import type { Product } from '../../../shared/contracts/common.js';
import { useLanguage } from '../../i18n/use-language.js';
import { localized } from '../../lib/localized.js';
import { COVER_HEIGHT, COVER_WIDTH } from '../../lib/ui-constants.js';
import { BuyActions } from '../product/components/buy-actions.js';
import { GameFacts } from '../product/components/game-facts.js';
import { GenreChips } from '../product/components/genre-chips.js';
import { HeroMedia } from '../product/components/hero-media.js';
import { IncludedGames } from '../product/components/included-games.js';
import { MediaGallery } from '../product/components/media-gallery.js';
import { PriceTag } from '../product/components/price-tag.js';
import { RatingBadge } from '../product/components/rating-badge.js';
import { RegionChips } from '../product/components/region-chips.js';
import { StockLine } from '../product/components/stock-line.js';
import { productPath } from '../product/open-product.js';
import { QuickViewTabs } from './quick-view-tabs.js';

export function QuickViewBody({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('product');
  const language = useLanguage();
  const title = localized(product.title, language);
  const isGame = product.type === 'game' && !product.is_bundle;

  return (
    <article className="flex flex-col" data-product-id={product.id}>
      <HeroMedia videoUrl={product.video_url} imageUrl={product.image_url} width={COVER_WIDTH} height={COVER_HEIGHT} alt={title} />
      <div className="flex flex-col gap-5 p-4 md:p-6">
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <RatingBadge rating={product.rating} />
            {product.is_preorder && <span className="rounded-full bg-warning px-2.5 py-1 text-xs font-bold text-page" data-preorder-badge="">{t('card.preorder')}</span>}
            <span className="rounded-full border border-border px-2.5 py-1 text-xs font-medium text-text" data-platform-chip="">
              <span className="sr-only">{tp('buy.platform')}: </span>{product.platform}
            </span>
          </div>
          <h2 id="quick-view-title" className="text-2xl font-semibold tracking-tight">{title}</h2>
          <RegionChips regions={product.region} max={product.region.length} />
          <GenreChips genres={product.genres} />
          <Link to={productPath(product.id)} className="btn-secondary w-fit" data-more-info="">
            {tp('quickView.moreInfo')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </header>
        <section aria-label={tp('buy.priceBox')} className="flex flex-col gap-3 rounded-card border border-border bg-overlay p-4" data-price-box="">
          <PriceTag pvp={product.pvp} price={product.price} size="lg" />
          <StockLine stock={product.stock} />
          <BuyActions product={product} inQuickView />
        </section>
        {isGame && <GameFacts product={product} fields={['developer', 'releaseDate', 'publisher']} />}
        {product.is_bundle && product.bundle_products.length > 0 && (
          <section aria-labelledby="quick-view-bundle" className="flex flex-col gap-2">
            <h3 id="quick-view-bundle" className="text-lg font-semibold">{tp('bundle.title')}</h3>
            <IncludedGames games={product.bundle_products} headingId="quick-view-bundle" />
          </section>
        )}
        <QuickViewTabs product={product} />
        {product.media.length > 0 && (
          <section aria-labelledby="quick-view-media" className="flex flex-col gap-2">
            <h3 id="quick-view-media" className="text-lg font-semibold">{tp('gallery.title')}</h3>
            <MediaGallery media={product.media} title={title} />
          </section>
        )}
      </div>
    </article>
  );
}
