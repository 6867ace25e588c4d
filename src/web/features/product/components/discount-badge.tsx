/**
 * The discount beside a price (§2, §3; BUNDLE-16). A real reduction is the accent badge "-25%". A negative
 * discount (a bundle priced above its reference price) is shown as §3 says, as an absolute percent, but as
 * what it is: a neutral note "7% above the reference price", never a sale badge and never with a
 * struck-through price (decision 27: only a real reduction may show one).
 */
import { useTranslation } from '../../../i18n/react.js';

export function DiscountBadge({ discount, size = 'md' }: { discount: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  if (discount === 0) return null;
  const text = size === 'sm' ? 'text-xs' : 'text-sm';
  if (discount > 0) {
    return (
      <span className={`rounded-full bg-accent px-2.5 py-1 font-bold tabular-nums text-white ${text}`} data-discount="">
        {t('card.discount', { percent: discount })}
      </span>
    );
  }
  return (
    <span className={`rounded-full border border-border bg-overlay px-2.5 py-1 font-medium tabular-nums text-text-secondary ${text}`} data-discount="" data-discount-above="">
      {t('card.aboveReference', { percent: Math.abs(discount) })}
    </span>
  );
}
