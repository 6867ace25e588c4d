/**
 * setPassword (decision 32, /setpassword): POST { newPassword } for a signed-in account that has no password
 * yet; with two-factor on, also { code }, a current code from the authenticator app (issue 9 §1).
 */
import { z } from 'zod';

export const SetPasswordBodySchema = z.object({
  newPassword: z.string({ message: 'is required' }).min(8, 'must be at least 8 characters').max(128, 'must be at most 128 characters'),
  code: z.string().regex(/^\d{6}$/, 'must be the 6-digit code from your authenticator app').optional(),
});
export type SetPasswordBody = z.infer<typeof SetPasswordBodySchema>;
export const SetPasswordResponseSchema = z.object({ status: z.literal(true) });
