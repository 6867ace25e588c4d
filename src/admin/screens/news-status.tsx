/** A news item's status as a small tag (the news table and the editor): published in the success colour, scheduled in the link colour. */
import { useTranslation } from '../../web/i18n/react.js';
import type { NewsStatus } from '../../shared/contracts/admin/news.js';

export function StatusTag({ status }: { status: NewsStatus }) {
  const { t } = useTranslation('admin');
  const tone = status === 'published' ? 'text-success' : status === 'scheduled' ? 'text-link' : 'text-text-secondary';
  return <span className={`font-medium ${tone}`} data-news-status={status}>{t(`news.statuses.${status}`)}</span>;
}
