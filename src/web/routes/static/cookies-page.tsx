/**
 * /cookies (ROUTE-21): every cookie and storage key the store sets, with purpose and duration (decision 28:
 * strictly necessary only, no tracking or analytics, hence no consent banner).
 */
import { useTranslation } from 'react-i18next';
import { MarkupInline } from '../../features/news/components/markup-content.js';
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
  const items = t('cookies.storage.items', { returnObjects: true });
  return (
    <ul className="mt-4 space-y-4">
      {items.map((item) => (
        <li key={item.name} className="rounded-card border border-border bg-raised p-4 md:p-5">
          <h3 className="font-mono text-base font-semibold text-text">{item.name}</h3>
          <dl className="mt-3 space-y-2 text-sm md:text-base">
            {(['kind', 'purpose', 'duration'] as const).map((field) => (
              <div key={field}>
                <dt className="font-semibold text-text-secondary">{t(`cookies.storage.${field}`)}</dt>
                <dd className="text-text"><MarkupInline text={item[field]} /></dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
