/** Selling price, and the struck-through original when there is a real discount (§2, decision 27). */
import { useTranslation } from '../../../i18n/react.js';
import { eurosToCents, formatEuros } from '../../../../shared/money.js';
import { useLanguage } from '../../../i18n/use-language.js';

interface PriceTagProps {
  pvp: number;
  price: number;
  size?: 'md' | 'lg';
  className?: string;
}

export function PriceTag({ pvp, price, size = 'md', className = '' }: PriceTagProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const discounted = price > pvp;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 tabular-nums ${className}`}>
      <span className={`font-semibold text-text ${size === 'lg' ? 'text-2xl' : 'text-lg'}`}>
        <span className="sr-only">{t('card.price')} </span>
        {formatEuros(eurosToCents(pvp), language)}
      </span>
      {discounted && (
        <s className={`text-text-muted ${size === 'lg' ? 'text-base' : 'text-sm'}`}>
          <span className="sr-only">{t('card.originalPrice')} </span>
          {formatEuros(eurosToCents(price), language)}
        </s>
      )}
    </p>
  );
}
