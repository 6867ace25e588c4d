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
// Keys (issue 12 §4, decision 0021).
import { importKeys, MAX_IMPORT_BYTES } from '../modules/keys/import-keys.js';
import type { KeyCipher } from '../modules/keys/key-crypto.js';
import { refundKeyItem, replaceKey } from '../modules/keys/key-remedies.js';
import { keyStock } from '../modules/keys/key-stock.js';
import { revokeBatch } from '../modules/keys/revoke-batch.js';

/** What some commands need besides the database: the key cipher (asked for only by the commands that use it). */
export interface AdminTools {
  keyCipher(): KeyCipher;
}

// Keys (issue 12 §4, decision 0021): import, stock, revoke a batch, and the remedies for a sold unrevealed key.
const productId = z.number().int().positive();
const keyCommands = [
  z.object({
    name: z.literal('keys.import'), productId, batch: z.string().max(200).optional(),
    format: z.enum(['auto', 'csv', 'list']).optional(), text: z.string().max(MAX_IMPORT_BYTES),
  }),
  z.object({ name: z.literal('keys.stock'), productId }),
  z.object({ name: z.literal('keys.revoke'), productId, batch: z.string().max(200) }),
  z.object({ name: z.literal('keys.replace'), keyId: z.string().max(100) }),
  z.object({ name: z.literal('keys.refund'), keyId: z.string().max(100) }),
] as const;
type KeyCommand = z.infer<(typeof keyCommands)[number]>;
const isKeyCommand = (command: { name: string }): command is KeyCommand => command.name.startsWith('keys.');

function runKeyCommand(database: Database, operator: string, command: KeyCommand, tools: AdminTools): Promise<unknown> {
  const actor = cliActor(operator);
  switch (command.name) {
    case 'keys.import': return importKeys(database, tools.keyCipher(), actor, command);
    case 'keys.stock': return keyStock(database, command.productId);
    case 'keys.revoke': return revokeBatch(database, actor, command);
    case 'keys.replace': return replaceKey(database, actor, command.keyId);
    case 'keys.refund': return refundKeyItem(database, actor, command.keyId);
  }
}
// End of keys.

export const AdminRequestSchema = z.object({
  /** Who runs it, for the record (`cli:<login name>`). */
  operator: z.string().min(1).max(200),
  command: z.discriminatedUnion('name', [
    z.object({ name: z.literal('refunds.list') }),
    z.object({ name: z.literal('refunds.approve'), id: z.string().max(100) }),
    z.object({ name: z.literal('refunds.reject'), id: z.string().max(100), reason: z.string().max(2000) }),
    ...keyCommands,
    z.object({ name: z.literal('create-admin'), email: z.email().max(254), language: z.enum(LANGUAGES).optional() }),
  ]),
});
export type AdminRequest = z.infer<typeof AdminRequestSchema>;

const noTools: AdminTools = {
  keyCipher() {
    throw new Error('This command needs the key cipher, and none was given');
  },
};

export async function runAdminCommand(database: Database, { operator, command }: AdminRequest, tools: AdminTools = noTools): Promise<unknown> {
  if (isKeyCommand(command)) return runKeyCommand(database, operator, command, tools);
  const actor = cliActor(operator);
  switch (command.name) {
    case 'refunds.list': return listRefundQueue(database);
    case 'refunds.approve': return approveRefund(database, command.id, actor);
    case 'refunds.reject': return rejectRefund(database, command.id, actor, command.reason);
    case 'create-admin': return createOperator(database, actor, command.email, command.language);
  }
}
