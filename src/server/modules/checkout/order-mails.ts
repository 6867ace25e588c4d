/**
 * The order confirmation mail (issue 10 §5), in the language the shopper bought in: what was bought and
 * what it cost, and a link to the order in the profile, where the keys are revealed. Never a key: a mail
 * is read on many devices and kept for years.
 */
import type { Language } from '../../../shared/constants.js';
import { formatEuros } from '../../../shared/money.js';
import { renderMail } from '../accounts/mail-layout.js';

export interface ConfirmedOrder {
  number: number;
  pvpCents: number;
  items: { title: { es: string; en: string }; quantity: number; pvpCents: number; preorder: boolean }[];
}

export function orderConfirmationMail(language: Language, order: ConfirmedOrder, orderUrl: string) {
  const waiting = language === 'es' ? ' (reserva: te escribimos en cuanto llegue su key)' : ' (pre-order: we will write as soon as its key arrives)';
  const lines = order.items.map((item) =>
    `${item.quantity} × ${item.title[language] || item.title.en} — ${formatEuros(item.pvpCents, language)}${item.preorder ? waiting : ''}`);
  const total = formatEuros(order.pvpCents, language);
  return renderMail(language, language === 'es'
    ? {
      subject: `Pedido ${order.number} confirmado: tus keys te esperan`,
      lines: [
        'Hemos recibido tu pago. Estas son las keys de tu pedido:',
        ...lines,
        `Total pagado (IVA incluido): ${total}`,
        'Por seguridad, las keys no viajan por correo: las ves en tu perfil, en Pedidos, cuando confirmes la plataforma y la región.',
      ],
      action: { label: 'Ver mi pedido', url: orderUrl },
      footer: 'Recibes este correo porque has comprado en Pixelkeys. Si tienes cualquier problema con tu pedido, responde a este correo o escríbenos desde la página de ayuda.',
    }
    : {
      subject: `Order ${order.number} confirmed: your keys are waiting`,
      lines: [
        'We have received your payment. These are the keys in your order:',
        ...lines,
        `Total paid (VAT included): ${total}`,
        'For your safety, keys never travel by e-mail: you see them in your profile, under Orders, once you confirm the platform and region.',
      ],
      action: { label: 'See my order', url: orderUrl },
      footer: 'You are receiving this because you bought at Pixelkeys. If anything is wrong with your order, reply to this mail or write to us from the help page.',
    });
}
