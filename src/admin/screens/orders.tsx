/**
 * Orders (issue 12 §5): search by the buyer's e-mail or the order number, status and dates, newest first,
 * paged on the server; an order's detail (`?order=<id>`) with its items and each key's status, the payment
 * and refunds, billing and invoices; a key's text only after the operator confirms (recorded in the audit
 * log, not the buyer's reveal); the confirmation mail sent again; the invoice downloaded.
 */
import type { TFunction } from 'i18next';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_DEFAULT_PAGE_SIZE } from '../../shared/contracts/admin/common.js';
import {
  AdminOrderSchema, ListAdminOrdersResponseSchema, ResendOrderConfirmationResponseSchema, RevealedOrderKeySchema,
  type AdminOrder, type AdminPaymentStatus, type AdminRefundStatus,
} from '../../shared/contracts/admin/orders.js';
import { ORDER_STATUSES } from '../../shared/contracts/get-user-orders.js';
import { formatEuros } from '../../shared/money.js';
import { FormMessage, inputClass } from '../../web/components/ui/form.js';
import { currentLanguage } from '../../web/i18n/i18n.js';
import { adminDownloadUrl, useAdminRead, useAdminWrite } from '../api.js';
import { ConfirmDialog } from '../components/confirm-dialog.js';
import { cellClass, FilterSelect, formatMoment, headings, PagedTable, ReadState, Screen, SearchBox, Table } from '../components/parts.js';

/** A payment's and a refund's status in words; a state added later shows as stored until it has its text. */
const paymentStatusLabel = (t: TFunction<'admin'>, status: string) => t(`orders.paymentStatuses.${status as AdminPaymentStatus}`, { defaultValue: status });
const refundStatusLabel = (t: TFunction<'admin'>, status: string) => t(`orders.refundStatuses.${status as AdminRefundStatus}`, { defaultValue: status });

export default function Orders() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  return orderId ? <OrderDetail key={orderId} id={orderId} /> : <OrderList />;
}

function OrderList() {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const [typed, setTyped] = useState({ q: '', from: '', to: '' });
  const [filters, setFilters] = useState({ q: '', status: '', from: '', to: '', page: 1, page_size: ADMIN_DEFAULT_PAGE_SIZE });
  const read = useAdminRead('listAdminOrders', {
    q: filters.q || undefined, status: filters.status || undefined, from: filters.from || undefined, to: filters.to || undefined,
    page: filters.page, page_size: filters.page_size,
  }, ListAdminOrdersResponseSchema);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, q: typed.q.trim(), from: typed.from, to: typed.to, page: 1 }));
  };
  const status = (value: string) => t(`orders.statuses.${value as (typeof ORDER_STATUSES)[number]}`, { defaultValue: value });
  return (
    <Screen title={t('orders.title')} lead={t('orders.lead')}>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <SearchBox label={t('orders.search')} value={typed.q} onChange={(q) => setTyped((current) => ({ ...current, q }))} />
        <FilterSelect label={t('orders.status')} any={t('orders.anyStatus')} value={filters.status}
          options={ORDER_STATUSES.map((value) => [value, status(value)])}
          onChange={(value) => setFilters((current) => ({ ...current, status: value, page: 1 }))} />
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('orders.from')}
          <input type="date" className={inputClass} value={typed.from} onChange={(event) => setTyped((current) => ({ ...current, from: event.target.value }))} />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('orders.to')}
          <input type="date" className={inputClass} value={typed.to} onChange={(event) => setTyped((current) => ({ ...current, to: event.target.value }))} />
        </label>
        <button type="submit" className="btn-primary">{t('orders.searchButton')}</button>
      </form>
      <PagedTable
        read={read} label={t('orders.title')} empty={t('orders.none')}
        columns={[t('orders.number'), t('orders.date'), t('orders.buyer'), t('orders.status'), [t('orders.items'), 'right'], [t('orders.total'), 'right'], t('orders.payment')]}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
        onPageSize={(page_size) => setFilters((current) => ({ ...current, page_size, page: 1 }))}
        row={(order) => (
          <tr key={order.id} data-order={order.number}>
            <td className={cellClass}>
              <Link className="font-semibold text-link underline-offset-2 hover:underline" to={`/admin/orders?order=${order.id}`}
                aria-label={t('orders.open', { number: order.number })}>{order.number}</Link>
            </td>
            <td className={cellClass}>{formatMoment(order.created_at)}</td>
            <td className={cellClass}>{order.email ?? t('orders.deletedAccount')}</td>
            <td className={cellClass}>{status(order.status)}</td>
            <td className={`${cellClass} text-right tabular-nums`}>{order.items}</td>
            <td className={`${cellClass} text-right tabular-nums`}>{formatEuros(order.pvp_cents, language)}</td>
            <td className={cellClass}>{order.payment_status ? paymentStatusLabel(t, order.payment_status) : '—'}</td>
          </tr>
        )}
      />
    </Screen>
  );
}

