/** Newsletter mails, in the subscriber's language; each one ends with its unsubscribe link. */
import type { Language } from '../../../shared/constants.js';
import { renderMail } from '../accounts/mail-layout.js';

export function newsletterConfirmMail(language: Language, { confirm, unsubscribe }: { confirm: string; unsubscribe: string }) {
  return renderMail(language, language === 'es'
    ? {
      subject: 'Confirma tu suscripción al boletín de Pixelkeys',
      lines: ['Hola:', 'Confirma que quieres recibir nuestras ofertas y novedades. Si no te has suscrito tú, ignora este correo y no te escribiremos más.'],
      action: { label: 'Confirmar la suscripción', url: confirm },
      footer: `Puedes darte de baja cuando quieras: ${unsubscribe}`,
    }
    : {
      subject: 'Confirm your Pixelkeys newsletter subscription',
      lines: ['Hi,', 'Confirm that you want our deals and news. If you did not subscribe, ignore this mail and we will not write again.'],
      action: { label: 'Confirm my subscription', url: confirm },
      footer: `You can unsubscribe at any time: ${unsubscribe}`,
    });
}
