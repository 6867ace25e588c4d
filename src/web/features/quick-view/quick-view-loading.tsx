/**
 * The loading overlay "Cargando detalles..." (§2, QV-02), with the panel's accessible name: shown while the
 * panel's code downloads (in the always-loaded host) and then while the product is read (texts in common).
 */
import { useTranslation } from '../../i18n/react.js';

export function QuickViewLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="absolute inset-0 flex min-h-80 flex-col items-center justify-center gap-4 bg-raised" data-loading-overlay="">
      <h2 id="quick-view-title" className="sr-only">{t('quickView.label')}</h2>
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-border border-t-link" />
      <p className="font-medium text-text-secondary">{t('quickView.loading')}</p>
    </div>
  );
}
