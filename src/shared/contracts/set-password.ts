/** setPassword (decision 32, /setpassword): POST { newPassword } for a signed-in account that has no password yet. */
import { z } from 'zod';

export const SetPasswordBodySchema = z.object({
  newPassword: z.string({ message: 'is required' }).min(8, 'must be at least 8 characters').max(128, 'must be at most 128 characters'),
});
export type SetPasswordBody = z.infer<typeof SetPasswordBodySchema>;
export const SetPasswordResponseSchema = z.object({ status: z.literal(true) });
