/** The mails of the accounts flows (issue 5), in the recipient's language, each as HTML and plain text. */
import type { Language } from '../../../shared/constants.js';
import { renderMail } from './mail-layout.js';

/** For mails somebody asked for with this address (a link, a code): ignoring one is safe. */
const FOOTER = {
  es: 'Recibes este correo porque alguien usó esta dirección en Pixelkeys. Si no fuiste tú, puedes ignorarlo.',
  en: 'You are receiving this because someone used this address at Pixelkeys. If it was not you, you can ignore it.',
};
/** For mails about a change already made to the account: never "ignore it" (issue 9 §6). */
const SECURITY_FOOTER = {
  es: 'Te escribimos cada vez que cambia la seguridad de tu cuenta de Pixelkeys, la cambie quien la cambie.',
  en: 'We write to you whenever the security of your Pixelkeys account changes, whoever changed it.',
};

const greeting = (language: Language, name?: string) =>
  language === 'es' ? (name ? `Hola, ${name}:` : 'Hola:') : (name ? `Hi ${name},` : 'Hi,');

export function verifyEmailMail(language: Language, { name, url }: { name: string; url: string }) {
  return renderMail(language, language === 'es'
    ? {
      subject: 'Confirma tu correo en Pixelkeys',
      lines: [greeting(language, name), 'Confirma tu dirección de correo para poder comprar. El enlace caduca en 24 horas.'],
      action: { label: 'Confirmar mi correo', url }, footer: FOOTER.es,
    }
    : {
      subject: 'Confirm your e-mail at Pixelkeys',
      lines: [greeting(language, name), 'Confirm your e-mail address so you can buy. The link expires in 24 hours.'],
      action: { label: 'Confirm my e-mail', url }, footer: FOOTER.en,
    });
}

export function resetPasswordMail(language: Language, { name, url }: { name: string; url: string }) {
  return renderMail(language, language === 'es'
    ? {
      subject: 'Restablece tu contraseña de Pixelkeys',
      lines: [greeting(language, name), 'Has pedido una contraseña nueva. El enlace caduca en 1 hora y solo sirve una vez.'],
      action: { label: 'Elegir una contraseña nueva', url }, footer: FOOTER.es,
    }
    : {
      subject: 'Reset your Pixelkeys password',
      lines: [greeting(language, name), 'You asked for a new password. The link expires in 1 hour and works once.'],
      action: { label: 'Choose a new password', url }, footer: FOOTER.en,
    });
}

export function signInCodeMail(language: Language, { code, minutes }: { code: string; minutes: number }) {
  return renderMail(language, language === 'es'
    ? {
      subject: `Tu código de acceso a Pixelkeys: ${code}`,
      lines: [greeting(language), `Usa este código para entrar. Caduca en ${minutes} minutos y solo sirve una vez.`],
      code, footer: FOOTER.es,
    }
    : {
      subject: `Your Pixelkeys sign-in code: ${code}`,
      lines: [greeting(language), `Use this code to sign in. It expires in ${minutes} minutes and works once.`],
      code, footer: FOOTER.en,
    });
}

export type SecurityChange = 'password' | 'two-factor-enabled' | 'two-factor-disabled' | 'backup-codes';

const CHANGES: Record<SecurityChange, Record<Language, string>> = {
  password: { es: 'Tu contraseña ha cambiado.', en: 'Your password was changed.' },
  'two-factor-enabled': { es: 'Has activado la verificación en dos pasos.', en: 'Two-factor authentication was turned on.' },
  'two-factor-disabled': { es: 'Has desactivado la verificación en dos pasos.', en: 'Two-factor authentication was turned off.' },
  'backup-codes': {
    es: 'Has generado nuevos códigos de respaldo de la verificación en dos pasos; los anteriores ya no sirven.',
    en: 'New two-factor backup codes were made; the earlier ones no longer work.',
  },
};

export function securityChangeMail(language: Language, { name, change }: { name: string; change: SecurityChange }) {
  return renderMail(language, language === 'es'
    ? {
      subject: 'Cambio de seguridad en tu cuenta de Pixelkeys',
      lines: [greeting(language, name), CHANGES[change].es, 'Si no fuiste tú, restablece tu contraseña enseguida y escríbenos.'],
      footer: SECURITY_FOOTER.es,
    }
    : {
      subject: 'A security change on your Pixelkeys account',
      lines: [greeting(language, name), CHANGES[change].en, 'If this was not you, reset your password now and write to us.'],
      footer: SECURITY_FOOTER.en,
    });
}

/** Sign-up with an address that has an account: the answer looks the same, and the owner is told here. */
export function existingAccountMail(language: Language, { name, url }: { name: string; url: string }) {
  return renderMail(language, language === 'es'
    ? {
      subject: 'Ya tienes una cuenta en Pixelkeys',
      lines: [greeting(language, name), 'Alguien ha intentado crear una cuenta con esta dirección, pero ya tienes una. Entra con tu contraseña o con un código por correo; si la has olvidado, puedes restablecerla.'],
      action: { label: 'Ir a Pixelkeys', url }, footer: FOOTER.es,
    }
    : {
      subject: 'You already have a Pixelkeys account',
      lines: [greeting(language, name), 'Someone tried to create an account with this address, but you already have one. Sign in with your password or an e-mailed code; if you forgot your password, you can reset it.'],
      action: { label: 'Go to Pixelkeys', url }, footer: FOOTER.en,
    });
}
