/**
 * subscribeToNewsletter (§5, §7) with double opt-in (issue 5): a new or returning address gets a mail whose
 * link confirms it; a repeat is not an error, makes no duplicate, and never tells whether the address was
 * already on the list. Every newsletter mail carries a link that unsubscribes without signing in.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Language } from '../../../shared/constants.js';
import type { Mailer } from '../../adapters/mailer.js';
import type { Database } from '../../db/client.js';
import { newsletterConfirmMail } from './newsletter-mails.js';

export const newsletterLinks = (origin: string, token: string) => ({
  confirm: `${origin}/api/confirmNewsletter?token=${encodeURIComponent(token)}`,
  unsubscribe: `${origin}/api/unsubscribeFromNewsletter?token=${encodeURIComponent(token)}`,
});

/** The List-Unsubscribe headers (RFC 2369, one-click RFC 8058) every newsletter mail carries. */
export const unsubscribeHeaders = (unsubscribeUrl: string) => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** At most one confirmation mail per address in this time (issue 9 §4): a form cannot mail-bomb an address. */
export const CONFIRMATION_MAIL_INTERVAL_MINUTES = 60;

export async function subscribeToNewsletter(
  { database, mailer, logger }: { database: Database; mailer: Mailer; logger: Logger },
  { email, language, origin }: { email: string; language: Language; origin: string },
): Promise<void> {
  // A new address, or one that had unsubscribed, starts (again) unconfirmed; a pending one keeps its token.
  // The confirmation mail is claimed in the same statement, so concurrent calls send it once: `send_mail`
  // is true only for the call that moved confirmation_sent_at (an unconfirmed address whose last mail is
  // older than the interval). xmax = 0 tells a fresh insert.
  const rows = await database.query<{ unsubscribe_token: string; language: Language; send_mail: boolean }>(
    `insert into newsletter_subscribers as s (email, language, unsubscribe_token, confirmation_sent_at) values ($1, $2, $3, now())
     on conflict (email) do update set
       confirmed_at = case when s.unsubscribed_at is null then s.confirmed_at end,
       unsubscribed_at = null,
       confirmation_sent_at = case
         when s.unsubscribed_at is null and s.confirmed_at is not null then s.confirmation_sent_at
         when s.confirmation_sent_at is null or s.confirmation_sent_at < now() - make_interval(mins => $4) then now()
         else s.confirmation_sent_at end
     returning unsubscribe_token, language,
       (xmax = 0 or (confirmed_at is null and confirmation_sent_at = now())) as send_mail`,
    [email, language, randomBytes(24).toString('base64url'), CONFIRMATION_MAIL_INTERVAL_MINUTES],
    'newsletter.subscribe',
  );
  const row = rows[0];
  if (!row?.send_mail) return;
  const links = newsletterLinks(origin, row.unsubscribe_token);
  // The address stays pending if the mail fails; a repeat of the form after the interval sends it again.
  await mailer.send({
    to: email,
    ...newsletterConfirmMail(row.language, links),
    headers: unsubscribeHeaders(links.unsubscribe),
  }).catch((error: unknown) => logger.error({ err: error }, 'newsletter confirmation not sent'));
}

/** Confirms the address the token belongs to; false for an unknown token. */
export async function confirmNewsletter(database: Database, token: string): Promise<boolean> {
  const rows = await database.query(
    `update newsletter_subscribers set confirmed_at = coalesce(confirmed_at, now())
      where unsubscribe_token = $1 and unsubscribed_at is null returning id`,
    [token],
  );
  return rows.length > 0;
}

/** Unsubscribes the address the token belongs to; false for an unknown token. */
export async function unsubscribeFromNewsletter(database: Database, token: string): Promise<boolean> {
  const rows = await database.query(
    // The owner proved the address with the link: a later subscription may mail a confirmation at once.
    `update newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, now()), confirmation_sent_at = null
      where unsubscribe_token = $1 returning id`,
    [token],
  );
  return rows.length > 0;
}
