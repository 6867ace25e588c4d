/** /aboutUs (ROUTE-17): who runs the store and how it works. */
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { MarkupSections, StaticPage } from './static-layout.js';
import { WithStoreInfo } from './store-info.js';

export default function AboutUsPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('aboutUs.title'));
  return (
    <StaticPage title={t('aboutUs.title')}>
      <WithStoreInfo>
        {(values) => (
          <>
            <p className="text-lg text-text-secondary">{t('aboutUs.intro', values)}</p>
            <MarkupSections sections={t('aboutUs.sections', { returnObjects: true, ...values })} />
          </>
        )}
      </WithStoreInfo>
    </StaticPage>
  );
}
