/** /legal (ROUTE-22): legal notice of Spain's LSSI-CE art. 10, with the operator's identity from getStoreInfo. */
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { MarkupSections, Section, StaticPage } from './static-layout.js';
import { OperatorDetails, WithStoreInfo } from './store-info.js';

export default function LegalPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('legal.title'));
  return (
    <StaticPage title={t('legal.title')} intro={<p>{t('legal.intro')}</p>}>
      <WithStoreInfo>
        {(values, info) => (
          <>
            {info && (
              <Section id="operator" title={t('shared.operator.title')}>
                <OperatorDetails info={info} />
              </Section>
            )}
            <MarkupSections sections={t('legal.sections', { returnObjects: true, ...values })} />
          </>
        )}
      </WithStoreInfo>
    </StaticPage>
  );
}
