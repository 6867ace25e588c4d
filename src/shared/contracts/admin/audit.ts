/** The audit log, browsable with filters (issue 12 §10). */
import { z } from 'zod';
import { AdminPageQuerySchema, AdminSearchSchema, adminPageOf } from './common.js';

const isoDate = z.iso.date({ message: 'must be a date, YYYY-MM-DD' }).optional();

export const ListAuditLogQuerySchema = AdminPageQuerySchema.extend({
  actor: AdminSearchSchema.describe("Part of the actor's label (an e-mail, or cli:<login>)"),
  action: z.string().trim().max(100).optional().transform((value) => value || undefined).describe('An action, e.g. refund.approve'),
  target_type: z.string().trim().max(100).optional().transform((value) => value || undefined),
  target_id: z.string().trim().max(200).optional().transform((value) => value || undefined),
  from: isoDate.describe('First day, YYYY-MM-DD in Europe/Madrid'),
  to: isoDate.describe('Last day, YYYY-MM-DD in Europe/Madrid'),
});

export const AuditEntrySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  actor: z.string(),
  actor_id: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  client_address: z.string().nullable(),
});
export type AuditEntryRow = z.infer<typeof AuditEntrySchema>;
export const ListAuditLogResponseSchema = adminPageOf(AuditEntrySchema).extend({
  actions: z.array(z.string()).describe('Every action recorded so far, for the filter'),
});
