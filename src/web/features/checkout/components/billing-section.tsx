/**
 * The information form's fields (spec §2 Checkout, CHK-08/09): e-mail (the account's, prefilled), first and
 * last name, address, city, postal code and the country select, EU countries first. Each field shows its
 * own problem under it in the reader's language; the postal code says the rule for Spain. "I need a full
 * invoice" (issue 11 §4) opens the optional company name and tax id; closing it leaves them out.
 */
import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useState, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { TextField } from '../../../components/ui/form.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { countryGroups, type BillingField, type BillingProblems, type BillingValues } from '../billing-form.js';

interface BillingSectionProps {
  values: BillingValues;
  problems: BillingProblems;
  onChange(field: BillingField, value: string): void;
  fieldRefs: RefObject<Partial<Record<BillingField, HTMLInputElement | HTMLSelectElement | null>>>;
}

const AUTOCOMPLETE: Record<Exclude<BillingField, 'country'>, string> = {
  email: 'email', first_name: 'given-name', last_name: 'family-name', address: 'street-address', city: 'address-level2', postal_code: 'postal-code',
  company: 'organization', tax_id: 'off',
};

export function BillingSection({ values, problems, onChange, fieldRefs }: BillingSectionProps) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const countryId = useId();
  const fullInvoiceId = useId();
  const [fullInvoice, setFullInvoice] = useState(() => Boolean(values.company || values.tax_id));
  const fullInvoiceOpen = fullInvoice || Boolean(problems.company || problems.tax_id);
  const groups = useMemo(() => countryGroups(language), [language]);
  const countryName = [...groups.eu, ...groups.world].find((option) => option.code === values.country)?.name ?? values.country;
  const message = (field: BillingField) => {
    const problem = problems[field];
    if (!problem) return null;
    return problem === 'postal_code' || problem === 'tax_id' ? t(`form.problems.${problem}`, { country: countryName }) : t(`form.problems.${problem}`);
  };
  const field = (name: Exclude<BillingField, 'country'>, extra: { type?: string; inputMode?: 'email'; maxLength: number; className?: string; hint?: string; required?: boolean }) => (
    <TextField
      ref={(element) => { fieldRefs.current[name] = element; }}
      label={t(`form.fields.${name}`)}
      name={name}
      autoComplete={AUTOCOMPLETE[name]}
      value={values[name] ?? ''}
      onChange={(event) => onChange(name, event.target.value)}
      error={message(name)}
      required
      {...extra}
    />
  );
  const toggleFullInvoice = () => {
    if (fullInvoiceOpen) {
      // Closed: a simplified invoice, so what was typed there is not sent.
      onChange('company', '');
      onChange('tax_id', '');
    }
    setFullInvoice(!fullInvoiceOpen);
  };
  const countryError = message('country');
  return (
    <section aria-labelledby="billing-title" className="flex flex-col gap-4 rounded-card border border-border bg-raised p-4 md:p-5" data-checkout-billing="">
      <div className="flex flex-col gap-1">
        <h2 id="billing-title" className="text-lg font-semibold">{t('form.title')}</h2>
        <p className="text-sm text-text-secondary">{t('form.lead')}</p>
      </div>
      {field('email', { type: 'email', inputMode: 'email', maxLength: 254 })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('first_name', { maxLength: 100 })}
        {field('last_name', { maxLength: 100 })}
      </div>
      {field('address', { maxLength: 200 })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('city', { maxLength: 100 })}
        {field('postal_code', { maxLength: 12, hint: values.country === 'ES' ? t('form.postalCodeHintES') : undefined })}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={countryId} className="text-sm font-medium text-text">{t('form.fields.country')}</label>
        <select
          id={countryId}
          ref={(element) => { fieldRefs.current.country = element; }}
          name="country"
          autoComplete="country"
          value={values.country}
          onChange={(event) => onChange('country', event.target.value)}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${countryId}-error` : undefined}
          className="min-h-11 w-full rounded-control border border-border bg-page px-3 text-text focus-visible:border-link aria-invalid:border-danger"
          required
          data-checkout-country=""
        >
          <optgroup label={t('form.countryGroups.eu')}>
            {groups.eu.map((option) => <option key={option.code} value={option.code}>{option.name}</option>)}
          </optgroup>
          <optgroup label={t('form.countryGroups.world')}>
            {groups.world.map((option) => <option key={option.code} value={option.code}>{option.name}</option>)}
          </optgroup>
        </select>
        {countryError && <p id={`${countryId}-error`} role="alert" data-field-error="" className="text-sm font-medium text-danger-text">{countryError}</p>}
      </div>
      <div className="flex flex-col gap-3 border-t border-border pt-3" data-checkout-full-invoice={fullInvoiceOpen ? 'open' : 'closed'}>
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-control px-1 text-sm font-semibold text-link hover:underline"
          aria-expanded={fullInvoiceOpen}
          aria-controls={fullInvoiceId}
          onClick={toggleFullInvoice}
        >
          <ChevronDown aria-hidden="true" className={`size-5 transition-transform duration-200 ${fullInvoiceOpen ? 'rotate-180' : ''}`} />
          {t('form.fullInvoice.toggle')}
        </button>
        <div id={fullInvoiceId} hidden={!fullInvoiceOpen} className="flex flex-col gap-4">
          {fullInvoiceOpen && (
            <>
              <p className="text-sm text-text-secondary">{t('form.fullInvoice.lead')}</p>
              <div className="grid gap-4 sm:grid-cols-2">
                {field('company', { maxLength: 200, required: false })}
                {field('tax_id', { maxLength: 30, required: false, hint: values.country === 'ES' ? t('form.taxIdHintES') : undefined })}
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
