/** Sends account mails without ever blocking or failing a flow (a failure is logged), in the user's language. */
import type { Logger } from 'pino';
import type { Language } from '../../../shared/constants.js';
import type { Mailer, MailMessage } from '../../adapters/mailer.js';
import { securityChangeMail, type SecurityChange } from './account-mails.js';

export const languageOf = (user: object): Language => ('language' in user && user.language === 'es' ? 'es' : 'en');

export function createAccountNotifier(mailer: Mailer, logger: Logger) {
  const send = (message: MailMessage) => {
    mailer.send(message).catch((error: unknown) => logger.error({ err: error, subject: message.subject }, 'mail not sent'));
  };
  return {
    send,
    /** "Your password / two-factor settings changed" (issue 5): after every such change. */
    securityChange(user: { email: string; name: string }, change: SecurityChange) {
      send({ to: user.email, ...securityChangeMail(languageOf(user), { name: user.name, change }) });
    },
  };
}
export type AccountNotifier = ReturnType<typeof createAccountNotifier>;
