/**
 * The product page (spec §2 Product page, PDP-01..27): hero, pre-order banner, cover and buying box,
 * Included Games for bundles, Game Details for games, About, the media gallery and 3 recommended products;
 * on phones a buy bar keeps the price and add to cart in view. The blocks in the middle are
 * features/product/components/product-blocks.tsx, which the back office's preview draws too.
 */
import { useTranslation } from '../../i18n/react.js';
import type { Product } from '../../../shared/contracts/common.js';
import { MediaGallery } from '../../features/product/components/media-gallery.js';
import { HydrateLater } from '../../components/hydrate-later.js';
import { ProductPageBlocks } from '../../features/product/components/product-blocks.js';
import { useLanguage } from '../../i18n/use-language.js';
import { DEFERRED_PART } from '../../lib/deferred-hydration.js';
import { localized } from '../../lib/localized.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { PhoneBuyBar } from './phone-buy-bar.js';
import { PreorderBanner } from './preorder-banner.js';
import { ProductHero } from './product-hero.js';
import { RecommendedProducts } from './recommended-products.js';

export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const title = localized(product.title, language);
  usePageTitle(title);

  return (
    <>
      <article className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 md:px-6" data-page="product" data-product-id={product.id}>
        <ProductHero product={product} title={title} />
        {product.is_preorder && <PreorderBanner releaseDate={product.release_date} />}
        <ProductPageBlocks product={product} title={title} />
        {product.media.length > 0 && (
          <HydrateLater selector='[data-section="media"]'>
            <section aria-labelledby="product-media" className="flex flex-col gap-3" data-section="media" {...DEFERRED_PART}>
              <h2 id="product-media" className="text-2xl font-semibold">{t('gallery.title')}</h2>
              <div className="max-w-4xl"><MediaGallery media={product.media} title={title} /></div>
            </section>
          </HydrateLater>
        )}
        <PhoneBuyBar product={product} title={title} />
      </article>
      <HydrateLater selector='[data-section="recommended"]'>
        <RecommendedProducts productId={product.id} />
      </HydrateLater>
    </>
  );
}