function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const read = useAdminRead('getAdminOrder', { id }, AdminOrderSchema);
  if (!read.data) {
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        <ReadState error={read.error} retry={() => void read.refetch()} />
      </div>
    );
  }
  const order = read.data;
  return (
    <Screen title={t('orders.detailTitle', { number: order.number })} lead={t('orders.placed', { date: formatMoment(order.created_at) })}>
      <BackLink />
      <Summary order={order} />
      <Items order={order} />
      <Payment order={order} />
      <Billing order={order} />
    </Screen>
  );
}

const BackLink = () => {
  const { t } = useTranslation('admin');
  return (
    <Link to="/admin/orders" className="inline-flex min-h-11 items-center gap-2 self-start text-link underline-offset-2 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />{t('orders.back')}
    </Link>
  );
};

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Label and value side by side, stacked on a phone; a long value (an e-mail, an address) wraps instead of widening the page. */
function Facts({ rows }: { rows: [label: string, value: React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-text-secondary">{label}</dt>
          <dd className="mb-2 min-w-0 [overflow-wrap:anywhere] sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Summary({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const resend = useAdminWrite<{ id: string }, typeof ResendOrderConfirmationResponseSchema>('resendOrderConfirmation', ResendOrderConfirmationResponseSchema);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const paid = order.status !== 'pending' && order.status !== 'canceled';
  return (
    <Section id="order-summary" title={t('orders.summary')}>
      <Facts rows={[
        [t('orders.status'), t(`orders.statuses.${order.status as (typeof ORDER_STATUSES)[number]}`, { defaultValue: order.status })],
        [t('orders.buyer'), order.email ? `${order.name ?? ''} <${order.email}>` : t('orders.deletedAccount')],
        [t('orders.total'), formatEuros(order.pvp_cents, language)],
        [t('orders.discount'), formatEuros(order.total_discount_cents, language)],
        [t('orders.language'), order.language],
        ...(order.completed_at ? [[t('orders.completedAt'), formatMoment(order.completed_at)] as [string, string]] : []),
        ...(order.canceled_at ? [[t('orders.canceledAt'), `${formatMoment(order.canceled_at)} · ${order.cancel_reason ?? ''}`] as [string, string]] : []),
      ]} />
      <div aria-live="polite">{notice && <FormMessage kind="success">{notice}</FormMessage>}</div>
      {paid && order.email && (
        <div>
          <button type="button" className="btn-secondary" onClick={() => {
            resend.reset();
            setNotice(null);
            setConfirming(true);
          }}>{t('orders.resend')}</button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('orders.resendTitle')}
          message={<p>{t('orders.resendMessage', { email: order.email, number: order.number, count: order.confirmation_mails })}</p>}
          confirmLabel={t('orders.confirmResend')}
          busy={resend.isPending}
          error={resend.error?.message}
          onClose={() => setConfirming(false)}
          onConfirm={() => resend.mutate({ id: order.id }, {
            onSuccess: (result) => {
              setNotice(t('orders.resent', { number: result.number, email: result.email }));
              setConfirming(false);
            },
          })}
        />
      )}
    </Section>
  );
}

function Items({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const reveal = useAdminWrite<{ key_id: string }, typeof RevealedOrderKeySchema>('revealOrderKeyForOperator', RevealedOrderKeySchema);
  const [asking, setAsking] = useState<{ id: string; label: string } | null>(null);
  const [shown, setShown] = useState<Record<string, string>>({});
  return (
    <Section id="order-items" title={t('orders.itemsTitle')}>
      <Table label={t('orders.itemsTitle')} head={headings([
        t('orders.product'), [t('orders.quantity'), 'right'], [t('orders.unitPrice'), 'right'], [t('orders.lineTotal'), 'right'], t('orders.itemStatus'), t('orders.keys'),
      ])}>
        {order.items.map((item) => {
          const title = item.title[language] || item.title.en;
          return (
            <tr key={item.id} data-order-item={item.id}>
              <td className={cellClass}>{title} <span className="text-text-secondary">· {item.platform}</span></td>
              <td className={`${cellClass} text-right tabular-nums`}>{item.quantity}</td>
              <td className={`${cellClass} text-right tabular-nums`}>{formatEuros(item.unit_price_cents, language)}</td>
              <td className={`${cellClass} text-right tabular-nums`}>{formatEuros(item.pvp_cents, language)}</td>
              <td className={cellClass}>{t(`orders.statuses.${item.status as (typeof ORDER_STATUSES)[number]}`, { defaultValue: item.status })}</td>
              <td className={cellClass}>
                {item.keys.length === 0 ? t('orders.noKeys') : (
                  <ul className="flex flex-col gap-2">
                    {item.keys.map((key, index) => {
                      const keyTitle = key.product_title[language] || key.product_title.en;
                      return (
                        <li key={key.id} data-key-status={key.status} className="flex flex-wrap items-center gap-2">
                          <span>{t('orders.key', { index: index + 1, batch: key.batch })}: {t(`orders.keyStatus.${key.status}`)}</span>
                          {shown[key.id] ? (
                            <span><span className="sr-only">{t('orders.revealed')}: </span><code className="rounded bg-overlay px-2 py-0.5 font-mono">{shown[key.id]}</code></span>
                          ) : (key.status === 'sold' || key.status === 'revealed') && (
                            <button type="button" className="btn-secondary !min-h-9 !px-3 text-sm" onClick={() => {
                              reveal.reset();
                              setAsking({ id: key.id, label: t('orders.revealLabel', { index: index + 1, product: keyTitle }) });
                            }} aria-label={t('orders.revealLabel', { index: index + 1, product: keyTitle })}>{t('orders.reveal')}</button>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </Table>
      {asking && (
        <ConfirmDialog
          title={t('orders.revealTitle')}
          message={<p>{asking.label}. {t('orders.revealMessage')}</p>}
          confirmLabel={t('orders.confirmReveal')}
          busy={reveal.isPending}
          error={reveal.error?.message}
          onClose={() => setAsking(null)}
          onConfirm={() => reveal.mutate({ key_id: asking.id }, {
            onSuccess: (result) => {
              setShown((current) => ({ ...current, [result.key_id]: result.code }));
              setAsking(null);
            },
          })}
        />
      )}
    </Section>
  );
}

function Payment({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const { payment } = order;
  return (
    <Section id="order-payment" title={t('orders.paymentTitle')}>
      {!payment ? <p>{t('orders.noPayment')}</p> : (
        <Facts rows={[
          [t('orders.provider'), `${payment.provider} · ${payment.provider_payment_id}`],
          [t('orders.method'), payment.method],
          [t('orders.paymentStatus'), paymentStatusLabel(t, payment.status)],
          [t('orders.amount'), formatEuros(payment.amount_cents, language)],
          [t('orders.refundedAmount'), formatEuros(payment.refunded_cents, language)],
          ...(payment.failure_code ? [[t('orders.failure'), payment.failure_code] as [string, string]] : []),
        ]} />
      )}
      {order.refunds.length > 0 && (
        <>
          <h3 className="text-base font-semibold">{t('orders.refundsTitle')}</h3>
          <Table label={t('orders.refundsTitle')} head={headings([t('orders.requested'), t('orders.refundStatus'), [t('orders.amount'), 'right'], t('orders.decidedBy')])}>
            {order.refunds.map((refund) => (
              <tr key={refund.id}>
                <td className={cellClass}>{formatMoment(refund.requested_at)}</td>
                <td className={cellClass}>{refundStatusLabel(t, refund.status)}{refund.rejection_reason ? ` · ${refund.rejection_reason}` : ''}</td>
                <td className={`${cellClass} text-right tabular-nums`}>{formatEuros(refund.amount_cents, language)}</td>
                <td className={cellClass}>{refund.initiated_by ? t('orders.initiatedBy', { who: refund.initiated_by }) : `${t('orders.byBuyer')} · ${refund.decided_by ?? '—'}`}</td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </Section>
  );
}

function Billing({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  const billing = Object.entries(order.billing ?? {}).filter(([, value]) => value);
  return (
    <>
      <Section id="order-billing" title={t('orders.billingTitle')}>
        {billing.length === 0 ? <p>{t('orders.noBilling')}</p> : <Facts rows={billing} />}
      </Section>
      <Section id="order-invoices" title={t('orders.invoicesTitle')}>
        {order.invoices.length === 0 ? <p>{t('orders.noInvoices')}</p> : (
          <ul className="flex flex-col gap-2">
            {order.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center gap-3">
                <a className="text-link underline underline-offset-2" download
                  href={adminDownloadUrl('getAdminOrderInvoice', { order_id: order.id, invoice_id: invoice.id, lang: language })}>
                  {t('orders.download', { number: invoice.number })}
                </a>
                <span className="text-sm text-text-secondary">
                  {t(`orders.invoiceKinds.${invoice.kind}`)} · {formatMoment(invoice.issued_at)} · {formatEuros(invoice.total_cents, language)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
