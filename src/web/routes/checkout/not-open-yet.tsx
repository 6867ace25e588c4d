/**
 * A screen whose capability has not landed yet (checkout, until the buying work): the page heading, an
 * honest note saying so, and a way back home.
 */
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.js';

export function NotOpenYet({ title, page }: { title: string; page: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center" data-page={page}>
      <span className="inline-flex size-14 items-center justify-center rounded-full border border-border bg-raised">
        <UserRound aria-hidden="true" className="size-7 text-link" />
      </span>
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="text-text-secondary">{t('account.unavailable')}</p>
      <Link to="/" className="btn-primary mt-2">{t('account.backHome')}</Link>
    </div>
  );
}
