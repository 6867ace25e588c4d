/** One line of the cart panel (§2, CART-03/04): cover, title, unit price, then minus, quantity, plus, remove. */
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { formatEuros } from '../../../../shared/money.js';
import { useLanguage } from '../../../i18n/use-language.js';
import type { CartItem } from '../cart-lines.js';

interface CartLineRowProps {
  line: CartItem;
  onStep(step: 1 | -1): void;
  onRemove(): void;
  /** Said under the line (at checkout: sold out, only N left). */
  note?: ReactNode;
}

const stepButton = 'icon-button size-11 shrink-0 border border-border';

export function CartLineRow({ line, onStep, onRemove, note }: CartLineRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = line.title[language];
  return (
    <li className="flex gap-3 py-3" data-cart-line={line.productId}>
      <img src={line.imageUrl} alt="" width={80} height={46} className="h-[46px] w-20 shrink-0 rounded-control object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="line-clamp-2 text-sm font-semibold text-text" data-cart-line-title="">{title}</p>
            <p className="text-sm tabular-nums text-text-secondary" data-cart-line-price="">
              {t('cart.unitPrice', { price: formatEuros(line.pvpCents, language) })}
            </p>
          </div>
          <button type="button" className="icon-button -mr-1 -mt-1 size-11 shrink-0" aria-label={t('cart.remove', { title })} data-cart-remove="" data-menu-item="" onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex items-center gap-2">
          <button type="button" className={stepButton} aria-label={t('cart.decrease', { title })} data-cart-decrease="" data-menu-item="" onClick={() => onStep(-1)}>
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <span className="min-w-8 text-center font-semibold tabular-nums" data-cart-quantity="">
            <span className="sr-only">{t('cart.quantity')}: </span>{line.quantity}
          </span>
          <button type="button" className={stepButton} aria-label={t('cart.increase', { title })} data-cart-increase="" data-menu-item="" onClick={() => onStep(1)}>
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </div>
        {note}
      </div>
    </li>
  );
}
