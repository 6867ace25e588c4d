/**
 * The sandbox payment provider's side (decision 10): a stand-in for an outside payment service, mounted
 * under /sandbox-pay/ in the same process but keeping its own records (sandbox_pay_* tables) and telling
 * the store what happened only by signed notifications, retried with back-off until the store
 * acknowledges them, as Stripe does. Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined (card_declined), 4000 0000 0000 9995 has insufficient funds; any future expiry, any 3-digit
 * CVC. PayPal is a simulated approval page.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database } from '../../../db/client.js';
import { createNotificationDelivery } from './sandbox-delivery.js';

export { SIGNATURE_HEADER } from './sandbox-delivery.js';
/** A notification older than this is refused (a replayed capture), though dedupe by event id would hold too. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export const TEST_CARDS: Record<string, { outcome: 'succeeded' } | { outcome: 'failed'; code: string }> = {
  '4242424242424242': { outcome: 'succeeded' },
  '4000000000000002': { outcome: 'failed', code: 'card_declined' },
  '4000000000009995': { outcome: 'failed', code: 'insufficient_funds' },
};

export type SandboxStatus = 'requires_payment_method' | 'succeeded' | 'failed' | 'canceled';

export interface SandboxPayment {
  id: string;
  client_secret: string;
  amount_cents: number;
  currency: string;
  method: 'card' | 'paypal';
  reference: string;
  return_url: string;
  status: SandboxStatus;
  failure_code: string | null;
  refunded_cents: number;
}

/** Why the sandbox refused what the payer typed (nothing happened to the payment: they may try again). */
export class SandboxInputError extends Error {
  constructor(readonly code: 'incorrect_number' | 'invalid_expiry' | 'invalid_cvc' | 'not_found' | 'wrong_method' | 'not_payable', message: string) {
    super(message);
    this.name = 'SandboxInputError';
  }
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function signNotification(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** True when `header` signs `body` with `secret`, made within the tolerance. */
export function isSignatureValid(secret: string, body: string, header: string | null, now = Math.floor(Date.now() / 1000)): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  number: string;
  /** MM/YY or MM/YYYY */
  expiry: string;
  cvc: string;
}

/** What the sandbox makes of a card: an outcome, or an input error the payer can correct. */
export function judgeCard(card: CardInput, today = new Date()): { outcome: 'succeeded' } | { outcome: 'failed'; code: string } {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) throw new SandboxInputError('incorrect_number', 'The card number is not valid');
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = expiry ? Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  if (!expiry || month < 1 || month > 12) throw new SandboxInputError('invalid_expiry', 'The expiry date must be MM/YY');
  // A card is good until the end of its expiry month.
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) throw new SandboxInputError('invalid_expiry', 'The card has expired');
  if (!/^\d{3}$/.test(card.cvc.trim())) throw new SandboxInputError('invalid_cvc', 'The CVC is the 3 digits on the back of the card');
  const known = TEST_CARDS[number];
  if (!known) throw new SandboxInputError('incorrect_number', 'The sandbox takes its test cards only: 4242 4242 4242 4242, 4000 0000 0000 0002, 4000 0000 0000 9995');
  return known;
}

export interface SandboxService {
  open(input: { key: string; amountCents: number; currency: string; method: 'card' | 'paypal'; reference: string; returnUrl: string }): Promise<SandboxPayment>;
  /** The payment as its page shows it, when the client secret matches. */
  find(paymentId: string, clientSecret: string): Promise<SandboxPayment | undefined>;
  payByCard(paymentId: string, clientSecret: string, card: CardInput): Promise<SandboxPayment>;
  payByPaypal(paymentId: string, clientSecret: string, decision: 'approve' | 'cancel'): Promise<SandboxPayment>;
  cancel(paymentId: string): Promise<boolean>;
  refund(input: { paymentId: string; amountCents: number; key: string }): Promise<{ id: string }>;
  /** Notifications the store has not acknowledged yet, and how long the oldest has waited (the operator's metrics). */
  backlog(): Promise<{ pending: number; oldestSeconds: number }>;
  /** Starts sending notifications to `webhookUrl`; stop() waits for the rounds in flight. */
  startDelivering(webhookUrl: string): void;
  stop(): Promise<void>;
}

const COLUMNS = 'id, client_secret, amount_cents, currency, method, reference, return_url, status, failure_code, refunded_cents';

