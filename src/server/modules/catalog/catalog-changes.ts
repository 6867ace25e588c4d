/**
 * "The catalogue changed" (or the news): a back-office write tells the storefront's memoised answers (the home data,
 * catalog.routes.ts) to forget what they hold, so the change shows at once (issue 12). Listeners are kept
 * per database, so two stores in one process (tests) do not hear each other. Other instances of the store
 * see the change when their short memo lapses (HOME_MEMO_MS); every other storefront read goes to the
 * database and its ETag is the hash of the answer, so it changes with the answer.
 * Stock that a page shows, moved by a sale or anything else in any instance, is told by the database itself
 * (watchStockShown, docs/decisions/0039).
 */
import type { Database } from '../../db/client.js';

const listeners = new WeakMap<Database, Set<() => void>>();

export function onCatalogChange(database: Database, listener: () => void): void {
  const set = listeners.get(database) ?? new Set();
  set.add(listener);
  listeners.set(database, set);
}

/** Called after a catalogue write commits. */
export function catalogChanged(database: Database): void {
  for (const listener of listeners.get(database) ?? []) listener();
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

/** The channel of migration 0025's notices: a product's stock changed in a way a page shows. */
export const STOCK_SHOWN_CHANNEL = 'pk_stock_shown';

/**
 * Listens for the database's notices that a product's shown stock changed (a sale, a reservation that lapsed, keys
 * back from a refund; migration 0025) and tells this store's memoised answers and drawn pages to forget what
 * they hold, as a back-office write does. Notices possibly missed (the listening connection was lost) count as a
 * change. Returns the function that stops listening.
 */
export function watchStockShown(database: Database): Promise<() => Promise<void>> {
  return database.listen(STOCK_SHOWN_CHANNEL, () => catalogChanged(database));
}
