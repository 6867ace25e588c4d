/** Sends a refund mail (an outbox job written with the refund's change, to the buyer's account). */
import type { Language } from '../../../shared/constants.js';
import type { Mailer } from '../../adapters/mailer.js';
import type { Database } from '../../db/client.js';
import type { RefundMailOutcome } from './refund-jobs.js';
import { refundMail } from './refund-mails.js';

export async function sendRefundMail(
  { database, mailer, publicUrl }: { database: Database; mailer: Mailer; publicUrl: string },
  requestId: string,
  outcome: RefundMailOutcome,
): Promise<void> {
  const [row] = await database.query<{
    email: string | null; language: Language; number: number; order_id: string; title: { es: string; en: string }; quantity: number;
    amount_cents: number; item_status_before: string; rejection_reason: string | null;
  }>(
    `select u.email, o.language, o.number, o.id as order_id, p.title, i.quantity, r.amount_cents, r.item_status_before, r.rejection_reason
       from refund_requests r join order_items i on i.id = r.order_item_id join orders o on o.id = i.order_id
       join products p on p.id = i.product_id left join "user" u on u.id = r.user_id
      where r.id = $1`, [requestId]);
  if (!row?.email) return; // The account is gone: nobody to write to.
  const mail = refundMail(row.language, {
    outcome,
    orderNumber: row.number,
    title: row.title,
    quantity: row.quantity,
    amountCents: row.amount_cents,
    wasDelivered: row.item_status_before === 'delivered',
    rejectionReason: row.rejection_reason,
  }, `${publicUrl}/profile?tab=orders&order=${row.order_id}`);
  await mailer.send({ to: row.email, ...mail });
}
