/** The audit log as the back office browses it (issue 12 §10): filters, newest first, paged. */
import type { AdminPage } from '../../../shared/contracts/admin/common.js';
import type { AuditEntryRow } from '../../../shared/contracts/admin/audit.js';
import type { Database } from '../../db/client.js';
import { likePattern } from './users-admin.js';

export interface AuditFilters {
  actor?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  /** Europe/Madrid days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  page: number;
  page_size: number;
}

export async function listAuditLog(database: Database, filters: AuditFilters): Promise<AdminPage<AuditEntryRow> & { actions: string[] }> {
  const where = `($1::text is null or actor ilike $1) and ($2::text is null or action = $2)
    and ($3::text is null or target_type = $3) and ($4::text is null or target_id = $4)
    and ($5::date is null or created_at >= ($5::date)::timestamp at time zone 'Europe/Madrid')
    and ($6::date is null or created_at < ($6::date + 1)::timestamp at time zone 'Europe/Madrid')`;
  const parameters = [
    filters.actor ? likePattern(filters.actor) : null, filters.action ?? null, filters.target_type ?? null,
    filters.target_id ?? null, filters.from ?? null, filters.to ?? null,
  ];
  const [rows, [count], actions] = await Promise.all([
    database.query<AuditEntryRow & { created_at: Date | string }>(
      `select id, created_at, actor, actor_id, action, target_type, target_id, before, after, client_address
         from audit_log where ${where} order by created_at desc, id desc limit $7 offset $8`,
      [...parameters, filters.page_size, (filters.page - 1) * filters.page_size], 'admin.audit-list'),
    database.query<{ total: number }>(`select count(*)::int as total from audit_log where ${where}`, parameters, 'admin.audit-count'),
    database.query<{ action: string }>('select distinct action from audit_log order by action', [], 'admin.audit-actions'),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
    total: count?.total ?? 0, page: filters.page, page_size: filters.page_size,
    actions: actions.map((row) => row.action),
  };
}
