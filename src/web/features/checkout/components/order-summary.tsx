/**
 * The checkout's order summary (spec §2 Checkout, CHK-01..04, decision 20): the cart's lines with their
 * controls, each line's problem when the store has less than it asks for (sold out, only N left, no longer
 * for sale), then subtotal = the net base, VAT 21 % and total = what the shopper pays, which is the sum
 * of the VAT-inclusive prices shown.
 */
import { useTranslation } from '../../../i18n/react.js';
import { VAT_RATE_PERCENT } from '../../../../shared/constants.js';
import { formatEuros } from '../../../../shared/money.js';
import { vatBreakdown } from '../../../../shared/tax.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { totalCents, type CartItem } from '../../cart/cart-lines.js';
import { CartLineRow } from '../../cart/components/cart-line-row.js';
import { fitCartToStock, removeCartLine, stepCartLine } from '../../cart/cart-store.js';

/** What is wrong with a line: nothing, sold out, fewer left than asked, or no longer sold. */
export type LineProblem = { kind: 'sold_out' } | { kind: 'only_left'; count: number } | { kind: 'gone' } | null;

export function lineProblem(line: CartItem, gone: ReadonlySet<number>): LineProblem {
  if (gone.has(line.productId)) return { kind: 'gone' };
  if (line.stock <= 0) return { kind: 'sold_out' };
  if (line.quantity > line.stock) return { kind: 'only_left', count: line.stock };
  return null;
}

interface OrderSummaryProps {
  lines: CartItem[];
  gone: ReadonlySet<number>;
  checking: boolean;
}

export function OrderSummary({ lines, gone, checking }: OrderSummaryProps) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { subtotalCents, taxCents, totalCents: payCents } = vatBreakdown(totalCents(lines));
  const problems = lines.map((line) => lineProblem(line, gone));
  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-3 rounded-card border border-border bg-raised p-4 md:p-5" data-checkout-summary="">
      <h2 id="summary-title" className="text-lg font-semibold">{t('summary.title')}</h2>
      {checking && <p className="text-sm text-text-secondary" role="status">{t('summary.checking')}</p>}
      <ul className="divide-y divide-border" data-checkout-lines="">
        {lines.map((line, index) => {
          const problem = problems[index];
          return (
            <CartLineRow
              key={line.productId}
              line={line}
              onStep={(step) => stepCartLine(line.productId, step)}
              onRemove={() => removeCartLine(line.productId)}
              note={problem && (
                <p className="text-sm font-medium text-danger-text" data-line-problem={problem.kind}>
                  {problem.kind === 'sold_out' ? t('summary.soldOut') : problem.kind === 'gone' ? t('summary.gone') : t('summary.onlyLeft', { count: problem.count })}
                </p>
              )}
            />
          );
        })}
      </ul>
      {problems.some(Boolean) && (
        <button type="button" className="btn-secondary" data-checkout-fit="" onClick={() => fitCartToStock(gone)}>{t('summary.fit')}</button>
      )}
      <dl className="flex flex-col gap-1.5 border-t border-border pt-3 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-text-secondary">{t('summary.subtotal')}</dt>
          <dd className="tabular-nums" data-checkout-subtotal="">{formatEuros(subtotalCents, language)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-text-secondary">{t('summary.tax', { rate: VAT_RATE_PERCENT })}</dt>
          <dd className="tabular-nums" data-checkout-tax="">{formatEuros(taxCents, language)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-2 pt-1 text-base">
          <dt className="font-semibold">{t('summary.total')}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-checkout-total="">{formatEuros(payCents, language)}</dd>
        </div>
      </dl>
      <p className="text-xs text-text-secondary">{t('summary.vatNote')}</p>
    </section>
  );
}
