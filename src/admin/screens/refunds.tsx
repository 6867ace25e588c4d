/** Refunds queue (issue 12 §6): the review queue of decision 19; approve, or reject with a reason. */
import { useState } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { ListRefundQueueResponseSchema, REJECTION_REASON_MAX, RefundDecisionResponseSchema, type QueuedRefundRow } from '../../shared/contracts/admin/refunds.js';
import { formatEuros } from '../../shared/money.js';
import { FormMessage } from '../../web/components/ui/form.js';
import { currentLanguage } from '../../web/i18n/i18n.js';
import { useAdminRead, useAdminWrite } from '../api.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { cellClass, formatMoment, headClass, ReadState, Screen, smallButton, Table } from '../components/parts.js';

export default function Refunds() {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const read = useAdminRead('listRefundQueue', {}, ListRefundQueueResponseSchema);
  const approve = useAdminWrite<{ id: string }, typeof RefundDecisionResponseSchema>('approveRefund', RefundDecisionResponseSchema);
  const reject = useAdminWrite<{ id: string; reason: string }, typeof RefundDecisionResponseSchema>('rejectRefund', RefundDecisionResponseSchema);
  const [rejecting, setRejecting] = useState<QueuedRefundRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const decideApprove = (entry: QueuedRefundRow) => {
    setNotice(null);
    approve.mutate({ id: entry.id }, { onSuccess: () => setNotice(t('refunds.approved', { order: entry.order_number })) });
  };
  const error = approve.error ?? null;

  return (
    <Screen title={t('refunds.title')} lead={t('refunds.lead')}>
      <div aria-live="polite">{notice && <FormMessage kind="success">{notice}</FormMessage>}</div>
      {error && <FormMessage kind="error">{error.message}</FormMessage>}
      {!read.data ? <ReadState error={read.error} retry={() => void read.refetch()} /> : read.data.rows.length === 0 ? <p>{t('refunds.none')}</p> : (
        <Table
          label={t('refunds.title')}
          head={<>
            <th scope="col" className={headClass}>{t('refunds.requested')}</th>
            <th scope="col" className={headClass}>{t('refunds.shopper')}</th>
            <th scope="col" className={headClass}>{t('refunds.order')}</th>
            <th scope="col" className={headClass}>{t('refunds.item')}</th>
            <th scope="col" className={`${headClass} text-right`}>{t('refunds.amount')}</th>
            <th scope="col" className={`${headClass} text-right`}>{t('refunds.recent')}</th>
            <th scope="col" className={headClass}>{t('refunds.actions')}</th>
          </>}
        >
          {read.data.rows.map((entry) => (
            <tr key={entry.id} data-refund-request={entry.id}>
              <td className={cellClass}>{formatMoment(entry.requested_at)}</td>
              <td className={cellClass}>{entry.email ?? t('refunds.deletedAccount')}</td>
              <td className={`${cellClass} tabular-nums`}>{entry.order_number}</td>
              <td className={cellClass}>{entry.quantity} × {entry.product}</td>
              <td className={`${cellClass} text-right tabular-nums`}>{formatEuros(entry.amount_cents, language)}</td>
              <td className={`${cellClass} text-right tabular-nums`}>{entry.recent_refunds}</td>
              <td className={cellClass}>
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={smallButton} disabled={approve.isPending} onClick={() => decideApprove(entry)}
                    aria-label={`${t('refunds.approve')}: ${entry.order_number}, ${entry.product}`}>{t('refunds.approve')}</button>
                  <button type="button" className={smallButton} onClick={() => {
                    reject.reset();
                    setNotice(null);
                    setRejecting(entry);
                  }} aria-label={`${t('refunds.reject')}: ${entry.order_number}, ${entry.product}`}>{t('refunds.reject')}</button>
                </div>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {rejecting && (
        <ConfirmDialog
          title={t('refunds.rejectTitle', { order: rejecting.order_number })}
          message={<p>{rejecting.quantity} × {rejecting.product} · {formatEuros(rejecting.amount_cents, language)}</p>}
          confirmLabel={t('refunds.confirmReject')}
          field={{ label: t('refunds.reason'), hint: t('refunds.reasonHint', { max: REJECTION_REASON_MAX }), maxLength: REJECTION_REASON_MAX, required: t('refunds.reasonRequired') }}
          busy={reject.isPending}
          error={reject.error?.message}
          danger
          onClose={() => setRejecting(null)}
          onConfirm={(reason) => reject.mutate({ id: rejecting.id, reason }, {
            onSuccess: () => {
              setNotice(t('refunds.rejected', { order: rejecting.order_number }));
              setRejecting(null);
            },
          })}
        />
      )}
    </Screen>
  );
}
