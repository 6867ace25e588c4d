/**
 * The checkout's information form (spec §2 Checkout, decision 20) as plain data: its fields, the words
 * for what is wrong with each (checked with the same contract the server checks), and the country list,
 * EU first, each group in the reader's alphabet.
 */
import { COUNTRIES, EU_COUNTRIES, POSTAL_CODE_FORMATS, type Country } from '../../../shared/billing.js';
import { BillingSchema, type Billing } from '../../../shared/contracts/checkout.js';
import type { Language } from '../../../shared/constants.js';

export const BILLING_FIELDS = ['email', 'first_name', 'last_name', 'address', 'city', 'postal_code', 'country', 'company', 'tax_id'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
/** For a full invoice (issue 11 §4): optional, a company's name and the buyer's tax id. */
export const FULL_INVOICE_FIELDS = ['company', 'tax_id'] as const satisfies readonly BillingField[];
type FullInvoiceField = (typeof FULL_INVOICE_FIELDS)[number];
export type BillingValues = Record<Exclude<BillingField, FullInvoiceField>, string> & Partial<Record<FullInvoiceField, string>>;

/** What can be wrong with a field, each with its words in es and en (checkout.form.problems). */
export type BillingProblem = 'required' | 'email' | 'too_long' | 'postal_code' | 'tax_id' | 'control' | 'country' | 'invalid';
export type BillingProblems = Partial<Record<BillingField, BillingProblem>>;

export const DEFAULT_COUNTRY: Country = 'ES';

const isBillingField = (value: unknown): value is BillingField => BILLING_FIELDS.includes(value as BillingField);

/** A new form: the account's e-mail, its name split into first and last, Spain. */
export function emptyBilling(account: { email: string; fullName: string | null }): BillingValues {
  const [first = '', ...rest] = (account.fullName ?? '').trim().split(/\s+/);
  return { email: account.email, first_name: first, last_name: rest.join(' '), address: '', city: '', postal_code: '', country: DEFAULT_COUNTRY };
}

/** The form's problems, one per field, or none: the details the server would take. */
export function checkBilling(values: BillingValues): { billing: Billing; problems: null } | { billing: null; problems: BillingProblems } {
  const parsed = BillingSchema.safeParse(values);
  if (parsed.success) return { billing: parsed.data, problems: null };
  const problems: BillingProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isBillingField(field) || problems[field]) continue;
    problems[field] = problemOf(field, issue.code);
  }
  return { billing: null, problems };
}

function problemOf(field: BillingField, code: string): BillingProblem {
  if (code === 'too_small' || code === 'invalid_type') return 'required';
  if (code === 'too_big') return 'too_long';
  if (field === 'email') return 'email';
  if (field === 'country') return 'country';
  if (field === 'postal_code') return 'postal_code';
  if (field === 'tax_id') return 'tax_id';
  return 'control';
}

/**
 * The fields a refusal of the server names (`billing.city`…), with the words the form's own check has
 * for them; a field the form finds fine is still marked, as 'invalid'.
 */
export function serverBillingProblems(values: BillingValues, issues: unknown): BillingProblems {
  if (!Array.isArray(issues)) return {};
  const local = checkBilling(values).problems ?? {};
  const problems: BillingProblems = {};
  for (const issue of issues as { parameter?: unknown }[]) {
    const [root, field] = String(issue.parameter ?? '').split('.');
    if (root === 'billing' && isBillingField(field)) problems[field] = local[field] ?? 'invalid';
  }
  return problems;
}

/** Whether the store checks the postal codes of this country against a format (Spain: 5 digits). */
export const hasPostalCodeFormat = (country: string): boolean => country in POSTAL_CODE_FORMATS;

export interface CountryOption {
  code: Country;
  name: string;
}

/** The country select's two groups: the 27 EU countries, then the rest of the world. */
export function countryGroups(language: Language): { eu: CountryOption[]; world: CountryOption[] } {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language === 'es' ? 'es-ES' : 'en-GB'], { type: 'region', fallback: 'code' });
  } catch {
    names = undefined; // No Intl.DisplayNames: the codes themselves.
  }
  const collator = new Intl.Collator(language === 'es' ? 'es-ES' : 'en-GB');
  const option = (code: Country): CountryOption => ({ code, name: names?.of(code) ?? code });
  const sorted = (codes: readonly Country[]) => codes.map(option).sort((a, b) => collator.compare(a.name, b.name));
  const eu: ReadonlySet<string> = new Set(EU_COUNTRIES);
  return { eu: sorted(EU_COUNTRIES), world: sorted(COUNTRIES.filter((code) => !eu.has(code))) };
}
