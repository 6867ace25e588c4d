/**
 * POST /api/setPassword (decision 32): an account made by e-mailed code or social sign-in sets its first
 * password without a current one. Better Auth's setPassword is server-only; this is its door, with the same
 * common-password check and security mail as the other password changes.
 */
import { createRoute } from '@hono/zod-openapi';
import { SetPasswordBodySchema, SetPasswordResponseSchema } from '../../../shared/contracts/set-password.js';
import { AppError } from '../../http/app-error.js';
import type { AppHono } from '../../http/context.js';
import type { Auth } from './auth.js';
import { toStoreError } from './auth.routes.js';
import { weakPasswordReasons } from './common-passwords.js';
import { requireUser } from './require-user.js';

const route = createRoute({
  method: 'post',
  path: '/api/setPassword',
  summary: 'Set the first password of a signed-in account that has none',
  request: { body: { required: true, content: { 'application/json': { schema: SetPasswordBodySchema } } } },
  responses: {
    200: { description: 'Password set', content: { 'application/json': { schema: SetPasswordResponseSchema } } },
    400: { description: 'Weak password, or the account already has one' },
    401: { description: 'No session' },
  },
});

export function registerSetPasswordRoutes(app: AppHono, auth: Auth, onPasswordSet: (user: { email: string; name: string }) => void): void {
  app.openapi(route, async (c) => {
    const user = await requireUser(auth, c);
    const { newPassword } = c.req.valid('json');
    const reasons = await weakPasswordReasons(newPassword);
    if (reasons.length > 0) throw new AppError('invalid_input', 'Password is too weak', { reasons, code: 'WEAK_PASSWORD' });
    const response = await auth.api.setPassword({ body: { newPassword }, headers: c.req.raw.headers, asResponse: true });
    if (!response.ok) return toStoreError(response) as never;
    onPasswordSet(user);
    return c.json({ status: true as const }, 200);
  });
}