export function createSandboxService({ database, secret, logger }: { database: Database; secret: string; logger: Logger }): SandboxService {
  const delivery = createNotificationDelivery({ database, logger, sign: (body) => signNotification(secret, body) });
  const poke = () => delivery.poke();

  const notificationOf = (type: string, payment: SandboxPayment, extra: Record<string, unknown> = {}) => {
    const eventId = id('sbevt');
    const body = JSON.stringify({
      id: eventId, type, created: Math.floor(Date.now() / 1000),
      data: { payment_id: payment.id, reference: payment.reference, amount_cents: payment.amount_cents, failure_code: payment.failure_code, ...extra },
    });
    return { id: eventId, body };
  };
  const notify = async (query: (text: string, params?: unknown[]) => Promise<unknown[]>, type: string, payment: SandboxPayment, extra: Record<string, unknown> = {}) => {
    const notification = notificationOf(type, payment, extra);
    await query('insert into sandbox_pay_notifications (id, body) values ($1, $2)', [notification.id, notification.body]);
  };

  /**
   * Moves an open payment to its outcome and writes the notification, in one statement (atomic, as a
   * transaction would be, in one round trip); once only: of two at once, the second finds it settled.
   */
  const settle = async (paymentId: string, clientSecret: string, method: 'card' | 'paypal', outcome: { status: SandboxStatus; failureCode?: string; last4?: string }) => {
    const [current] = await database.query<SandboxPayment>(`select ${COLUMNS} from sandbox_pay_payments where id = $1`, [paymentId], 'sandbox-find');
    if (!current || !safeEqual(current.client_secret, clientSecret)) throw new SandboxInputError('not_found', 'No such payment');
    if (current.method !== method) throw new SandboxInputError('wrong_method', `This payment is paid by ${current.method}`);
    if (current.status !== 'requires_payment_method') return current; // Already settled: the page shows how.
    const type = outcome.status === 'succeeded' ? 'payment.succeeded' : outcome.status === 'failed' ? 'payment.failed' : 'payment.canceled';
    const notification = notificationOf(type, { ...current, failure_code: outcome.failureCode ?? null });
    const [updated] = await database.query<SandboxPayment>(
      `with updated as (
         update sandbox_pay_payments set status = $2, failure_code = $3, card_last4 = $4, updated_at = now()
          where id = $1 and status = 'requires_payment_method' returning ${COLUMNS}),
       notified as (insert into sandbox_pay_notifications (id, body) select $5, $6 from updated returning id)
       select * from updated`,
      [paymentId, outcome.status, outcome.failureCode ?? null, outcome.last4 ?? null, notification.id, notification.body], 'sandbox-settle');
    if (!updated) return (await database.query<SandboxPayment>(`select ${COLUMNS} from sandbox_pay_payments where id = $1`, [paymentId], 'sandbox-find'))[0]!;
    poke();
    return updated;
  };

  return {
    async open({ key, amountCents, currency, method, reference, returnUrl }) {
      const paymentId = id('sbpay');
      // A repeat of the key gives back the payment made the first time (the no-op update makes it returnable).
      const [payment] = await database.query<SandboxPayment>(
        `insert into sandbox_pay_payments (id, idempotency_key, client_secret, amount_cents, currency, method, reference, return_url, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'requires_payment_method')
         on conflict (idempotency_key) do update set idempotency_key = excluded.idempotency_key
         returning ${COLUMNS}`,
        [paymentId, key, `${paymentId}_secret_${randomBytes(16).toString('hex')}`, amountCents, currency, method, reference, returnUrl], 'sandbox-open');
      return payment!;
    },
    async find(paymentId, clientSecret) {
      const [payment] = await database.query<SandboxPayment>(`select ${COLUMNS} from sandbox_pay_payments where id = $1`, [paymentId], 'sandbox-find');
      return payment && safeEqual(payment.client_secret, clientSecret) ? payment : undefined;
    },
    async payByCard(paymentId, clientSecret, card) {
      const judged = judgeCard(card);
      const last4 = card.number.replace(/\D/g, '').slice(-4);
      return settle(paymentId, clientSecret, 'card', judged.outcome === 'succeeded'
        ? { status: 'succeeded', last4 }
        : { status: 'failed', failureCode: judged.code, last4 });
    },
    async payByPaypal(paymentId, clientSecret, decision) {
      return settle(paymentId, clientSecret, 'paypal', decision === 'approve' ? { status: 'succeeded' } : { status: 'failed', failureCode: 'paypal_canceled' });
    },
    async cancel(paymentId) {
      const canceled = await database.transaction(async (query) => {
        const [payment] = await query<SandboxPayment>(
          `update sandbox_pay_payments set status = 'canceled', updated_at = now() where id = $1 and status = 'requires_payment_method' returning ${COLUMNS}`,
          [paymentId]);
        if (payment) {
          await notify(query, 'payment.canceled', payment);
          return true;
        }
        const [current] = await query<{ status: SandboxStatus }>('select status from sandbox_pay_payments where id = $1', [paymentId]);
        return current?.status !== 'succeeded';
      });
      poke();
      return canceled;
    },
    async refund({ paymentId, amountCents, key }) {
      const refundId = `sbre_${createHmac('sha256', secret).update(key).digest('hex').slice(0, 24)}`;
      await database.transaction(async (query) => {
        const [done] = await query('select 1 from sandbox_pay_notifications where id = $1', [`${refundId}_evt`]);
        if (done) return;
        const [payment] = await query<SandboxPayment>(
          `update sandbox_pay_payments set refunded_cents = refunded_cents + $2, updated_at = now()
            where id = $1 and status = 'succeeded' and refunded_cents + $2 <= amount_cents returning ${COLUMNS}`,
          [paymentId, amountCents]);
        if (!payment) throw new SandboxInputError('not_payable', `Payment ${paymentId} cannot be refunded ${amountCents} cents`);
        const body = JSON.stringify({
          id: `${refundId}_evt`, type: 'refund.succeeded', created: Math.floor(Date.now() / 1000),
          data: { payment_id: payment.id, reference: payment.reference, amount_cents: amountCents, refund_id: refundId },
        });
        await query('insert into sandbox_pay_notifications (id, body) values ($1, $2)', [`${refundId}_evt`, body]);
      });
      poke();
      return { id: refundId };
    },
    async backlog() {
      const [row] = await database.query<{ pending: number; oldest_seconds: number }>(
        `select count(*)::int as pending, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest_seconds
           from sandbox_pay_notifications where delivered_at is null`, [], 'sandbox-backlog');
      return { pending: row?.pending ?? 0, oldestSeconds: row?.oldest_seconds ?? 0 };
    },
    startDelivering: (url) => delivery.start(url),
    stop: () => delivery.stop(),
  };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
