/**
 * POST /api/setPassword (decision 32): an account made by e-mailed code or social sign-in sets its first
 * password without a current one. Better Auth's setPassword is server-only; this is its door, with the same
 * common-password check and security mail as the other password changes. An account with two-factor on
 * must also give a current code (issue 9 §1): a session alone must not be enough to take an account over.
 */
import { createRoute } from '@hono/zod-openapi';
import { ErrorBodySchema } from '../../../shared/contracts/common.js';
import { SetPasswordBodySchema, SetPasswordResponseSchema } from '../../../shared/contracts/set-password.js';
import { AppError } from '../../http/app-error.js';
import type { AppHono } from '../../http/context.js';
import { toStoreErrorResponse } from '../../http/foreign-errors.js';
import { consumeOrThrow, type LimiterFactory } from '../../http/rate-limit.js';
import type { Auth } from './auth.js';
import { weakPasswordReasons } from './common-passwords.js';
import { requireUser } from './require-user.js';
import { INVALID_CODE, isCurrentTotpCode } from './second-factor-proof.js';

const error = (description: string) => ({ description, content: { 'application/json': { schema: ErrorBodySchema } } });

const route = createRoute({
  method: 'post',
  path: '/api/setPassword',
  summary: 'Set the first password of a signed-in account that has none',
  request: { body: { required: true, content: { 'application/json': { schema: SetPasswordBodySchema } } } },
  responses: {
    200: { description: 'Password set', content: { 'application/json': { schema: SetPasswordResponseSchema } } },
    400: error('Weak password, a wrong two-factor code, or the account already has one'),
    401: error('No session'),
    403: error('Not sent by a page of the store'),
    429: error('Too many tries'),
  },
});

/** Code guesses per account: the same pace as Better Auth's two-factor endpoints. */
export const SET_PASSWORD_LIMIT = { name: 'set-password', points: 10, duration: 60 } as const;

export function registerSetPasswordRoutes(
  app: AppHono, auth: Auth, limiter: LimiterFactory, onPasswordSet: (user: { email: string; name: string }) => void,
): void {
  const perAccount = limiter(SET_PASSWORD_LIMIT);
  app.openapi(route, async (c) => {
    const user = await requireUser(auth, c);
    const { newPassword, code } = c.req.valid('json');
    await consumeOrThrow(c, perAccount, user.id, 'TOO_MANY_ATTEMPTS');
    if (user.twoFactorEnabled && !(await isCurrentTotpCode(await auth.$context, user.id, code))) {
      throw new AppError('invalid_input', INVALID_CODE.message, { reason: INVALID_CODE.code, issues: [{ parameter: 'code', message: INVALID_CODE.message }] });
    }
    const reasons = await weakPasswordReasons(newPassword);
    if (reasons.length > 0) throw new AppError('invalid_input', 'Password is too weak', { reason: 'WEAK_PASSWORD', reasons });
    const response = await auth.api.setPassword({ body: { newPassword }, headers: c.req.raw.headers, asResponse: true });
    if (!response.ok) return toStoreErrorResponse(response) as never;
    onPasswordSet(user);
    return c.json({ status: true as const }, 200);
  });
}
