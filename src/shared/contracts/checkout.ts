/**
 * checkout (§7, decisions 5, 10, 20; issue 10 §5): POST `{ cart, billing, payment_method }` with an
 * `Idempotency-Key` header. The server prices the cart from the database, reserves the keys and opens
 * a payment with the provider; the order is completed by the provider's signed notification, never by
 * the browser. A retry with the same key and body answers the same; with another body, 422.
 */
import { z } from 'zod';
import { COUNTRIES, isPostalCodeValid, normalizePostalCode } from '../billing.js';
import { CART_LINE_LIMIT, CART_MAX_LINES } from '../constants.js';
import { parseTaxId } from '../tax-id.js';
import { EurosSchema } from './common.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** What an Idempotency-Key may be: 8 to 255 visible ASCII characters (a UUID is typical). */
export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,255}$/, 'must be 8 to 255 visible ASCII characters (a UUID, say)');

export const PAYMENT_METHODS = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const text = (max: number) =>
  z.string({ message: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`)
    .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value), 'must not contain control characters');

/** An optional text: absent, or empty, means none. */
const optionalText = (max: number) =>
  z.string({ message: 'must be text' }).trim().max(max, `must be at most ${max} characters`)
    .refine((value) => !/[\p{Cc}\p{Cs}]/u.test(value), 'must not contain control characters')
    .optional().transform((value) => value || undefined);

export const CartLineSchema = z.object({
  product_id: z.number({ message: 'must be a product id (a whole number)' }).int('must be a whole number').min(1).max(2_147_483_647),
  quantity: z.number({ message: 'must be a whole number' }).int('must be a whole number')
    .min(1, 'must be at least 1').max(CART_LINE_LIMIT, `must be at most ${CART_LINE_LIMIT}`),
});

/** The information form's fields (spec §2 Checkout), before the checks across fields. */
export const BillingFieldsSchema = z.object({
  email: z.string({ message: 'is required' }).trim().min(1, 'is required').max(254, 'must be at most 254 characters')
    .pipe(z.email({ message: 'must be a valid e-mail address' })).transform((email) => email.toLowerCase()),
  first_name: text(100),
  last_name: text(100),
  address: text(200),
  city: text(100),
  postal_code: text(12).transform(normalizePostalCode),
  country: z.enum(COUNTRIES, { message: 'must be a country code (ISO 3166-1 alpha-2)' }),
  /** For a full invoice (issue 11 §4): the company's name, when a company buys. */
  company: optionalText(200),
  /** For a full invoice: the buyer's tax id, checked against the country (src/shared/tax-id.ts). */
  tax_id: optionalText(30),
});

type BillingFields = z.output<typeof BillingFieldsSchema>;

/** The checks across fields: the postal code and the tax id belong to the country. */
export function checkBillingFields(billing: Pick<BillingFields, 'country' | 'postal_code' | 'tax_id'>, context: z.RefinementCtx): void {
  if (!isPostalCodeValid(billing.country, billing.postal_code)) {
    context.addIssue({ code: 'custom', path: ['postal_code'], message: `is not a postal code of ${billing.country}` });
  }
  if (billing.tax_id && !parseTaxId(billing.country, billing.tax_id)) {
    const message = billing.country === 'ES' ? 'is not a Spanish NIF, NIE or CIF with its right check character' : `is not a tax id of ${billing.country}`;
    context.addIssue({ code: 'custom', path: ['tax_id'], message });
  }
}

/** The details as the store keeps them: the tax id normalized (tax-id.ts), empty optional fields left out. */
export function normalizeBilling<T extends BillingFields>({ tax_id: taxId, company, ...billing }: T) {
  return { ...billing, ...(company ? { company } : {}), ...(taxId ? { tax_id: parseTaxId(billing.country, taxId)! } : {}) };
}

export const BillingSchema = BillingFieldsSchema.superRefine(checkBillingFields).transform(normalizeBilling);
export type Billing = z.infer<typeof BillingSchema>;

export const CheckoutBodySchema = z.object({
  cart: z.array(CartLineSchema).min(1, 'must hold at least one product').max(CART_MAX_LINES, `must hold at most ${CART_MAX_LINES} lines`)
    .refine((lines) => new Set(lines.map((line) => line.product_id)).size === lines.length, 'must list each product once'),
  billing: BillingSchema,
  payment_method: z.enum(PAYMENT_METHODS, { message: "must be 'card' or 'paypal'" }),
});
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;

export const CheckoutResponseSchema = z.object({
  order: z.object({
    id: z.string(),
    number: z.string().describe('The order number the shopper sees'),
    status: z.string(),
    pvp: EurosSchema.describe('What the shopper pays'),
    subtotal: EurosSchema.describe('Net base, VAT excluded'),
    tax: EurosSchema,
    total_discount: EurosSchema,
    reserved_until: z.string().describe('When the keys go back if the payment has not succeeded'),
  }),
  payment: z.object({
    provider: z.string(),
    id: z.string(),
    client_secret: z.string().describe("For the provider's browser component"),
    confirm_url: z.string().nullable().describe("The sandbox provider's payment page; null for providers with their own component"),
    publishable_key: z.string().nullable()
      .describe("While the order awaits payment, the key the provider's browser component is loaded with (Stripe's publishable key); null for the sandbox"),
  }),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;
