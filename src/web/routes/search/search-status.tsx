/** The spinner (SEARCH-21) and the failed-search message of the results. */
import { LoaderCircle, RotateCw } from 'lucide-react';
import { useTranslation } from '../../i18n/react.js';

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex justify-center py-2" data-search-spinner="">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-link" />
    </div>
  );
}

/**
 * A failed search (§8: 'Unknown error' when there is no message). The spec only stores it (ERR-22); the
 * store says it in words with a retry, so a reader is never left with an empty page and no reason.
 */
export function SearchFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('search');
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-card border border-danger/40 bg-raised p-4" data-search-error="">
      <p className="flex-1 text-text-secondary">{t('results.failed', { message })}</p>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t('results.retry')}
      </button>
    </div>
  );
}
