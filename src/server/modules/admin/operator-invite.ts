/**
 * The mail to a new operator made by `create-admin` (an outbox job): sign in with a code mailed to this
 * address, set a password on /setpassword, then turn on two-factor, which the back office asks for first.
 */
import type { Language } from '../../../shared/constants.js';
import type { Mailer } from '../../adapters/mailer.js';
import type { Database } from '../../db/client.js';
import { renderMail } from '../accounts/mail-layout.js';

export function operatorInviteMail(language: Language, { url }: { url: string }) {
  return renderMail(language, language === 'es'
    ? {
      subject: 'Tu acceso a la trastienda de Pixelkeys',
      lines: [
        'Hola:', 'Te han dado acceso a la trastienda de Pixelkeys (/admin) con esta dirección de correo.',
        'Abre el enlace, entra con el código que te enviaremos a este correo y elige tu contraseña. Después, la trastienda te pedirá activar la verificación en dos pasos.',
      ],
      action: { label: 'Elegir mi contraseña', url },
      footer: 'Recibes este correo porque un operador de Pixelkeys ha creado esta cuenta. Si no esperabas este acceso, responde a este correo.',
    }
    : {
      subject: 'Your access to the Pixelkeys back office',
      lines: [
        'Hi,', 'You have been given access to the Pixelkeys back office (/admin) with this e-mail address.',
        'Open the link, sign in with the code we will mail to this address and choose your password. The back office will then ask you to turn on two-factor authentication.',
      ],
      action: { label: 'Choose my password', url },
      footer: 'You are receiving this because an operator of Pixelkeys made this account. If you did not expect this access, reply to this mail.',
    });
}

export async function sendOperatorInvite({ database, mailer, publicUrl }: { database: Database; mailer: Mailer; publicUrl: string }, userId: string): Promise<void> {
  const [user] = await database.query<{ email: string; language: Language }>('select email, language from "user" where id = $1', [userId]);
  if (!user) return; // Deleted since.
  await mailer.send({ to: user.email, ...operatorInviteMail(user.language, { url: `${publicUrl}/setpassword` }) });
}
