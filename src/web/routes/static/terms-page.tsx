/**
 * /terms (ROUTE-20, LEGAL-02, LEGAL-03): terms of sale. Account, payment method and compatible device (§1);
 * sales final once a key is revealed, refunds before that taking up to 7 days (decision 19); the EU
 * withdrawal right for digital content ends with express consent when the key is revealed (decision 11).
 */
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { MarkupSections, StaticPage } from './static-layout.js';
import { WithStoreInfo } from './store-info.js';

export default function TermsPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('terms.title'));
  return (
    <StaticPage
      title={t('terms.title')}
      lastUpdated={t('terms.lastUpdated')}
      intro={<p>{t('terms.intro')}</p>}
      toc={t('terms.sections', { returnObjects: true })}
    >
      <WithStoreInfo>
        {(values) => <MarkupSections sections={t('terms.sections', { returnObjects: true, ...values })} />}
      </WithStoreInfo>
    </StaticPage>
  );
}
