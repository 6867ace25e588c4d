/**
 * The buyer's mail when the operator replaced a key they had not revealed yet (keys replace, decision 0021),
 * in the language they bought in, laid out like the order confirmation. Never a key: it is revealed in the
 * profile, with the usual confirmations.
 */
import type { Language } from '../../../shared/constants.js';
import type { Mailer } from '../../adapters/mailer.js';
import type { Database } from '../../db/client.js';
import { renderMail } from '../accounts/mail-layout.js';

export const KEY_REPLACED_MAIL = 'mail.key-replaced';

export function keyReplacedMail(language: Language, facts: { orderNumber: number; title: { es: string; en: string } }, orderUrl: string) {
  const title = facts.title[language] || facts.title.en;
  return renderMail(language, language === 'es'
    ? {
      subject: `Pedido ${facts.orderNumber}: hemos cambiado una key`,
      lines: [
        'Hemos sustituido por una nueva la key de este producto de tu pedido, antes de que la vieras:', title,
        'La nueva key te espera en tu perfil, en Pedidos, y se muestra cuando confirmes la plataforma y la región. La anterior ya no es válida.',
        'No tienes que hacer nada más. Por seguridad, las keys no viajan por correo.',
      ],
      action: { label: 'Ver mi pedido', url: orderUrl },
      footer: 'Recibes este correo porque has comprado en Pixelkeys. Si tienes cualquier problema con tu pedido, responde a este correo o escríbenos desde la página de ayuda.',
    }
    : {
      subject: `Order ${facts.orderNumber}: we replaced a key`,
      lines: [
        'We have replaced the key of this product of your order with a new one, before you revealed it:', title,
        'The new key waits in your profile, under Orders, and is shown once you confirm the platform and region. The old one is no longer valid.',
        'You need do nothing else. For your safety, keys never travel by e-mail.',
      ],
      action: { label: 'See my order', url: orderUrl },
      footer: 'You are receiving this because you bought at Pixelkeys. If anything is wrong with your order, reply to this mail or write to us from the help page.',
    });
}

/** The outbox job's work: the mail, to the buyer's account (none when the account is gone). */
export async function sendKeyReplacedMail(
  { database, mailer, publicUrl }: { database: Database; mailer: Mailer; publicUrl: string },
  { orderItemId, productId }: { orderItemId: string; productId: number },
): Promise<void> {
  const [row] = await database.query<{ email: string | null; language: Language; number: number; order_id: string; title: { es: string; en: string } }>(
    `select u.email, o.language, o.number, o.id as order_id, p.title
       from order_items i join orders o on o.id = i.order_id left join "user" u on u.id = o.user_id, products p
      where i.id = $1 and p.id = $2`, [orderItemId, productId]);
  if (!row?.email) return;
  const mail = keyReplacedMail(row.language, { orderNumber: row.number, title: row.title }, `${publicUrl}/profile?tab=orders&order=${row.order_id}`);
  await mailer.send({ to: row.email, ...mail });
}
