/** /error (ROUTE-23): a generic error page with a way back to the store. */
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/react.js';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.js';

export default function ErrorPage() {
  const { t } = useTranslation();
  usePageTitle(t('errorPage.title'));
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center" data-page="error">
      <TriangleAlert aria-hidden="true" className="size-12 text-warning" />
      <h1 className="text-3xl font-semibold tracking-tight">{t('errorPage.title')}</h1>
      <p className="text-text-secondary">{t('errorPage.text')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">{t('errorPage.home')}</Link>
        <Link to="/help" className="btn-secondary">{t('errorPage.help')}</Link>
      </div>
    </div>
  );
}
