/**
 * An order's detail (§1 "the order detail also shows the billing details, the payment method and the
 * invoice download"; issue 11 §4), folded under its card: the billing details given at checkout, how it
 * was paid, each invoice as a plain download link (the browser saves the PDF the server sends as an
 * attachment), and, while allowed, the request for a full invoice.
 */
import { ChevronDown, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import type { InvoiceSummary } from '../../../../shared/contracts/get-invoice.js';
import type { OrderBilling, UserOrder } from '../../../../shared/contracts/get-user-orders.js';
import { eurosToCents, formatEuros } from '../../../../shared/money.js';
import { FormMessage } from '../../../components/ui/form.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { formatDate } from '../../../lib/format.js';
import { invoiceUrl } from '../api/set-order-billing.js';
import { FullInvoiceRequest } from './full-invoice-request.js';

export function OrderDetails({ order }: { order: UserOrder }) {
  const { t } = useTranslation('invoices');
  const [open, setOpen] = useState(false);
  /** What the last full-invoice request did, kept once the form is gone (the order no longer offers it). */
  const [notice, setNotice] = useState<string | null>(null);
  const panelId = useId();
  return (
    <div className="border-t border-border pt-3" data-order-details={open ? 'open' : 'closed'}>
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-2 rounded-control px-1 text-sm font-semibold text-link hover:underline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        data-order-details-toggle=""
      >
        <ChevronDown aria-hidden="true" className={`size-5 transition-transform duration-200 ${open ? 'rotate-180' : ''}`} />
        {t('details.show')}
      </button>
      <div id={panelId} role="region" aria-label={t('details.regionLabel', { number: order.number })} hidden={!open} className="pt-3">
        {open && (
          <div className="grid gap-5 sm:grid-cols-2">
            <div data-order-billing="">
              <h4 className="mb-1.5 text-sm font-semibold text-text-secondary">{t('details.billingTitle')}</h4>
              <BillingDetails billing={order.billing} />
            </div>
            <div data-order-payment={order.payment_method ?? ''}>
              <h4 className="mb-1.5 text-sm font-semibold text-text-secondary">{t('details.paymentTitle')}</h4>
              <p className="text-sm">{paymentWords(t, order.payment_method)}</p>
            </div>
            {/* Plain groups under headings: landmarks would repeat the same names once per order. */}
            <div className="flex flex-col gap-3 sm:col-span-2" data-order-invoices="">
              <h4 className="text-sm font-semibold text-text-secondary">{t('details.invoicesTitle')}</h4>
              <InvoiceList order={order} />
              {notice && <FormMessage kind="success">{notice}</FormMessage>}
              {order.can_request_full_invoice && order.billing && <FullInvoiceRequest order={order} billing={order.billing} onDone={setNotice} />}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'invoices'>>['t'];

function paymentWords(t: T, method: string | null): string {
  if (method === 'card' || method === 'paypal') return t(`details.payment.${method}`);
  return method ? t('details.payment.other', { method }) : '—';
}

function BillingDetails({ billing }: { billing: OrderBilling | null }) {
  const { t } = useTranslation('invoices');
  const language = useLanguage();
  if (!billing) return <p className="text-sm text-text-secondary">{t('details.noBilling')}</p>;
  const person = [billing.first_name, billing.last_name].filter(Boolean).join(' ');
  let country = billing.country;
  try {
    country = new Intl.DisplayNames([language === 'es' ? 'es-ES' : 'en-GB'], { type: 'region' }).of(billing.country) ?? billing.country;
  } catch {
    // No Intl.DisplayNames: the code itself.
  }
  const lines = [
    billing.company, person, billing.tax_id ? t('details.taxId', { taxId: billing.tax_id }) : undefined, billing.address,
    [billing.postal_code, billing.city].filter(Boolean).join(' '), country, billing.email,
  ].filter(Boolean);
  return (
    <address className="text-sm not-italic leading-6 [overflow-wrap:anywhere]">
      {lines.map((line, index) => <span key={index} className="block">{line}</span>)}
    </address>
  );
}

function InvoiceList({ order }: { order: UserOrder }) {
  const { t } = useTranslation('invoices');
  const language = useLanguage();
  if (order.invoices.length === 0) {
    const reason = order.status === 'pending' || order.status === 'canceled' ? order.status : 'other';
    return <p className="text-sm text-text-secondary" data-order-no-invoice="">{t(`details.noInvoice.${reason}`)}</p>;
  }
  return (
    <ul className="flex flex-col gap-2">
      {order.invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-invoice={invoice.number}>
          <a
            href={invoiceUrl(order.id, invoice.id, language)}
            download={`pixelkeys-${invoice.number}.pdf`}
            className="text-link inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-link"
            data-invoice-download=""
          >
            <FileText aria-hidden="true" className="size-5 shrink-0" />
            {t('details.download', { number: invoice.number })}
          </a>
          <span className="text-xs text-text-secondary">
            {t(`details.kind.${invoice.kind}`)} · {formatDate(invoice.issued_at, language)} · {formatEuros(eurosToCents(invoice.total), language)}
            {note(t, invoice) && <> · {note(t, invoice)}</>}
          </span>
        </li>
      ))}
    </ul>
  );
}

function note(t: T, invoice: InvoiceSummary): string | null {
  if (invoice.replaced) return t('details.replaced');
  if (invoice.kind === 'corrective' && invoice.original_number) return t('details.corrects', { number: invoice.original_number });
  if (invoice.kind === 'full' && invoice.original_number) return t('details.replaces', { number: invoice.original_number });
  return null;
}
