/**
 * The product page's blocks (spec §2 Product page, PDP-02..26), shared by the storefront's product page and
 * the back office's live preview (issue 12 §3), so the preview cannot drift from the page:
 * - ProductCover: the cover, greyed under a sold-out overlay without stock;
 * - ProductBuyBox: title, rating, platform, regions and the price box (price with its discount and the
 *   amount saved, stock status, "Descarga digital", add to cart, disabled when sold out, and the wishlist heart);
 * - IncludedGamesSection: a bundle's Included Games, best quality first;
 * - ProductAbout: the description (sanitised HTML, clamped to 10 lines over 600 characters), key features,
 *   supported languages and the system requirements with Minimum / Recommended tabs;
 * - GameDetailsSection: Game Details of a game (rating, publisher, developer, release date, platform);
 * - ProductPageBlocks: all of them in the page's order and layout.
 */
import { Download } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.js';
import { HydrateLater } from '../../../components/hydrate-later.js';
import { DEFERRED_PART } from '../../../lib/deferred-hydration.js';
import type { Product } from '../../../../shared/contracts/common.js';
import { eurosToCents, formatEuros } from '../../../../shared/money.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { localized, localizedList } from '../../../lib/localized.js';
import { COVER_HEIGHT, COVER_WIDTH } from '../../../lib/ui-constants.js';
import { BuyActions } from './buy-actions.js';
import { DiscountBadge } from './discount-badge.js';
import { GameFacts } from './game-facts.js';
import { IncludedGames } from './included-games.js';
import { PriceTag } from './price-tag.js';
import { ProductDescription } from './product-description.js';
import { RatingBadge } from './rating-badge.js';
import { RegionChips } from './region-chips.js';
import { hasRequirements } from './requirements-list.js';
import { RequirementsTabs } from './requirements-tabs.js';
import { StockLine } from './stock-line.js';

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
        // The page's largest element on a phone (Lighthouse's LCP): asked for before the banner and the scripts.
        fetchPriority="high"
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

export function ProductAbout({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const features = localizedList(product.features, language);
  return (
    <section aria-labelledby="product-about" className="flex flex-col gap-6" data-product-about="">
      <div>
        <h2 id="product-about" className="mb-3 text-2xl font-semibold">{t('about.title')}</h2>
        <ProductDescription html={localized(product.description, language)} />
      </div>
      {features.length > 0 && (
        <div data-features="">
          <h3 className="mb-2 text-lg font-semibold">{t('about.features')}</h3>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-text-secondary">
            {features.map((feature) => <li key={feature}>{feature}</li>)}
          </ul>
        </div>
      )}
      {product.languages.length > 0 && (
        <div data-languages="">
          <h3 className="mb-2 text-lg font-semibold">{t('about.languages')}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {product.languages.map((name) => (
              <li key={name} className="rounded-full border border-border px-2.5 py-1 text-sm text-text-secondary">{name}</li>
            ))}
          </ul>
        </div>
      )}
      {hasRequirements(product.minimum_requirements, product.recommended_requirements) && (
        <div data-requirements="">
          <h3 className="mb-2 text-lg font-semibold">{t('requirements.title')}</h3>
          <RequirementsTabs minimum={product.minimum_requirements} recommended={product.recommended_requirements} />
        </div>
      )}
    </section>
  );
}

export function IncludedGamesSection({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  if (!product.is_bundle || product.bundle_products.length === 0) return null;
  return (
    <section aria-labelledby="product-bundle" className="flex flex-col gap-3" data-section="included-games" {...DEFERRED_PART}>
      <h2 id="product-bundle" className="text-2xl font-semibold">{t('bundle.title')}</h2>
      <p className="text-text-secondary">{t('bundle.hint')}</p>
      <IncludedGames games={product.bundle_products} headingId="product-bundle" />
    </section>
  );
}

export function GameDetailsSection({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  if (product.type !== 'game' || product.is_bundle) return null;
  return (
    <section aria-labelledby="product-game-details" className="flex flex-col gap-3 self-start" data-section="game-details">
      <h2 id="product-game-details" className="text-2xl font-semibold">{t('details.title')}</h2>
      <GameFacts product={product} fields={['rating', 'publisher', 'developer', 'releaseDate', 'platform']} />
    </section>
  );
}

/**
 * The blocks between the hero (and pre-order banner) and the media gallery, as the product page lays them out.
 * The cover and the buy box are the first screen; the blocks under them are hydrated after it (HydrateLater),
 * so the task that hydrates the page is the first screen's alone (issue 13 §2). A page the browser draws
 * itself (a link followed, the back office's preview) draws them at once.
 */
export function ProductPageBlocks({ product, title }: { product: Product; title: string }) {
  return (
    <>
      <div className="grid gap-8 md:grid-cols-2">
        <ProductCover product={product} title={title} />
        <ProductBuyBox product={product} title={title} />
      </div>
      <HydrateLater selector='[data-section="included-games"]'>
        <IncludedGamesSection product={product} />
      </HydrateLater>
      <HydrateLater selector='[data-section="about"]'>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" data-section="about" {...DEFERRED_PART}>
          <ProductAbout product={product} />
          <GameDetailsSection product={product} />
        </div>
      </HydrateLater>
    </>
  );
}
