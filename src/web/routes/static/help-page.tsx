/** /help (ROUTE-10): FAQ on buying, delivery, keys, regions, refunds, account and payment, and the contact e-mail. */
import { useTranslation } from '../../i18n/react.js';
import { MarkupContent } from '../../features/news/components/markup-content.js';
import { usePageTitle } from '../../lib/use-page-title.js';
import { Section, StaticPage } from './static-layout.js';
import { WithStoreInfo } from './store-info.js';

export default function HelpPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('help.title'));
  const sections = t('help.sections', { returnObjects: true });
  return (
    <StaticPage
      title={t('help.title')}
      intro={<p>{t('help.intro')}</p>}
      toc={[...sections, { id: 'contact', title: t('help.contact.title') }]}
    >
      {sections.map((section) => (
        <Section key={section.id} id={section.id} title={section.title}>
          <div className="space-y-6">
            {section.questions.map((question) => (
              <div key={question.q}>
                <h3 className="text-lg font-semibold text-text">{question.q}</h3>
                <MarkupContent text={question.a.join('\n\n')} className="mt-2 space-y-3 text-text-secondary" />
              </div>
            ))}
          </div>
        </Section>
      ))}
      <Section id="contact" title={t('help.contact.title')}>
        <div className="rounded-card border border-border bg-raised p-4 md:p-6">
          <WithStoreInfo>
            {(values) => <MarkupContent text={t('help.contact.text', values)} allowMailto />}
          </WithStoreInfo>
        </div>
      </Section>
    </StaticPage>
  );
}
