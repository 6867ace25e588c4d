/** Sends an order's confirmation mail (an outbox job: once the order is completed, to the buyer's account). */
import type { Language } from '../../../shared/constants.js';
import type { Mailer } from '../../adapters/mailer.js';
import type { Database } from '../../db/client.js';
import { orderConfirmationMail } from './order-mails.js';

export async function sendOrderConfirmation({ database, mailer, publicUrl }: { database: Database; mailer: Mailer; publicUrl: string }, orderId: string): Promise<void> {
  // The order, its buyer's address and its items in one round trip.
  const [order] = await database.query<{
    number: number; pvp_cents: number; language: Language; email: string | null;
    items: { title: { es: string; en: string }; quantity: number; pvp_cents: number; status: string }[];
  }>(
    `select o.number, o.pvp_cents, o.language, u.email,
            (select json_agg(json_build_object('title', p.title, 'quantity', i.quantity, 'pvp_cents', i.pvp_cents, 'status', i.status) order by i.position, i.id)
               from order_items i join products p on p.id = i.product_id where i.order_id = o.id) as items
       from orders o left join "user" u on u.id = o.user_id where o.id = $1`, [orderId], 'order-confirmation-mail');
  if (!order?.email) return; // The account is gone: nobody to write to.
  const items = order.items ?? [];
  const mail = orderConfirmationMail(order.language, {
    number: order.number,
    pvpCents: order.pvp_cents,
    items: items.map((item) => ({ title: item.title, quantity: item.quantity, pvpCents: item.pvp_cents, preorder: item.status === 'pending' })),
  }, `${publicUrl}/profile?tab=orders&order=${orderId}`);
  await mailer.send({ to: order.email, ...mail });
}
