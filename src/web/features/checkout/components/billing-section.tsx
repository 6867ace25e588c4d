/**
 * The information form's fields (spec §2 Checkout, CHK-08/09): e-mail (the account's, prefilled), first and
 * last name, address, city, postal code and the country select, EU countries first. Each field shows its
 * own problem under it in the reader's language; the postal code says the rule for Spain.
 */
import { useId, useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
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
};

export function BillingSection({ values, problems, onChange, fieldRefs }: BillingSectionProps) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const countryId = useId();
  const groups = useMemo(() => countryGroups(language), [language]);
  const countryName = [...groups.eu, ...groups.world].find((option) => option.code === values.country)?.name ?? values.country;
  const message = (field: BillingField) => {
    const problem = problems[field];
    if (!problem) return null;
    return problem === 'postal_code' ? t('form.problems.postal_code', { country: countryName }) : t(`form.problems.${problem}`);
  };
  const field = (name: Exclude<BillingField, 'country'>, extra: { type?: string; inputMode?: 'email'; maxLength: number; className?: string; hint?: string }) => (
    <TextField
      ref={(element) => { fieldRefs.current[name] = element; }}
      label={t(`form.fields.${name}`)}
      name={name}
      autoComplete={AUTOCOMPLETE[name]}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={message(name)}
      required
      {...extra}
    />
  );
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
    </section>
  );
}
