/**
 * The live preview of the product page's blocks in the product form (issue 12 §3): the storefront's own
 * ProductPageBlocks (features/product/components/product-blocks.tsx), drawn from the form's draft, inert
 * (a preview, not a shop: nothing in it can be clicked or focused). The blocks and their texts (the
 * storefront's `product` namespace) load with the preview; until then a frame of the preview's shape.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import type { AdminPoolGame } from '../../shared/contracts/admin/catalogue.js';
import type { BundleProduct, Product, ProductSummary } from '../../shared/contracts/common.js';
import { centsToEuros, discountPercent } from '../../shared/money.js';
import { useLanguage } from '../../web/i18n/use-language.js';
import { localized } from '../../web/lib/localized.js';

// The storefront's product route module, which re-exports the blocks: one chunk for both (product-page.tsx).
const ProductPageBlocks = lazy(() => import('../../web/routes/product/product-page.js').then((module) => ({ default: module.ProductPageBlocks })));

/** What the page shows beyond the card, as the form holds it. */
export type PageFields = Pick<Product, 'description' | 'features' | 'languages' | 'developer' | 'publisher' | 'banner_url' | 'media'
  | 'minimum_requirements' | 'recommended_requirements' | 'is_banner' | 'is_featured'>;

const includedGame = (game: AdminPoolGame): BundleProduct => ({
  id: game.product_id, title: game.title, image_url: game.image_url, platform: game.platform as BundleProduct['platform'], genres: [],
  quality: game.quality, price: centsToEuros(game.price_cents), pvp: centsToEuros(game.pvp_cents), discount: discountPercent(game.price_cents, game.pvp_cents),
});

/** The Product the storefront would read: the card's summary, the page's fields and the bundle's pool. */
export function previewProduct(summary: ProductSummary, fields: PageFields, pool: AdminPoolGame[] | null): Product {
  return { ...summary, ...fields, bundle_rule: null, bundle_products: pool ? pool.map(includedGame) : [] };
}

export function ProductPagePreview({ product }: { product: Product }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="product-page-preview" className="flex flex-col gap-4" data-page-preview="">
      <h2 id="product-page-preview" className="text-base font-semibold">{t('catalogue.pagePreview')}</h2>
      <div inert className="flex flex-col gap-8 rounded-card border border-dashed border-border p-4 md:p-6">
        <Suspense fallback={<div className="skeleton h-96 w-full rounded-card" aria-hidden="true" />}>
          <Blocks product={product} />
        </Suspense>
      </div>
    </section>
  );
}

function Blocks({ product }: { product: Product }) {
  const language = useLanguage();
  return <ProductPageBlocks product={product} title={localized(product.title, language) || '—'} />;
}
