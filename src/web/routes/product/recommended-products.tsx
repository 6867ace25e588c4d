/** Recommended products under the product page (§2, PDP-27): 3 from getProducts?filter=recommended; hydrated after the first screen. */
import { useTranslation } from '../../i18n/react.js';
import { PRODUCT_PAGE_RECOMMENDED } from '../../../shared/constants.js';
import { useRecommendedProducts } from '../../features/product/api/get-recommended-products.js';
import { ProductGrid } from '../../features/product/components/product-grid.js';
import { DEFERRED_PART } from '../../lib/deferred-hydration.js';

export function RecommendedProducts({ productId }: { productId: number }) {
  const { t } = useTranslation('product');
  const recommended = useRecommendedProducts(productId);
  if (recommended.isError || recommended.data?.length === 0) return null;
  return (
    <section aria-labelledby="product-recommended" className="mx-auto max-w-7xl px-4 pb-12 md:px-6" data-section="recommended" {...DEFERRED_PART}>
      <h2 id="product-recommended" className="mb-4 text-2xl font-semibold">{t('recommended.title')}</h2>
      <ProductGrid products={recommended.data} skeletons={PRODUCT_PAGE_RECOMMENDED} label={t('recommended.title')} />
    </section>
  );
}
