/**
 * What the quick-view panel shows (lazy chunk): the loading overlay "Cargando
 * detalles..." while the product is read (§2, QV-02), then the product, or the error message.
 */
import { useTranslation } from '../../i18n/react.js';
import { useProduct } from '../product/api/get-product.js';
import { QuickViewBody } from './quick-view-body.js';
import { QuickViewLoading } from './quick-view-loading.js';

export default function QuickViewContent({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('product');
  const product = useProduct(productId);

  return (
    <div data-quick-view-content="">
      {product.data ? (
        <QuickViewBody product={product.data} />
      ) : product.isError ? (
        <div className="p-6">
          <h2 id="quick-view-title" className="text-xl font-semibold">{t('quickView.label')}</h2>
          <p role="alert" className="mt-3 text-danger-text">{tp('quickView.failed', { message: product.error.message })}</p>
        </div>
      ) : (
        <QuickViewLoading />
      )}
    </div>
  );
}
