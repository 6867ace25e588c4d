/** Pixels counter (spec §1, NAV-17): the loyalty currency, 0 for everyone, marked Coming soon. */
import { Gem } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.js';

type Variant = 'full' | 'compact' | 'minimal';

export function PixelsCounter({ variant = 'full' }: { variant?: Variant }) {
  const { t } = useTranslation();
  return (
    <p className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-1 text-sm" data-pixels-counter="">
      <Gem aria-hidden="true" className="size-5 text-pixels" />
      <span className="font-semibold tabular-nums text-pixels">0</span>
      <span className={variant === 'full' ? 'text-text-secondary' : 'sr-only'}>{t('pixels.name')}</span>
      <span
        className={variant === 'minimal'
          ? 'sr-only'
          : 'whitespace-nowrap rounded-full border border-pixels/40 px-1.5 py-0.5 text-[0.625rem] font-semibold uppercase tracking-wide text-pixels'}
        data-coming-soon=""
      >
        {t('pixels.comingSoon')}
      </span>
    </p>
  );
}
