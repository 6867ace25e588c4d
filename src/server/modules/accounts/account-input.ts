/**
 * The account calls' input, checked with the store's contracts before Better Auth sees it (issue 9 §4, §5):
 * a name of sane length and characters at sign-up and on update; update-user takes only the fields a
 * shopper may change (a `{"name": null}` answered 500); codes are mailed only to sign in. A refusal has the
 * store's issues, naming each field, like every other call.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { z } from 'zod';
import { SendCodeBodySchema, SignUpNameSchema, UpdateUserBodySchema } from '../../../shared/contracts/account-fields.js';

const CONTRACTS: Record<string, z.ZodType> = {
  '/sign-up/email': SignUpNameSchema,
  '/update-user': UpdateUserBodySchema,
  '/email-otp/send-verification-otp': SendCodeBodySchema,
};

export function accountInput(): BetterAuthPlugin {
  return {
    id: 'account-input',
    hooks: {
      before: [{
        matcher: (context) => (context.path ?? '') in CONTRACTS,
        handler: createAuthMiddleware(async (ctx) => {
          const result = CONTRACTS[ctx.path]!.safeParse(ctx.body ?? {});
          if (result.success) {
            // The normalised name (spaces collapsed, NFC) is what gets stored.
            const name = (result.data as { name?: string }).name;
            return name === undefined ? undefined : { context: { body: { ...(ctx.body as object), name } } };
          }
          // Better Auth's own validation format, which the store turns into `issues` (http/foreign-errors.ts).
          const message = result.error.issues.map((issue) => `[body${issue.path.length ? `.${issue.path.join('.')}` : ''}] ${issue.message}`).join('; ');
          throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message });
        }),
      }],
    },
  };
}
