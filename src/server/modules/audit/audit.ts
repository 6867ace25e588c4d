/**
 * The audit log (issue 12 §10): every operator action is recorded by `recordAudit` with the query of the
 * transaction that makes the change, so a change and its record commit or roll back together.
 */
import type { AuditAction, AuditTargetType } from '../../../shared/contracts/admin/audit.js';
import type { TransactionQuery } from '../../db/client.js';

/** Who acted: a signed-in operator (their user id and e-mail) or a command-line tool (`cli:<login name>`). */
export interface AuditActor {
  id: string | null;
  label: string;
  clientAddress?: string | null;
}

export interface AuditEntry {
  /** `<target type>.<verb>`, e.g. `product.update`, `keys.import`, `refund.approve`; a new one is added to AUDIT_ACTIONS with its texts. */
  action: AuditAction;
  targetType: AuditTargetType;
  targetId?: string | number | null;
  /** The state the action changed, before and after it (null for a creation or a deletion). */
  before?: unknown;
  after?: unknown;
}

/** A command-line tool's actor: no user, labelled by the login name the socket saw. */
export const cliActor = (label: string): AuditActor => ({ id: null, label });

export async function recordAudit(query: TransactionQuery, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await query(
    `insert into audit_log (actor_id, actor, action, target_type, target_id, before, after, client_address)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    [
      actor.id, actor.label, entry.action, entry.targetType,
      entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      actor.clientAddress ?? null,
    ],
    'audit_insert',
  );
}
