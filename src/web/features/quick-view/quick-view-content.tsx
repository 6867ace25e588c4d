/**
 * What the quick-view panel shows (lazy chunk): the loading overlay "Cargando
 * detalles..." while the product is read (§2, QV-02), then the product, or the error message.
 */
import { useTranslation } from 'react-i18next';
import { useProduct } from '../product/api/get-product.js';
import { QuickViewBody } from './quick-view-body.js';

export default function QuickViewContent({ productId }: { productId: number }) {
  const { t } = useTranslation('product');
  const product = useProduct(productId);

  return (
    <div data-quick-view-content="">
      {product.data ? (
        <QuickViewBody product={product.data} />
      ) : product.isError ? (
        <div className="p-6 pt-16">
          <h2 id="quick-view-title" className="text-xl font-semibold">{t('quickView.label')}</h2>
          <p role="alert" className="mt-3 text-danger-text">{t('quickView.failed', { message: product.error.message })}</p>
        </div>
      ) : (
        <div role="status" className="absolute inset-0 flex min-h-80 flex-col items-center justify-center gap-4 bg-raised" data-loading-overlay="">
          <h2 id="quick-view-title" className="sr-only">{t('quickView.label')}</h2>
          <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-border border-t-link" />
          <p className="font-medium text-text-secondary">{t('quickView.loading')}</p>
        </div>
      )}
    </div>
  );
}
