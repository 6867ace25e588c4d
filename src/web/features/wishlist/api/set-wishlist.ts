/** setWishlist (§7): adds a product to the signed-in shopper's wishlist or removes it. */
import type { SetWishlistBody, SetWishlistResponse } from '../../../../shared/contracts/set-wishlist.js';
import { apiPost } from '../../../lib/api-client.js';

const schema = () => import('../../../../shared/contracts/set-wishlist.js').then((contract) => contract.SetWishlistResponseSchema);

export function setWishlist(body: SetWishlistBody): Promise<SetWishlistResponse> {
  return apiPost('setWishlist', body, schema());
}
