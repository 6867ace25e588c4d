/**
 * getOrderItemKeys (§7, decision 9): revealing keys is a write, so it is a POST called from a click, never
 * a query: no prefetch, cache or automatic retry can reveal a key or redeem an item (KEY-14, CACHE-12).
 */
import type { GetOrderItemKeysBody, GetOrderItemKeysResponse } from '../../../../shared/contracts/get-order-item-keys.js';
import { apiPost } from '../../../lib/api-client.js';

const schema = () => import('../../../../shared/contracts/get-order-item-keys.js').then((contract) => contract.GetOrderItemKeysResponseSchema);

export function getOrderItemKeys(body: GetOrderItemKeysBody): Promise<GetOrderItemKeysResponse> {
  return apiPost('getOrderItemKeys', body, schema());
}
