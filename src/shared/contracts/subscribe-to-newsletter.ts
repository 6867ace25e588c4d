/** subscribeToNewsletter (§7, §5): POST { email } — trimmed, validated; a repeat is not an error. */
import { z } from 'zod';
import { LANGUAGES } from '../constants.js';

export const SubscribeToNewsletterBodySchema = z.object({
  email: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(254, 'must be at most 254 characters')
    .pipe(z.email({ message: 'must be a valid e-mail address' }))
    .transform((email) => email.toLowerCase()),
  language: z.enum(LANGUAGES).optional(),
});
export type SubscribeToNewsletterBody = z.input<typeof SubscribeToNewsletterBodySchema>;

export const SubscribeToNewsletterResponseSchema = z.object({ status: z.literal('subscribed') });
