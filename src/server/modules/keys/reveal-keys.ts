/**
 * revealKeys (§4 Key reveal, decisions 9 and 11; ARCHITECTURE.md "Checkout and keys" 5): in one
 * transaction, with the item's row locked, a delivered item records its buyer's consent and becomes
 * `redeemed`; a redeemed one records the view. Then its keys are decrypted for their owner. The row lock
 * is what a refund of the same item waits on too, so of a reveal and a refund racing exactly one wins.
 * A decryption that fails rolls everything back: an item is never redeemed without its keys shown.
 */
import type { Logger } from 'pino';
import type { Language } from '../../../shared/constants.js';
import type { GetOrderItemKeysResponse, KeyRevealReason, RevealConsent } from '../../../shared/contracts/get-order-item-keys.js';
import type { Database, TransactionQuery } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { KeyCipher } from './key-crypto.js';
import { renderConsent, type ConsentTexts } from './reveal-consent.js';

export interface RevealDeps {
  database: Database;
  cipher: KeyCipher;
  consentTexts: Record<Language, ConsentTexts>;
  logger: Logger;
}

export interface RevealRequest {
  userId: string;
  orderItemId: string;
  consent?: RevealConsent;
  client: { address: string; userAgent?: string };
}

interface LockedItem {
  id: string;
  status: string;
  user_id: string | null;
  platform: string;
  regions: string[];
}

/** Why an item that is neither delivered nor redeemed shows no keys (409). */
const REFUSALS: Record<string, { reason: KeyRevealReason; message: string }> = {
  pending: { reason: 'ITEM_NOT_DELIVERED', message: 'The keys of this item have not been delivered yet' },
  pending_refund: { reason: 'REFUND_PENDING', message: 'A refund of this item is being processed: its keys cannot be revealed' },
  refunded: { reason: 'ITEM_REFUNDED', message: 'This item was refunded: its keys went back to the store' },
  canceled: { reason: 'ITEM_CANCELED', message: 'This order was canceled: it has no keys' },
};

/** The item, locked, if it belongs to `userId`; another shopper's item is as unknown as a missing one (404). */
export async function lockOwnItem(query: TransactionQuery, orderItemId: string, userId: string): Promise<LockedItem> {
  const [item] = await query<LockedItem>(
    `select i.id, i.status, o.user_id, p.platform, p.regions from order_items i
       join orders o on o.id = i.order_id join products p on p.id = i.product_id
      where i.id = $1 for update of i`, [orderItemId]);
  if (!item || item.user_id !== userId) throw new AppError('not_found', `No order item ${orderItemId} among your orders`);
  return item;
}

interface KeyRow {
  product_id: number;
  title: { es: string; en: string };
  image_url: string;
  platform: string;
  code_ciphertext: string;
}

export async function revealKeys({ database, cipher, consentTexts, logger }: RevealDeps, request: RevealRequest): Promise<GetOrderItemKeysResponse> {
  return database.transaction(async (query) => {
    const item = await lockOwnItem(query, request.orderItemId, request.userId);
    if (item.status !== 'delivered' && item.status !== 'redeemed') {
      const refusal = REFUSALS[item.status] ?? { reason: 'ITEM_NOT_DELIVERED' as const, message: `This item is ${item.status}: it has no keys to show` };
      throw new AppError('conflict', refusal.message, { reason: refusal.reason, status: item.status });
    }
    const keys = await query<KeyRow>(
      `select k.product_id, p.title, p.image_url, p.platform, k.code_ciphertext from game_keys k join products p on p.id = k.product_id
        where k.order_item_id = $1 and k.status = 'sold' order by k.product_id, k.created_at, k.id`, [item.id]);
    if (keys.length === 0) return { status: item.status, data: [] }; // Nothing to show: nothing consented to, nothing recorded.
    const isConsent = item.status === 'delivered';
    let consentText: string | null = null;
    if (isConsent) {
      if (!request.consent) {
        throw new AppError('business_rule', 'Confirm the platform and the region, and read the withdrawal notice, before the keys are revealed', { reason: 'CONSENT_REQUIRED' });
      }
      const texts = consentTexts[request.consent.language];
      if (request.consent.version !== texts.version) {
        throw new AppError('conflict', 'The confirmation text has changed since the page was loaded: reload it and confirm again', { reason: 'CONSENT_OUTDATED', version: texts.version });
      }
      consentText = renderConsent(texts, item);
      await query(`update order_items set status = 'redeemed', updated_at = now() where id = $1`, [item.id]);
    }
    await query(
      `insert into key_reveals (order_item_id, user_id, is_consent, client_address, user_agent, consent_version, consent_language, consent_text)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [item.id, request.userId, isConsent, request.client.address, request.client.userAgent?.slice(0, 500) ?? null,
        isConsent ? request.consent!.version : null, isConsent ? request.consent!.language : null, consentText]);
    return { status: 'redeemed', data: decryptGrouped(keys, cipher, logger, item.id) };
  });
}

function decryptGrouped(keys: KeyRow[], cipher: KeyCipher, logger: Logger, itemId: string): GetOrderItemKeysResponse['data'] {
  const groups = new Map<number, { row: KeyRow; codes: string[] }>();
  for (const key of keys) {
    let code: string;
    try {
      code = cipher.decrypt(key.code_ciphertext);
    } catch (error) {
      logger.error({ err: error, orderItem: itemId, product: key.product_id }, 'a sold key cannot be decrypted: is KEY_ENCRYPTION_KEY the one it was imported with?');
      throw new AppError('unavailable', 'The keys cannot be read right now; nothing was changed. Try again later', { reason: 'KEYS_UNREADABLE' });
    }
    const group = groups.get(key.product_id) ?? { row: key, codes: [] };
    group.codes.push(code);
    groups.set(key.product_id, group);
  }
  return [...groups.values()].map(({ row, codes }) => ({
    product_id: row.product_id,
    product: { title: row.title, image_url: row.image_url },
    keys: codes.map((value, index) => ({ label: codes.length > 1 ? `${row.platform} ${index + 1}/${codes.length}` : row.platform, value })),
  }));
}
