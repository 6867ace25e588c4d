/**
 * What a shopper can do with an order's item (§2 Profile orders, PROF-16/17): see its keys when delivered
 * or redeemed (KEY-03, KEY-12), and, in its refund menu, ask for a refund while it is a paid pre-order
 * still waiting for its key or delivered and unrevealed (REF-03; never once redeemed, decision 19).
 * The dialogs live here, not in the menu, so that the list refreshing under them does not close them.
 */
import { EllipsisVertical, KeyRound, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import type { UserOrder } from '../../../../shared/contracts/get-user-orders.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { localized } from '../../../lib/localized.js';
import { RefundDialog } from './refund-dialog.js';
import { RevealKeysDialog } from './reveal-keys-dialog.js';

type Item = UserOrder['order_items'][number];

export const canSeeKeys = (item: Item) => item.status === 'delivered' || item.status === 'redeemed';
/** §4: pending (a paid pre-order waiting for its key) or delivered; an unpaid order's items have nothing to refund. */
export const canRefund = (order: UserOrder, item: Item) =>
  item.status === 'delivered' || (item.status === 'pending' && order.status === 'processing');

export function ItemActions({ order, item }: { order: UserOrder; item: Item }) {
  const { t } = useTranslation('orders');
  const [dialog, setDialog] = useState<'keys' | 'refund' | null>(null);
  const keysButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const refundable = canRefund(order, item);
  if (!canSeeKeys(item) && !refundable && dialog === null) return null;
  return (
    <div className="flex items-center gap-1" data-item-actions="">
      {canSeeKeys(item) && (
        <button type="button" ref={keysButton} className="btn-secondary min-h-11 whitespace-nowrap px-3 text-sm" onClick={() => setDialog('keys')} data-see-keys="">
          <KeyRound aria-hidden="true" className="size-4" />
          {t('actions.seeKeys')}
        </button>
      )}
      {refundable && <RefundMenu item={item} buttonRef={menuButton} onRefund={() => setDialog('refund')} />}
      {dialog === 'keys' && <RevealKeysDialog item={item} onClose={() => setDialog(null)} returnFocusTo={keysButton.current} />}
      {dialog === 'refund' && <RefundDialog item={item} onClose={() => setDialog(null)} returnFocusTo={menuButton.current ?? keysButton.current} />}
    </div>
  );
}

/** The refund menu (PROF-16): a button that shows its one choice; Escape or a click elsewhere closes it. */
function RefundMenu({ item, buttonRef, onRefund }: { item: Item; buttonRef: RefObject<HTMLButtonElement | null>; onRefund(): void }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, buttonRef]);
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        ref={buttonRef}
        className="icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('actions.more', { title: localized(item.product.title, language) })}
        onClick={() => setOpen((isOpen) => !isOpen)}
        data-refund-menu=""
      >
        <EllipsisVertical aria-hidden="true" className="size-5" />
      </button>
      <div id={panelId} hidden={!open} className="absolute right-0 top-full z-20 mt-1 min-w-56 rounded-control border border-border bg-overlay p-1 shadow-xl shadow-black/50">
        <button
          type="button"
          className="flex min-h-11 w-full items-center gap-2 rounded-control px-3 text-left text-sm text-text hover:bg-raised"
          onClick={() => {
            setOpen(false);
            onRefund();
          }}
          data-request-refund=""
        >
          <Undo2 aria-hidden="true" className="size-4" />
          {t('actions.refund')}
        </button>
      </div>
    </div>
  );
}
