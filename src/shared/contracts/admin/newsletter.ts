/** Newsletter subscribers: a paged list and a CSV export. */
import { z } from 'zod';
import { AdminPageQuerySchema, AdminSearchSchema, adminPageOf } from './common.js';

export const SUBSCRIBER_STATUSES = ['confirmed', 'pending', 'unsubscribed'] as const;

export const ListSubscribersQuerySchema = AdminPageQuerySchema.extend({
  q: AdminSearchSchema.describe('Part of the e-mail'),
  status: z.enum(SUBSCRIBER_STATUSES).optional(),
});
export const SubscriberSchema = z.object({
  email: z.string(),
  language: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  subscribed_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;
export const ListSubscribersResponseSchema = adminPageOf(SubscriberSchema);
export const ExportSubscribersQuerySchema = z.object({ status: z.enum(SUBSCRIBER_STATUSES).optional() });
