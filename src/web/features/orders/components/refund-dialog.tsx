/**
 * Request a refund (§4 Refund, decision 19): a confirm dialog with the note that a refund can take up to
 * 7 days (REF-02, REF-04), then the success state (REF-05), refunded at once or waiting for review; the
 * order list is read again 0.1 s later (REF-06). Failures in the words of §8 (ERR-04..07); without a
 * session nothing is sent (VAL-09).
 */
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import type { GetRefundResponse } from '../../../../shared/contracts/get-refund.js';
import type { UserOrder } from '../../../../shared/contracts/get-user-orders.js';
import { eurosToCents, formatEuros } from '../../../../shared/money.js';
import { ModalDialog } from '../../../components/ui/modal-dialog.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { localized } from '../../../lib/localized.js';
import { useSession } from '../../../lib/session.js';
import { getRefund } from '../api/get-refund.js';
import { refundErrorText } from '../after-sale-messages.js';

/** §4: the order list is refreshed about 0.1 s after a refund. */
export const REFUND_REFRESH_DELAY_MS = 100;

type Item = UserOrder['order_items'][number];
type State = { name: 'confirm' | 'busy' } | { name: 'done'; result: GetRefundResponse } | { name: 'failed'; message: string };

export function RefundDialog({ item, onClose, returnFocusTo }: { item: Item; onClose(): void; returnFocusTo: HTMLElement | null }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const session = useSession();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [state, setState] = useState<State>({ name: 'confirm' });
  const refresh = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refresh.current), []);
  const title = localized(item.product.title, language);
  const amount = formatEuros(eurosToCents(item.pvp), language);

  const confirm = async () => {
    if (session.status !== 'signed-in') {
      setState({ name: 'failed', message: t('refund.noSession') });
      return;
    }
    setState({ name: 'busy' });
    try {
      setState({ name: 'done', result: await getRefund({ order_item_id: item.id }) });
    } catch (error) {
      setState({ name: 'failed', message: refundErrorText(t, error) });
    }
    refresh.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['orders'] }), REFUND_REFRESH_DELAY_MS);
  };

  const busy = state.name === 'busy';
  return (
    <ModalDialog
      aria-labelledby={titleId}
      onClose={() => { if (!busy) onClose(); }}
      returnFocusTo={returnFocusTo}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-card border border-border bg-overlay p-0 shadow-2xl shadow-black/60"
      data-refund-dialog={state.name}
    >
      <div className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-text">
          {state.name === 'done'
            ? <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
            : <Undo2 aria-hidden="true" className="size-5 shrink-0 text-link" />}
          {state.name === 'done' ? t('refund.doneTitle') : t('refund.title')}
        </h2>
        {state.name === 'done' ? (
          <div role="status" className="flex flex-col gap-2 text-text-secondary" data-refund-outcome={state.result.status}>
            <p>{state.result.status === 'refunded' ? t('refund.done', { amount }) : t('refund.review')}</p>
            <p>{t('refund.note')}</p>
          </div>
        ) : (
          <div className="flex flex-col gap-2 text-text-secondary">
            <p>{item.status === 'pending' ? t('refund.questionPending', { title, amount }) : t('refund.questionDelivered', { title, amount })}</p>
            <p data-refund-note="">{t('refund.note')}</p>
          </div>
        )}
        {state.name === 'failed' && <p role="alert" className="text-danger-text" data-refund-error="">{state.message}</p>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {state.name === 'done' || state.name === 'failed' ? (
            <button type="button" className="btn-secondary" onClick={onClose} autoFocus data-autofocus="">{t('refund.close')}</button>
          ) : (
            <>
              <button type="button" className="btn-secondary" onClick={onClose} disabled={busy} data-autofocus="">{t('refund.cancel')}</button>
              <button type="button" className="btn-primary" onClick={() => void confirm()} disabled={busy} data-refund-confirm="">
                {busy ? t('refund.requesting') : t('refund.confirm')}
              </button>
            </>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
