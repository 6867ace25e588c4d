/**
 * The shopper's mails about a refund (§4 Refund, decision 19), in the language they bought in, laid out
 * like the order confirmation: refunded (with the note of §1 that the money can take up to 7 days),
 * waiting for a person's review, or not accepted, with the operator's reason.
 */
import type { Language } from '../../../shared/constants.js';
import { formatEuros } from '../../../shared/money.js';
import { renderMail } from '../accounts/mail-layout.js';
import type { RefundMailOutcome } from './refund-jobs.js';

export interface RefundMailFacts {
  outcome: RefundMailOutcome;
  orderNumber: number;
  title: { es: string; en: string };
  quantity: number;
  amountCents: number;
  /** Whether the item had been delivered (its key went back) or was a pre-order still waiting for it. */
  wasDelivered: boolean;
  rejectionReason: string | null;
}

const FOOTER = {
  es: 'Recibes este correo porque pediste un reembolso en Pixelkeys. Si tienes cualquier duda, responde a este correo o escríbenos desde la página de ayuda.',
  en: 'You are receiving this because you asked for a refund at Pixelkeys. If you have any question, reply to this mail or write to us from the help page.',
};

const STORE_FOOTER = {
  es: 'Recibes este correo porque has comprado en Pixelkeys. Si tienes cualquier duda, responde a este correo o escríbenos desde la página de ayuda.',
  en: 'You are receiving this because you bought at Pixelkeys. If you have any question, reply to this mail or write to us from the help page.',
};

export function refundMail(language: Language, facts: RefundMailFacts, ordersUrl: string) {
  const title = facts.title[language] || facts.title.en;
  const line = `${facts.quantity} × ${title} — ${formatEuros(facts.amountCents, language)}`;
  const es = language === 'es';
  const action = { label: es ? 'Ver mis pedidos' : 'See my orders', url: ordersUrl };
  switch (facts.outcome) {
    case 'refunded':
      return renderMail(language, {
        subject: es ? `Reembolso del pedido ${facts.orderNumber}` : `Refund for order ${facts.orderNumber}`,
        lines: es
          ? [
            'Hemos reembolsado este producto de tu pedido:', line,
            facts.wasDelivered ? 'Su key ha vuelto a la tienda sin haberse mostrado.' : 'Su reserva queda cancelada.',
            'El reembolso puede tardar hasta 7 días en llegar a tu cuenta, según tu banco.',
          ]
          : [
            'We have refunded this product of your order:', line,
            facts.wasDelivered ? 'Its key went back to the store without being revealed.' : 'Its pre-order is canceled.',
            'A refund can take up to 7 days to reach your account, depending on your bank.',
          ],
        action,
        footer: FOOTER[language],
      });
    case 'withdrawn':
      return renderMail(language, {
        subject: es ? `Reembolso del pedido ${facts.orderNumber}: hemos retirado su key` : `Refund for order ${facts.orderNumber}: we withdrew its key`,
        lines: es
          ? [
            'Hemos tenido que retirar la key de este producto de tu pedido antes de que la vieras, y te devolvemos su importe:', line,
            'No tienes que hacer nada. El reembolso puede tardar hasta 7 días en llegar a tu cuenta, según tu banco.',
          ]
          : [
            'We had to withdraw the key of this product of your order before you revealed it, and are refunding it:', line,
            'You need do nothing. A refund can take up to 7 days to reach your account, depending on your bank.',
          ],
        action,
        footer: STORE_FOOTER[language],
      });
    case 'review':
      return renderMail(language, {
        subject: es ? `Hemos recibido tu solicitud de reembolso (pedido ${facts.orderNumber})` : `We have your refund request (order ${facts.orderNumber})`,
        lines: es
          ? [
            'Has pedido el reembolso de:', line,
            'Como has pedido varios reembolsos en los últimos 30 días, una persona de nuestro equipo revisa esta solicitud. Te escribiremos en cuanto esté decidida; mientras tanto, la key sigue sin mostrarse.',
          ]
          : [
            'You asked for a refund of:', line,
            'As you have asked for several refunds in the last 30 days, a person in our team checks this request. We will write to you as soon as it is decided; meanwhile the key stays unrevealed.',
          ],
        action,
        footer: FOOTER[language],
      });
    case 'rejected':
      return renderMail(language, {
        subject: es ? `No hemos podido aceptar tu reembolso (pedido ${facts.orderNumber})` : `We could not accept your refund (order ${facts.orderNumber})`,
        lines: es
          ? ['Hemos revisado tu solicitud de reembolso de:', line, `No la hemos aceptado por este motivo: ${facts.rejectionReason ?? ''}`,
            'El producto vuelve a estar disponible en tu cuenta, en Pedidos.']
          : ['We have checked your refund request for:', line, `We have not accepted it, for this reason: ${facts.rejectionReason ?? ''}`,
            'The product is available in your account again, under Orders.'],
        action,
        footer: FOOTER[language],
      });
  }
}
