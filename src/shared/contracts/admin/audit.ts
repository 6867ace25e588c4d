/** The audit log, browsable with filters (issue 12 §10). */
import { z } from 'zod';
import { AdminPageQuerySchema, AdminSearchSchema, adminPageOf } from './common.js';

const isoDate = z.iso.date({ message: 'must be a date, YYYY-MM-DD' }).optional();

/**
 * Every action the audit log records, `<target>.<verb>` (recordAudit takes only these), and every kind of
 * target: the back office names each one from the locale files (audit.actions, audit.targets).
 */
export const AUDIT_ACTIONS = [
  'keys.import', 'keys.refund', 'keys.replace', 'keys.revoke_batch',
  'media.upload',
  'news.create', 'news.publish', 'news.unpublish', 'news.update',
  'order.resend_confirmation', 'order.reveal_key',
  'product.create', 'product.hide', 'product.show', 'product.update',
  'refund.approve', 'refund.reject',
  'user.block', 'user.create_operator', 'user.grant_operator', 'user.remove_operator', 'user.unblock',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = ['game_key', 'media', 'news', 'order', 'order_item', 'product', 'refund_request', 'user'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

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
