/**
 * /product?id= (ROUTE-12), a first version: title, image, price and the description (HTML, sanitised
 * with DOMPurify). The full product page comes with the product work; a missing product shows
 * Product Not Found with a way back (§8).
 */
import { useTranslation } from '../../i18n/react.js';
import { Link, useSearchParams } from 'react-router';
import { parseIdParam } from '../../../shared/id-param.js';
import { ApiError } from '../../lib/api-client.js';
import { useProduct } from '../../features/product/api/get-product.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { ProductDetails } from './product-details.js';

/**
 * The back office's preview (src/admin/screens/product-page-preview.tsx) loads the page's blocks through
 * this route module, not from their own file: loaded from two places, they would become a chunk of their
 * own, and the storefront's first download would grow by its name in the route's preload list.
 */
export { ProductPageBlocks } from '../../features/product/components/product-blocks.js';

export default function ProductPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const id = parseIdParam(query.get('id'));
  const product = useProduct(id);
  const notFound = id === null || (product.error instanceof ApiError && product.error.status === 404);

  if (notFound) return <ProductNotFound />;
  if (product.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 md:px-6" data-page="product">
        <h1 className="text-3xl font-semibold">{t('productPage.errorTitle')}</h1>
        <p role="alert" className="mt-3 text-danger-text">{product.error.message}</p>
      </div>
    );
  }
  if (!product.data) return <ProductSkeleton />;
  return <ProductDetails product={product.data} />;
}

function ProductNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('productPage.notFound'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center" data-page="product-not-found">
      <h1 className="text-3xl font-semibold">{t('productPage.notFound')}</h1>
      <p className="text-text-secondary">{t('productPage.notFoundText')}</p>
      <Link to="/" className="btn-primary">{t('productPage.returnToStore')}</Link>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-2 md:px-6" aria-hidden="true">
      <div className="skeleton aspect-[616/353] rounded-card" />
      <div className="flex flex-col gap-4">
        <div className="skeleton h-10 w-3/4 rounded" />
        <div className="skeleton h-6 w-1/3 rounded" />
        <div className="skeleton h-40 w-full rounded" />
      </div>
    </div>
  );
}
