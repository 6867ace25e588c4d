/** Sends an order's confirmation mail (an outbox job: once the order is completed, to the buyer's account). */
import type { Language } from '../../../shared/constants.js';
import type { Mailer } from '../../adapters/mailer.js';
import type { Database } from '../../db/client.js';
import { orderConfirmationMail } from './order-mails.js';

export async function sendOrderConfirmation({ database, mailer, publicUrl }: { database: Database; mailer: Mailer; publicUrl: string }, orderId: string): Promise<void> {
  const [order] = await database.query<{ number: number; pvp_cents: number; language: Language; email: string | null }>(
    `select o.number, o.pvp_cents, o.language, u.email from orders o left join "user" u on u.id = o.user_id where o.id = $1`, [orderId]);
  if (!order?.email) return; // The account is gone: nobody to write to.
  const items = await database.query<{ title: { es: string; en: string }; quantity: number; pvp_cents: number; status: string }>(
    `select p.title, i.quantity, i.pvp_cents, i.status from order_items i join products p on p.id = i.product_id where i.order_id = $1 order by i.position, i.id`,
    [orderId]);
  const mail = orderConfirmationMail(order.language, {
    number: order.number,
    pvpCents: order.pvp_cents,
    items: items.map((item) => ({ title: item.title, quantity: item.quantity, pvpCents: item.pvp_cents, preorder: item.status === 'pending' })),
  }, `${publicUrl}/profile?tab=orders&order=${orderId}`);
  await mailer.send({ to: order.email, ...mail });
}
