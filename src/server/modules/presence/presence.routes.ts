import { createRoute } from '@hono/zod-openapi';
import { GetOnlineUsersResponseSchema, ONLINE_WINDOW_SECONDS } from '../../../shared/contracts/get-online-users.js';
import { clientOf } from '../../http/client-address.js';
import { neverCache } from '../../http/cache.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { dailySalt, memoryPresence, redisPresence, visitorFingerprint } from './presence.js';

const route = createRoute({
  method: 'get',
  path: '/api/getOnlineUsers',
  summary: 'Visitors active in the last 5 minutes (decision 7)',
  responses: { 200: { description: 'The figure', content: { 'application/json': { schema: GetOnlineUsersResponseSchema } } } },
});

export function registerPresenceRoutes(app: AppHono, { env, secrets, redis }: AppDeps): void {
  const windowMs = ONLINE_WINDOW_SECONDS * 1000;
  const presence = redis ? redisPresence(redis, windowMs, env.REDIS_PREFIX) : memoryPresence(windowMs);
  app.openapi(route, async (c) => {
    const now = Date.now();
    const visitor = visitorFingerprint(clientOf(c).address, c.req.header('user-agent') ?? '', dailySalt(secrets.authSecret, now));
    neverCache(c);
    return c.json({ online_users: await presence.touch(visitor, now) }, 200);
  });
}
