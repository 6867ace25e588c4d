/**
 * The operator's commands (`npm run admin -- …`), run by the store for its admin socket or by the tool
 * itself when no store runs. One schema for both paths; each command is a use-case of its module, the same
 * the back office calls, and each change records one audit row with the actor `cli:<login name>`.
 */
import { z } from 'zod';
import { LANGUAGES } from '../../shared/constants.js';
import type { Database } from '../db/client.js';
import { cliActor } from '../modules/audit/audit.js';
import { createOperator } from '../modules/admin/users-admin.js';
import { approveRefund, listRefundQueue, rejectRefund } from '../modules/refunds/refund-review.js';

export const AdminRequestSchema = z.object({
  /** Who runs it, for the record (`cli:<login name>`). */
  operator: z.string().min(1).max(200),
  command: z.discriminatedUnion('name', [
    z.object({ name: z.literal('refunds.list') }),
    z.object({ name: z.literal('refunds.approve'), id: z.string().max(100) }),
    z.object({ name: z.literal('refunds.reject'), id: z.string().max(100), reason: z.string().max(2000) }),
    z.object({ name: z.literal('create-admin'), email: z.email().max(254), language: z.enum(LANGUAGES).optional() }),
  ]),
});
export type AdminRequest = z.infer<typeof AdminRequestSchema>;

export async function runAdminCommand(database: Database, { operator, command }: AdminRequest): Promise<unknown> {
  const actor = cliActor(operator);
  switch (command.name) {
    case 'refunds.list': return listRefundQueue(database);
    case 'refunds.approve': return approveRefund(database, command.id, actor);
    case 'refunds.reject': return rejectRefund(database, command.id, actor, command.reason);
    case 'create-admin': return createOperator(database, actor, command.email, command.language);
  }
}
