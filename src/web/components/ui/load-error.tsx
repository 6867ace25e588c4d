/** A read that failed (§8): its message, or 'Unknown error', and a retry. */
import { RotateCw } from 'lucide-react';
import { useTranslation } from '../../i18n/react.js';

export function LoadError({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card border border-danger/40 bg-raised p-4">
      <p className="flex-1 text-text-secondary">
        {t('errors.loadFailed')} <span className="text-danger-text">{error.message}</span>
      </p>
      {onRetry && (
        <button type="button" className="btn-secondary" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
