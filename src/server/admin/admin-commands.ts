/**
 * The operator's commands (`npm run admin -- …`), run by the store for its admin socket or by the tool
 * itself when no store runs. One schema for both paths; each command is a use-case of its module.
 */
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { approveRefund, listRefundQueue, rejectRefund } from '../modules/refunds/refund-review.js';

export const AdminRequestSchema = z.object({
  /** Who runs it, for the record (`cli:<login name>`). */
  operator: z.string().min(1).max(200),
  command: z.discriminatedUnion('name', [
    z.object({ name: z.literal('refunds.list') }),
    z.object({ name: z.literal('refunds.approve'), id: z.string().max(100) }),
    z.object({ name: z.literal('refunds.reject'), id: z.string().max(100), reason: z.string().max(2000) }),
  ]),
});
export type AdminRequest = z.infer<typeof AdminRequestSchema>;

export async function runAdminCommand(database: Database, { operator, command }: AdminRequest): Promise<unknown> {
  switch (command.name) {
    case 'refunds.list': return listRefundQueue(database);
    case 'refunds.approve': return approveRefund(database, command.id, operator);
    case 'refunds.reject': return rejectRefund(database, command.id, operator, command.reason);
  }
}
