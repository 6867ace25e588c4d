/** /collaborate (ROUTE-18): the creators and partners programme, and how to apply by e-mail. */
import { useTranslation } from '../../i18n/react.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { MarkupSections, StaticPage } from './static-layout.js';
import { WithStoreInfo } from './store-info.js';

export default function CollaboratePage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('collaborate.title'));
  return (
    <StaticPage title={t('collaborate.title')} intro={<p>{t('collaborate.intro')}</p>}>
      <WithStoreInfo>
        {(values) => <MarkupSections sections={t('collaborate.sections', { returnObjects: true, ...values })} />}
      </WithStoreInfo>
    </StaticPage>
  );
}
