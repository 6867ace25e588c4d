/**
 * The heart of a checkout's transaction (checkout.ts), for the cart's games: the order written `pending`, its
 * Idempotency-Key claimed, and each game's item inserted with its keys held, in one statement (issue 10:
 * one round trip instead of one per line and per reservation, the products already locked in id order).
 */
import type { Language } from '../../../shared/constants.js';
import type { CheckoutBodySchema } from '../../../shared/contracts/checkout.js';
import type { z } from 'zod';
import type { TransactionQuery } from '../../db/client.js';

type CheckoutInput = z.output<typeof CheckoutBodySchema>;

export interface OrderRow {
  id: string;
  number: number;
  status: string;
  pvp_cents: number;
  total_discount_cents: number;
  reserved_until: Date;
  payment_method: 'card' | 'paypal';
}

/** Raised inside the transaction when another request with the same key got there first. */
export class SameKeyInFlight extends Error {}

/**
 * Each game takes its oldest available keys, skipping those another checkout holds (the same statement as
 * order-keys.ts reserveKeys, for every line at once). Answers the order and the keys held per game, which
 * may be fewer than asked when a game is short; the caller then rolls the whole transaction back.
 */
export async function insertOrder(
  query: TransactionQuery,
  input: {
    userId: string; pvpCents: number; totalDiscountCents: number; billing: CheckoutInput['billing']; paymentMethod: CheckoutInput['payment_method'];
    language: Language; reservedUntil: Date; idempotencyKey: string; requestHash: string;
    games: { product_id: number; quantity: number; position: number; product: { pvp_cents: number } }[];
  },
): Promise<{ order: OrderRow; held: Map<number, number> }> {
  const { games } = input;
  const [row] = await query<OrderRow & { claimed: boolean; held: Record<string, number> | null }>(
    `with o as (
       insert into orders (user_id, status, pvp_cents, total_discount_cents, billing, payment_method, language, reserved_until)
       values ($1, 'pending', $2, $3, $4, $5, $6, $7)
       returning id, number, status, pvp_cents, total_discount_cents, reserved_until, payment_method),
     c as (
       insert into checkout_requests (user_id, idempotency_key, request_hash, order_id) select $1, $8, $9, o.id from o
       on conflict do nothing returning order_id),
     items as (
       insert into order_items (order_id, product_id, quantity, unit_price_cents, pvp_cents, status, position)
       select o.id, line.product_id, line.quantity, line.unit_price_cents, line.quantity * line.unit_price_cents, 'pending', line.position
         from o, unnest($10::int[], $11::int[], $12::int[], $13::int[]) as line(product_id, quantity, unit_price_cents, position)
       returning id, product_id, quantity),
     picked as (
       select k.id, items.id as item_id from items cross join lateral (
         select id from game_keys where product_id = items.product_id and status = 'available'
          order by created_at, id limit items.quantity for update skip locked) k),
     reserved as (
       update game_keys set status = 'reserved', order_item_id = picked.item_id, reserved_until = $7, updated_at = now()
         from picked where game_keys.id = picked.id
       returning game_keys.product_id)
     select o.*, exists (select 1 from c) as claimed,
            (select json_object_agg(product_id, keys) from (select product_id, count(*)::int as keys from reserved group by product_id) r) as held
       from o`,
    [input.userId, input.pvpCents, input.totalDiscountCents, JSON.stringify(input.billing), input.paymentMethod, input.language, input.reservedUntil,
      input.idempotencyKey, input.requestHash, games.map((line) => line.product_id), games.map((line) => line.quantity),
      games.map((line) => line.product.pvp_cents), games.map((line) => line.position)], 'checkout-insert-order');
  if (!row!.claimed) throw new SameKeyInFlight();
  const { claimed: _claimed, held, ...order } = row!;
  return { order, held: new Map(Object.entries(held ?? {}).map(([productId, keys]) => [Number(productId), keys])) };
}
