/**
 * /cookies (ROUTE-21): every cookie and storage key the store sets, with purpose and duration (decision 28:
 * strictly necessary only, no tracking or analytics, hence no consent banner). The list, its names and its
 * lifetimes come from the same inventory the code sets them from (shared/storage-inventory.ts); only the
 * words are in the locale files.
 */
import { useTranslation } from '../../i18n/react.js';
import { STORED_ITEMS, type StoredItem, type StoredItemId } from '../../../shared/storage-inventory.js';
import { MarkupInline } from '../../features/news/components/markup-content.js';
import { useLanguage } from '../../i18n/use-language.js';
import { formatDuration } from '../../lib/format-duration.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { MarkupSections, StaticPage } from './static-layout.js';

export default function CookiesPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('cookies.title'));
  const sections = t('cookies.sections', { returnObjects: true });
  return (
    <StaticPage title={t('cookies.title')} intro={<p>{t('cookies.intro')}</p>} toc={sections}>
      <MarkupSections sections={sections} after={{ list: <StorageList /> }} />
    </StaticPage>
  );
}

function StorageList() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const entries = Object.entries(STORED_ITEMS) as [StoredItemId, StoredItem][];
  const duration = (id: StoredItemId, item: StoredItem) =>
    t(`cookies.storage.items.${id}.duration`, item.maxAgeSeconds === null ? {} : { duration: formatDuration(item.maxAgeSeconds, language) });
  return (
    <ul className="mt-4 space-y-4" data-storage-list="">
      {entries.map(([id, item]) => (
        <li key={id} className="rounded-card border border-border bg-raised p-4 md:p-5" data-stored-item={item.name} data-kind={item.kind}>
          <h3 className="font-mono text-base font-semibold text-text [overflow-wrap:anywhere]">{item.name}</h3>
          <dl className="mt-3 space-y-2 text-sm md:text-base">
            <div>
              <dt className="font-semibold text-text-secondary">{t('cookies.storage.kind')}</dt>
              <dd className="text-text">{t(`cookies.storage.kinds.${item.kind}`)}</dd>
            </div>
            <div>
              <dt className="font-semibold text-text-secondary">{t('cookies.storage.purpose')}</dt>
              <dd className="text-text"><MarkupInline text={t(`cookies.storage.items.${id}.purpose`)} /></dd>
            </div>
            <div>
              <dt className="font-semibold text-text-secondary">{t('cookies.storage.duration')}</dt>
              <dd className="text-text" data-duration="">{duration(id, item)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
