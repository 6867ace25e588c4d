/** GET /api/getMyData: the signed-in shopper's data as a JSON download (GDPR access and portability). */
import { createRoute } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import { MyDataSchema, type MyData } from '../../../shared/contracts/get-my-data.js';
import { centsToEuros } from '../../../shared/money.js';
import { accounts, newsletterSubscribers, orders, sessions, users, wishlistItems } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { neverCache } from '../../http/cache.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import type { Auth } from './auth.js';
import { requireUser } from './require-user.js';

const route = createRoute({
  method: 'get',
  path: '/api/getMyData',
  summary: 'Everything the store holds about the signed-in shopper (GDPR)',
  responses: {
    200: { description: 'The data, as a download', content: { 'application/json': { schema: MyDataSchema } } },
    401: { description: 'No session' },
  },
});

export function registerMyDataRoutes(app: AppHono, { database }: AppDeps, auth: Auth): void {
  const { db } = database;
  app.openapi(route, async (c) => {
    const { id } = await requireUser(auth, c);
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw new AppError('unauthenticated', 'Auth session missing!');
    const [methods, activeSessions, ownOrders, wishlist, [subscription]] = await Promise.all([
      db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, id)),
      db.select().from(sessions).where(eq(sessions.userId, id)),
      db.select().from(orders).where(eq(orders.userId, id)).orderBy(desc(orders.createdAt)),
      db.select().from(wishlistItems).where(eq(wishlistItems.userId, id)).orderBy(wishlistItems.createdAt),
      db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email)),
    ]);
    const data: MyData = {
      exported_at: new Date().toISOString(),
      user: {
        id: user.id, name: user.name, email: user.email, email_verified: user.emailVerified,
        two_factor_enabled: user.twoFactorEnabled, language: user.language, created_at: user.createdAt.toISOString(),
      },
      sign_in_methods: methods.map((method) => method.providerId),
      sessions: activeSessions.map((session) => ({
        created_at: session.createdAt.toISOString(), expires_at: session.expiresAt.toISOString(),
        ip_address: session.ipAddress, user_agent: session.userAgent,
      })),
      orders: ownOrders.map((order) => ({
        id: order.id, created_at: order.createdAt.toISOString(), status: order.status, pvp: centsToEuros(order.pvpCents),
        billing: order.billing ?? null,
      })),
      wishlist: wishlist.map((entry) => ({ product_id: entry.productId, added_at: entry.createdAt.toISOString() })),
      newsletter: subscription && !subscription.unsubscribedAt
        ? { email: subscription.email, subscribed_at: subscription.createdAt.toISOString(), confirmed_at: subscription.confirmedAt?.toISOString() ?? null }
        : null,
    };
    neverCache(c);
    c.header('Content-Disposition', 'attachment; filename="pixelkeys-my-data.json"');
    return c.json(data, 200);
  });
}
