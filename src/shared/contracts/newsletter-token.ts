/** confirmNewsletter and unsubscribeFromNewsletter (issue 5): the token of a newsletter mail's links. */
import { z } from 'zod';

export const NewsletterTokenQuerySchema = z.object({
  token: z.string().min(16, 'is not a valid link').max(64, 'is not a valid link').regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link'),
});

export const UnsubscribeResponseSchema = z.object({ status: z.literal('unsubscribed') });

/** Where the links land in the storefront, with the outcome in `newsletter`. */
export const NEWSLETTER_OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
