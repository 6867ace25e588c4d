/**
 * The cart panel's content (spec §2 Cart dropdown, CART-01..07): 'Sin productos' when empty, else the lines,
 * the total (prices include VAT, decision 20) and Proceed to /checkout, which is disabled with an empty
 * cart (§5). A refused add or plus says why, politely, in a status line (sold out, stock, 10 per product,
 * cart full). When a line goes, focus moves to the panel's heading so a keyboard user is not lost.
 */
import { ShoppingBag, X } from 'lucide-react';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import { CART_LINE_LIMIT, CART_MAX_LINES } from '../../../../shared/constants.js';
import { formatEuros } from '../../../../shared/money.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { totalCents } from '../cart-lines.js';
import { dismissCartNotice, removeCartLine, stepCartLine, useCart, type CartNotice } from '../cart-store.js';
import { DEFERRED_PART_ATTRIBUTE } from '../../../lib/deferred-hydration.js';
import { CartLineRow } from './cart-line-row.js';

interface CartPanelProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  headingId: string;
  browsePath: string;
  onLeave(): void;
  /** Once the panel is on the page (its code is a chunk the cart button loads). */
  onShown?(): void;
}

export function CartPanel({ headingRef, headingId, browsePath, onLeave, onShown }: CartPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { lines, notice } = useCart();
  const isEmpty = lines.length === 0;
  const focusHeading = () => headingRef.current?.focus();
  useEffect(() => onShown?.(), [onShown]);

  return (
    <div className="flex flex-col gap-2" data-cart-panel="" {...{ [DEFERRED_PART_ATTRIBUTE]: '' }}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="rounded-control px-2 pt-1 text-base font-semibold outline-none focus-visible:outline-2 focus-visible:outline-link">
        {t('cart.title')}
      </h2>
      <div role="status" className="empty:hidden" data-cart-notice="">
        {notice && <NoticeText notice={notice} onDismiss={() => { dismissCartNotice(); focusHeading(); }} />}
      </div>
      {isEmpty ? (
        <div className="flex flex-col items-center gap-2 px-2 py-6 text-center">
          <ShoppingBag aria-hidden="true" className="size-10 text-text-muted" />
          <p className="font-medium text-text" data-cart-empty="">{t('cart.empty')}</p>
          <p className="text-sm text-text-secondary">{t('cart.emptyHint')}</p>
        </div>
      ) : (
        <ul aria-label={t('cart.linesLabel')} className="max-h-[min(50dvh,24rem)] divide-y divide-border overflow-y-auto overscroll-contain px-2" data-cart-lines="">
          {lines.map((line) => (
            <CartLineRow
              key={line.productId}
              line={line}
              onStep={(step) => {
                if (step === -1 && line.quantity === 1) focusHeading();
                stepCartLine(line.productId, step);
              }}
              onRemove={() => { focusHeading(); removeCartLine(line.productId); }}
            />
          ))}
        </ul>
      )}
      {!isEmpty && (
        <div className="flex items-baseline justify-between gap-2 border-t border-border px-2 pt-3">
          <span className="font-semibold">{t('cart.total')} <span className="text-xs font-normal text-text-secondary">({t('cart.vatIncluded')})</span></span>
          <span className="text-lg font-semibold tabular-nums" data-cart-total="">{formatEuros(totalCents(lines), language)}</span>
        </div>
      )}
      {isEmpty ? (
        <>
          <button type="button" className="btn-primary w-full" disabled data-cart-proceed="">{t('cart.proceed')}</button>
          <Link to={browsePath} className="btn-secondary w-full" data-menu-item="" onClick={onLeave}>{t('cart.browse')}</Link>
        </>
      ) : (
        <Link to="/checkout" className="btn-primary w-full" data-menu-item="" data-cart-proceed="" onClick={onLeave}>{t('cart.proceed')}</Link>
      )}
    </div>
  );
}

function NoticeText({ notice, onDismiss }: { notice: CartNotice; onDismiss(): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = notice.title[language];
  const text = {
    sold_out: t('cart.limits.sold_out', { title }),
    stock: t('cart.limits.stock', { count: notice.stock, title }),
    line_limit: t('cart.limits.line_limit', { count: CART_LINE_LIMIT }),
    cart_full: t('cart.limits.cart_full', { count: CART_MAX_LINES }),
  }[notice.limit];
  return (
    <p key={notice.id} className="flex items-start gap-2 rounded-control border border-warning/60 bg-page px-3 py-2 text-sm text-text" data-cart-limit={notice.limit}>
      <span className="flex-1">{text}</span>
      <button type="button" className="icon-button -my-2.5 -mr-2 size-11 shrink-0" aria-label={t('cart.dismissNotice')} data-menu-item="" onClick={onDismiss}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </p>
  );
}
