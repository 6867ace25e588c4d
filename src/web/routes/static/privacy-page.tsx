/** /privacy (ROUTE-19, LEGAL-01): GDPR and LOPDGDD privacy policy; the controller is the operator of getStoreInfo. */
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { MarkupSections, StaticPage } from './static-layout.js';
import { OperatorDetails, WithStoreInfo } from './store-info.js';

export default function PrivacyPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('privacy.title'));
  const toc = t('privacy.sections', { returnObjects: true });
  return (
    <StaticPage title={t('privacy.title')} lastUpdated={t('privacy.lastUpdated')} intro={<p>{t('privacy.intro')}</p>} toc={toc}>
      <WithStoreInfo>
        {(values, info) => (
          <MarkupSections
            sections={t('privacy.sections', { returnObjects: true, ...values })}
            after={info ? { controller: <OperatorDetails info={info} /> } : undefined}
          />
        )}
      </WithStoreInfo>
    </StaticPage>
  );
}
