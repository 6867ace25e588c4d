/** GET /api/getUserWishlist and POST /api/setWishlist (§7): the signed-in shopper's wishlist. */
import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../../shared/contracts/common.js';
import { GetUserWishlistResponseSchema } from '../../../shared/contracts/get-user-wishlist.js';
import { SetWishlistBodySchema, SetWishlistResponseSchema } from '../../../shared/contracts/set-wishlist.js';
import { neverCache } from '../../http/cache.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import type { Auth } from '../accounts/auth.js';
import { requireUser } from '../accounts/require-user.js';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.js';
import { jsonResponse } from '../../http/openapi-responses.js';

const json = jsonResponse;

const routes = {
  read: createRoute({
    method: 'get', path: '/api/getUserWishlist', summary: "The signed-in shopper's wishlist, oldest first (a visitor's is empty)",
    responses: { 200: json(GetUserWishlistResponseSchema, 'The wishlist') },
  }),
  write: createRoute({
    method: 'post', path: '/api/setWishlist', summary: 'Add a product to the wishlist or remove it',
    request: { body: { required: true, content: { 'application/json': { schema: SetWishlistBodySchema } } } },
    responses: {
      200: json(SetWishlistResponseSchema, 'Where the product now stands (also for a repeat)'),
      400: json(ErrorBodySchema, 'Invalid input'),
      401: json(ErrorBodySchema, 'No session'),
      403: json(ErrorBodySchema, 'Not sent by a page of the store'),
      404: json(ErrorBodySchema, 'No such product'),
      422: json(ErrorBodySchema, 'The wishlist is full (WISHLIST_FULL)'),
    },
  }),
};

export function registerWishlistRoutes(app: AppHono, { database }: AppDeps, auth: Auth): void {
  app.openapi(routes.read, async (c) => {
    neverCache(c);
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    // §5: a visitor has no wishlist to read; an empty one, not an error.
    return c.json(session ? await getWishlist(database, session.user.id) : [], 200);
  });
  app.openapi(routes.write, async (c) => {
    neverCache(c);
    const { id } = await requireUser(auth, c);
    const { product_id, action } = c.req.valid('json');
    if (action === 'add') await addToWishlist(database, id, product_id);
    else await removeFromWishlist(database, id, product_id);
    return c.json({ product_id, in_wishlist: action === 'add' }, 200);
  });
}
