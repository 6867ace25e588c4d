/**
 * "Need a full invoice?" (issue 11 §4): the buyer of an order gives a tax id (and the name and address to
 * print, prefilled from checkout) and gets a full invoice in place of the simplified one, or, before the
 * payment is confirmed, a full invoice when it is. Checked with the contract the server checks
 * (SetOrderBillingBodySchema), each field's problem under it; the server's refusals in words.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { SetOrderBillingBodySchema, type SetOrderBillingBody } from '../../../../shared/contracts/set-order-billing.js';
import type { OrderBilling, UserOrder } from '../../../../shared/contracts/get-user-orders.js';
import { FormMessage, SubmitButton, TextField } from '../../../components/ui/form.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { ApiError } from '../../../lib/api-client.js';
import { useSetOrderBilling } from '../api/set-order-billing.js';

const FIELDS = ['company', 'tax_id', 'first_name', 'last_name', 'address', 'city', 'postal_code'] as const;
type Field = (typeof FIELDS)[number];
type Problem = 'required' | 'too_long' | 'tax_id' | 'postal_code' | 'control' | 'invalid';
const ERRORS = ['FULL_INVOICE_EXISTS', 'INVOICE_CORRECTED', 'ORDER_CANCELED'] as const;
type Failure = (typeof ERRORS)[number] | 'NETWORK' | 'UNKNOWN';

const AUTOCOMPLETE: Record<Field, string> = {
  company: 'organization', tax_id: 'off', first_name: 'given-name', last_name: 'family-name', address: 'street-address', city: 'address-level2', postal_code: 'postal-code',
};

const isField = (value: unknown): value is Field => FIELDS.includes(value as Field);

function problemOf(field: Field, code: string): Problem {
  if (code === 'too_small' || code === 'invalid_type') return 'required';
  if (code === 'too_big') return 'too_long';
  if (field === 'tax_id' || field === 'postal_code') return field;
  return 'control';
}

export function FullInvoiceRequest({ order, billing, onDone }: { order: UserOrder; billing: OrderBilling; onDone(message: string): void }) {
  const { t } = useTranslation('invoices');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    company: billing.company ?? '', tax_id: billing.tax_id ?? '', first_name: billing.first_name, last_name: billing.last_name,
    address: billing.address, city: billing.city, postal_code: billing.postal_code,
  }));
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const openerRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  // Opening moves to the tax id, the field asked for; closing back to the button that opened the form.
  useEffect(() => {
    if (open) refs.current.tax_id?.focus();
    else if (opened.current) openerRef.current?.focus();
    opened.current ||= open;
  }, [open]);
  const mutation = useSetOrderBilling();
  let countryName = billing.country;
  try {
    countryName = new Intl.DisplayNames([language === 'es' ? 'es-ES' : 'en-GB'], { type: 'region' }).of(billing.country) ?? billing.country;
  } catch {
    // No Intl.DisplayNames: the code itself.
  }

  const show = (found: Partial<Record<Field, Problem>>) => {
    setProblems(found);
    refs.current[FIELDS.find((field) => found[field])!]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFailure(null);
    // The country stays the one given at checkout: the tax id is checked against it.
    const body = { order_id: order.id, email: billing.email, country: billing.country as SetOrderBillingBody['country'], ...values };
    const parsed = SetOrderBillingBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, Problem>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !found[field]) found[field] = problemOf(field, issue.code);
      }
      if (Object.keys(found).length > 0) return show(found);
    }
    setProblems({});
    try {
      const answer = await mutation.mutateAsync(body);
      const full = answer.invoices.find((invoice) => invoice.kind === 'full');
      setOpen(false);
      onDone(full ? t('fullInvoice.done', { number: full.number }) : t('fullInvoice.doneUnpaid'));
    } catch (error) {
      if (!(error instanceof ApiError)) return setFailure('NETWORK');
      const issues = Array.isArray(error.details?.issues) ? (error.details.issues as { parameter?: string }[]) : [];
      const found = Object.fromEntries(issues.map((issue) => issue.parameter).filter(isField).map((field) => [field, 'invalid' as Problem]));
      if (error.status === 400 && Object.keys(found).length > 0) return show(found);
      const reason = ERRORS.find((known) => known === error.details?.reason);
      setFailure(reason ?? 'UNKNOWN');
    }
  };

  const message = (field: Field) => {
    const problem = problems[field];
    return problem ? t(`fullInvoice.problems.${problem}`, { country: countryName }) : null;
  };

  if (!open) {
    return (
      <button ref={openerRef} type="button" className="btn-secondary self-start" onClick={() => setOpen(true)} data-full-invoice-open="">
        {t('fullInvoice.open')}
      </button>
    );
  }
  return (
    // Not named: a named form is a landmark, and each order's form would carry the same name.
    <form onSubmit={(event) => void submit(event)} noValidate
      className="flex flex-col gap-4 rounded-card border border-border bg-raised p-4" data-full-invoice-form="">
      <div className="flex flex-col gap-1">
        <h5 className="font-semibold">{t('fullInvoice.title')}</h5>
        <p className="text-sm text-text-secondary">{t(order.invoices.length > 0 ? 'fullInvoice.lead' : 'fullInvoice.leadUnpaid')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            ref={(element) => { refs.current[field] = element; }}
            label={t(`fullInvoice.fields.${field}`)}
            name={field}
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field]}
            onChange={(event) => {
              const { value } = event.target;
              setValues((current) => ({ ...current, [field]: value }));
              if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
            }}
            error={message(field)}
            hint={field === 'tax_id' && billing.country === 'ES' ? t('fullInvoice.taxIdHint') : undefined}
            required={field !== 'company'}
            maxLength={field === 'tax_id' ? 30 : field === 'postal_code' ? 12 : 200}
            className={field === 'address' ? 'sm:col-span-2' : ''}
          />
        ))}
      </div>
      <p className="text-sm text-text-secondary">{t('fullInvoice.country', { country: countryName })}</p>
      {failure && <FormMessage kind="error">{t(`fullInvoice.errors.${failure}`)}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={mutation.isPending} busyLabel={t('fullInvoice.busy')}>{t('fullInvoice.submit')}</SubmitButton>
        <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>{t('fullInvoice.cancel')}</button>
      </div>
    </form>
  );
}
