/**
 * A product's sold keys its buyers have not revealed yet (listSoldUnrevealedKeys), by batch, revoked or not,
 * never their text. Each one offers the two remedies of decision 0021 after a confirmation: Replace (another
 * key of the product, the old one withdrawn, the buyer mailed) or Refund (the item paid back, the key
 * withdrawn). The server checks again under its locks: a buyer who reveals first wins (ALREADY_REDEEMED).
 */
import { useState } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { Link } from 'react-router';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../shared/contracts/admin/common.js';
import {
  KeyRefundedSchema, KeyReplacedSchema, ListSoldUnrevealedKeysResponseSchema, type SoldUnrevealedKeyListRow,
} from '../../shared/contracts/admin/keys.js';
import { formatEuros } from '../../shared/money.js';
import { FormMessage } from '../../web/components/ui/form.js';
import { currentLanguage } from '../../web/i18n/i18n.js';
import { useAdminRead, useAdminWrite } from '../api.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { cellClass, FilterSelect, formatMoment, PagedTable, smallButton } from '../components/parts.js';

type Remedy = 'replace' | 'refund';

export function SoldUnrevealedKeys({ productId, batches, batch, onBatch }: {
  productId: number; batches: string[]; batch: string; onBatch(batch: string): void;
}) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const [paging, setPaging] = useState({ page: 1, page_size: ADMIN_DEFAULT_PAGE_SIZE });
  const read = useAdminRead('listSoldUnrevealedKeys', { product_id: productId, batch: batch || undefined, ...paging }, ListSoldUnrevealedKeysResponseSchema);
  const replace = useAdminWrite<{ key_id: string }, typeof KeyReplacedSchema>('replaceSoldKey', KeyReplacedSchema);
  const refund = useAdminWrite<{ key_id: string }, typeof KeyRefundedSchema>('refundSoldKey', KeyRefundedSchema);
  const [acting, setActing] = useState<{ entry: SoldUnrevealedKeyListRow; remedy: Remedy } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const start = (entry: SoldUnrevealedKeyListRow, remedy: Remedy) => {
    replace.reset();
    refund.reset();
    setActing({ entry, remedy });
  };
  const confirm = ({ entry, remedy }: { entry: SoldUnrevealedKeyListRow; remedy: Remedy }) => {
    const finish = (message: string) => {
      setDone(message);
      setActing(null);
    };
    if (remedy === 'replace') {
      replace.mutate({ key_id: entry.key_id }, {
        onSuccess: (result) => finish(t('keys.replaced', { order: result.order_number, batch: result.replacement_batch })),
      });
    } else {
      refund.mutate({ key_id: entry.key_id }, {
        onSuccess: (result) => finish(t('keys.refunded', { order: result.order_number, amount: formatEuros(result.amount_cents, language) })),
      });
    }
  };
  const pending = acting?.remedy === 'replace' ? replace : refund;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('keys.soldTitle')}</h2>
      <p className="text-text-secondary">{t('keys.soldLead')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect label={t('keys.batchFilter')} any={t('keys.anyBatch')} value={batch} options={batches.map((name) => [name, name])}
          onChange={(value) => {
            setPaging((current) => ({ ...current, page: 1 }));
            onBatch(value);
          }} />
      </div>
      <div aria-live="polite">{done && <FormMessage kind="success">{done}</FormMessage>}</div>
      <PagedTable read={read} label={t('keys.soldTitle')} empty={t('keys.soldNone')}
        columns={[t('keys.order'), t('keys.buyer'), t('keys.batchColumn'), t('keys.soldAt'), t('keys.itemStatus'), t('keys.actions')]}
        onPage={(page) => setPaging((current) => ({ ...current, page }))}
        onPageSize={(size) => setPaging({ page: 1, page_size: size })}
        row={(entry) => (
          <tr key={entry.key_id} data-sold-key={entry.key_id} data-order-number={entry.order_number}>
            <td className={`${cellClass} tabular-nums`}>
              <Link className="font-semibold text-link underline-offset-2 hover:underline" to={`/admin/orders?order=${entry.order_id}`}
                aria-label={t('orders.open', { number: entry.order_number })}>{entry.order_number}</Link>
            </td>
            <td className={`${cellClass} break-all`}>{entry.email ?? '—'}</td>
            <td className={cellClass}>
              {entry.batch}{entry.batch_revoked && <span className="ml-2 text-xs text-text-secondary">({t('keys.revokedBatch')})</span>}
            </td>
            <td className={cellClass}>{entry.sold_at ? formatMoment(entry.sold_at) : '—'}</td>
            <td className={cellClass}>{t(`orders.statuses.${entry.item_status}`, { defaultValue: entry.item_status })}</td>
            <td className={cellClass}>
              {entry.item_status === 'delivered' ? (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={smallButton} onClick={() => start(entry, 'replace')}
                    aria-label={t('keys.replaceLabel', { order: entry.order_number })}>{t('keys.replace')}</button>
                  <button type="button" className={smallButton} onClick={() => start(entry, 'refund')}
                    aria-label={t('keys.refundLabel', { order: entry.order_number })}>{t('keys.refund')}</button>
                </div>
              ) : <span className="text-text-secondary">{t('keys.refundWaiting')}</span>}
            </td>
          </tr>
        )} />
      {acting && (
        <ConfirmDialog
          title={t(`keys.${acting.remedy}Title`, { order: acting.entry.order_number })}
          message={<p>{t(`keys.${acting.remedy}Message`, { order: acting.entry.order_number, email: acting.entry.email ?? '—', batch: acting.entry.batch })}</p>}
          confirmLabel={t(acting.remedy === 'replace' ? 'keys.confirmReplace' : 'keys.confirmRefund')}
          busy={pending.isPending}
          error={pending.error?.message}
          danger={acting.remedy === 'refund'}
          onClose={() => setActing(null)}
          onConfirm={() => confirm(acting)}
        />
      )}
    </section>
  );
}
