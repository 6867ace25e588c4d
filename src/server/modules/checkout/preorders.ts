/**
 * Pre-orders delivered when their keys come (decision 5): paid items of the product that wait for keys
 * get them oldest order first, each item all its keys or none (a later, smaller order does not jump the
 * queue); an order with nothing left waiting is completed and its buyer mailed. Run by the outbox job the
 * key import writes (drizzle/0012), in one transaction with the product locked.
 */
import type { Database } from '../../db/client.js';
import { enqueue } from '../../jobs/outbox.js';
import { lockProducts, releaseKeys, reserveKeys, sellReservedKeys } from './order-keys.js';
import { ORDER_CONFIRMATION_MAIL } from './order-lifecycle.js';

export const DELIVER_PREORDERS = 'preorder.deliver';

export async function deliverPreorders(database: Database, productId: number): Promise<string[]> {
  return database.transaction(async (query) => {
    await lockProducts(query, [productId]);
    const waiting = await query<{ id: string; order_id: string; quantity: number }>(
      `select i.id, i.order_id, i.quantity from order_items i join orders o on o.id = i.order_id
        where i.product_id = $1 and i.status = 'pending' and o.status = 'processing'
        order by o.number, i.position for update of i`,
      [productId]);
    const delivered: string[] = [];
    for (const item of waiting) {
      const reserved = await reserveKeys(query, { id: item.id, productId, quantity: item.quantity }, new Date());
      if (reserved < item.quantity) {
        // Not enough for this one: its keys go back and it stays first in line for the next import.
        await releaseKeys(query, [item.id]);
        break;
      }
      await sellReservedKeys(query, [item.id]);
      await query(`update order_items set status = 'delivered', updated_at = now() where id = $1`, [item.id]);
      const [complete] = await query<{ id: string }>(
        `update orders set status = 'completed', updated_at = now() where id = $1 and status = 'processing'
            and not exists (select 1 from order_items where order_id = $1 and status = 'pending')
         returning id`, [item.order_id]);
      if (complete) {
        await enqueue(query, ORDER_CONFIRMATION_MAIL, `order-delivered:${item.order_id}`, { orderId: item.order_id, delivered: true });
        delivered.push(item.order_id);
      }
    }
    return delivered;
  });
}
