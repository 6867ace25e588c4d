/**
 * getOrderItemKeys (§3 Key reveal response, §4 Key reveal, §7; decisions 9, 11, 15): POST, never GET, so
 * no prefetch or cache can reveal a key (KEY-14, CACHE-12). A delivered item needs the buyer's consent:
 * both ticks of §4 and the withdrawal notice of decision 11, named by the version and language of the
 * text the page showed (the server records its own copy of that text). A redeemed item answers its keys
 * again without a new consent.
 */
import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { LocalizedTextSchema } from './common.js';

/** The reasons a 409 or 422 of this call gives in `details.reason` (kept in after-sale-reasons.ts, free of zod). */
export { KEY_REVEAL_REASONS, type KeyRevealReason } from '../after-sale-reasons.js';

export const OrderItemIdSchema = z.uuid({ message: 'must be an order item id (a UUID)' });

export const RevealConsentSchema = z.object({
  /** The version of the confirmation's text the page showed (`reveal.consent.version` in its translations). */
  version: z.string().min(1).max(40),
  language: z.enum(LANGUAGES, { message: "must be 'es' or 'en'" }),
  platform_confirmed: z.literal(true, { message: 'must be true: the platform was checked' }),
  region_confirmed: z.literal(true, { message: 'must be true: the region was checked' }),
});
export type RevealConsent = z.infer<typeof RevealConsentSchema>;

export const GetOrderItemKeysBodySchema = z.object({
  order_item_id: OrderItemIdSchema,
  consent: RevealConsentSchema.optional().describe('Required while the item is delivered; ignored once it is redeemed'),
});
export type GetOrderItemKeysBody = z.input<typeof GetOrderItemKeysBodySchema>;

export const RevealedKeySchema = z.object({
  label: z.string().describe('Which key this is: the platform, numbered when the product has several'),
  value: z.string().describe('The key code'),
});

export const GetOrderItemKeysResponseSchema = z.object({
  status: z.string().describe("The item's status afterwards: 'redeemed'"),
  data: z.array(z.object({
    product_id: z.number().int(),
    product: z.object({ title: LocalizedTextSchema, image_url: z.string() }),
    keys: z.array(RevealedKeySchema),
  })).describe('One entry per product: a mystery bundle has one per game drawn'),
});
export type GetOrderItemKeysResponse = z.infer<typeof GetOrderItemKeysResponseSchema>;
