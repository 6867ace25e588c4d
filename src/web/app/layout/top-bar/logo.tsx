/** The Pixelkeys logo, a link home (NAV-02). */
import { KeyRound } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import { BRAND_NAME } from '../../../lib/ui-constants.js';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-control pr-1" aria-label={t('nav.homeLink', { brand: BRAND_NAME })} data-logo="">
      <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-[10px] bg-gradient-to-br from-accent to-pixels shadow-md shadow-accent/30">
        <KeyRound className="size-[1.125rem] text-white" strokeWidth={2.5} />
      </span>
      <span aria-hidden="true" className="text-lg font-bold tracking-tight text-text">
        Pixel<span className="text-link">keys</span>
      </span>
    </Link>
  );
}
