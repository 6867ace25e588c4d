/**
 * "The catalogue changed" (or the news): a back-office write tells the storefront's memoised answers (the home data,
 * catalog.routes.ts) and drawn pages to forget what they hold, so the change shows at once (issue 12). Listeners
 * are kept per database, so two stores in one process (tests) do not hear each other. Every other storefront read
 * goes to the database and its ETag is the hash of the answer, so it changes with the answer.
 * The database carries the word to every instance of the store (docs/decisions/0039): a back-office write's, sent
 * by catalogChanged once it has committed, and a product's shown stock moved by a sale or anything else, sent by
 * migration 0025's trigger when its transaction commits.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';

const listeners = new WeakMap<Database, Set<() => void>>();
/** Each store's own name on the channel, so that it does not act twice on its own notices. */
const senders = new WeakMap<Database, string>();
const senderOf = (database: Database) => senders.get(database) ?? senders.set(database, `store:${randomUUID()}`).get(database)!;

/** The channel of the database's notices that what the storefront shows changed (migration 0025). */
export const CATALOG_CHANNEL = 'pk_catalog_changed';

export function onCatalogChange(database: Database, listener: () => void): void {
  const set = listeners.get(database) ?? new Set();
  set.add(listener);
  listeners.set(database, set);
}

const forget = (database: Database) => {
  for (const listener of listeners.get(database) ?? []) listener();
};

/**
 * Called after a catalogue write commits: this store forgets at once, and the other instances on the same database
 * when the notice reaches them (a notice that cannot be sent, the store closing, leaves them their few seconds).
 * The embedded database has one store (its folder's lock): nobody else to tell.
 */
export function catalogChanged(database: Database): void {
  forget(database);
  if (database.kind !== 'postgres') return;
  database.query('select pg_notify($1, $2)', [CATALOG_CHANNEL, senderOf(database)]).catch(() => undefined);
}

/**
 * A back-office write that moves stock (keys imported, a batch revoked, a sold key replaced or refunded, a refund
 * approved): once it has committed, the storefront's memoised answers and drawn pages forget what they hold, so
 * the new stock shows at once. A write that fails changes nothing and tells nobody.
 */
export async function announceCatalogChange<T>(database: Database, write: Promise<T>): Promise<T> {
  const result = await write;
  catalogChanged(database);
  return result;
}

/**
 * Listens for the database's notices (another instance's back-office write; a product's shown stock moved by a
 * sale, a reservation that lapsed, keys back from a refund) and makes this store forget what it holds. Notices
 * possibly missed (the listening connection was lost) count as a change; its own notices are skipped. Returns the
 * function that stops listening.
 */
export function watchCatalogChanges(database: Database): Promise<() => Promise<void>> {
  const own = senderOf(database);
  return database.listen(CATALOG_CHANNEL, (payload) => {
    if (payload !== own) forget(database);
  });
}
