/** The stock line (decision 5): in stock, only N left below 10, or sold out. */
import { useTranslation } from '../../../i18n/react.js';
import { stockState } from '../stock.js';

export function StockLine({ stock, className = '' }: { stock: number; className?: string }) {
  const { t } = useTranslation('product');
  const state = stockState(stock);
  const text = state === 'sold-out' ? t('stock.soldOut') : state === 'few-left' ? t('stock.fewLeft', { count: stock }) : t('stock.inStock');
  const colour = state === 'sold-out' ? 'text-danger-text' : state === 'few-left' ? 'text-warning' : 'text-success';
  return (
    <p className={`flex items-center gap-2 text-sm font-medium ${colour} ${className}`} data-stock={state}>
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {text}
    </p>
  );
}
