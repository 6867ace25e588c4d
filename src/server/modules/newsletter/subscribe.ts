/** subscribeToNewsletter (§5, §7): a repeat is not an error and makes no duplicate. */
import { randomBytes } from 'node:crypto';
import type { Language } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';

export async function subscribeToNewsletter(database: Database, email: string, language: Language): Promise<void> {
  await database.query(
    `insert into newsletter_subscribers (email, language, unsubscribe_token) values ($1, $2, $3)
     on conflict (email) do nothing`,
    [email, language, randomBytes(24).toString('base64url')],
    'newsletter.subscribe',
  );
}
