/**
 * Users in the back office (issue 12 §8): list and search, grant and remove the operator role, block and
 * unblock. Each change is one transaction with its audit row; the operators' rows are locked first, so two
 * operators removing each other at once cannot leave the store without one.
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../shared/constants.js';
import type { AdminPage } from '../../../shared/contracts/admin/common.js';
import { LAST_OPERATOR, NOT_YOURSELF, type AdminUser } from '../../../shared/contracts/admin/users.js';
import type { Database, TransactionQuery } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { enqueue } from '../../jobs/outbox.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';

export const OPERATOR_INVITE_MAIL = 'mail.operator-invite';

const USER_COLUMNS = `u.id, u.email, u.name, u.role, u.banned as blocked, u.ban_reason as block_reason, u.email_verified,
  u.two_factor_enabled, u.created_at, (select count(*)::int from orders o where o.user_id = u.id) as orders`;

type UserRow = Omit<AdminUser, 'created_at'> & { created_at: Date | string };
const toUser = (row: UserRow): AdminUser => ({ ...row, created_at: new Date(row.created_at).toISOString() });

/** `%` and `_` typed by the operator are searched for, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function listUsers(
  database: Database,
  { q, role, blocked, page, page_size }: { q?: string; role?: 'user' | 'admin'; blocked?: boolean; page: number; page_size: number },
): Promise<AdminPage<AdminUser>> {
  const where = `($1::text is null or u.email ilike $1 or u.name ilike $1) and ($2::text is null or u.role = $2)
    and ($3::boolean is null or u.banned = $3)`;
  const parameters = [q ? likePattern(q) : null, role ?? null, blocked ?? null];
  const [rows, [count]] = await Promise.all([
    database.query<UserRow>(
      `select ${USER_COLUMNS} from "user" u where ${where} order by u.created_at desc, u.id limit $4 offset $5`,
      [...parameters, page_size, (page - 1) * page_size], 'admin.users-list'),
    database.query<{ total: number }>(`select count(*)::int as total from "user" u where ${where}`, parameters, 'admin.users-count'),
  ]);
  return { rows: rows.map(toUser), total: count?.total ?? 0, page, page_size };
}

async function lockedUser(query: TransactionQuery, userId: string): Promise<AdminUser> {
  // Operators first, always in the same order (no deadlock between two role changes), then the target.
  await query(`select id from "user" where role = 'admin' order by id for update`);
  const [row] = await query<UserRow>(`select ${USER_COLUMNS} from "user" u where u.id = $1 for update`, [userId]);
  if (!row) throw new AppError('not_found', `No user ${userId}`);
  return toUser(row);
}

const reload = async (query: TransactionQuery, userId: string) =>
  toUser((await query<UserRow>(`select ${USER_COLUMNS} from "user" u where u.id = $1`, [userId]))[0]!);

/** What the audit log keeps of a user. */
const auditView = (user: AdminUser) => ({ email: user.email, role: user.role, blocked: user.blocked, block_reason: user.block_reason });

async function otherActiveOperators(query: TransactionQuery, userId: string): Promise<number> {
  const [row] = await query<{ count: number }>(
    `select count(*)::int as count from "user" where role = 'admin' and not banned and id <> $1`, [userId]);
  return row?.count ?? 0;
}

export async function setUserRole(database: Database, actor: AuditActor, userId: string, role: 'user' | 'admin'): Promise<AdminUser> {
  return database.transaction(async (query) => {
    const before = await lockedUser(query, userId);
    if (before.role === role) return before; // Nothing changes, nothing is recorded.
    if (role === 'user' && (await otherActiveOperators(query, userId)) === 0) {
      throw new AppError('conflict', 'The store must keep at least one operator: make another one first', { reason: LAST_OPERATOR });
    }
    await query('update "user" set role = $2, updated_at = now() where id = $1', [userId, role]);
    const after = await reload(query, userId);
    await recordAudit(query, actor, {
      action: role === 'admin' ? 'user.grant_operator' : 'user.remove_operator', targetType: 'user', targetId: userId,
      before: auditView(before), after: auditView(after),
    });
    return after;
  });
}

/** Blocks an account: no sign-in any more, and its sessions end in the same transaction. */
export async function blockUser(database: Database, actor: AuditActor, userId: string, reason?: string): Promise<AdminUser> {
  if (actor.id === userId) throw new AppError('business_rule', 'You cannot block yourself', { reason: NOT_YOURSELF });
  return database.transaction(async (query) => {
    const before = await lockedUser(query, userId);
    if (before.blocked) return before;
    if (before.role === 'admin' && (await otherActiveOperators(query, userId)) === 0) {
      throw new AppError('conflict', 'The store must keep at least one operator who can sign in', { reason: LAST_OPERATOR });
    }
    await query('update "user" set banned = true, ban_reason = $2, ban_expires = null, updated_at = now() where id = $1', [userId, reason || null]);
    const ended = await query<{ id: string }>('delete from session where user_id = $1 returning id', [userId]);
    const after = await reload(query, userId);
    await recordAudit(query, actor, {
      action: 'user.block', targetType: 'user', targetId: userId,
      before: auditView(before), after: { ...auditView(after), sessions_ended: ended.length },
    });
    return after;
  });
}

export async function unblockUser(database: Database, actor: AuditActor, userId: string): Promise<AdminUser> {
  return database.transaction(async (query) => {
    const before = await lockedUser(query, userId);
    if (!before.blocked) return before;
    await query('update "user" set banned = false, ban_reason = null, ban_expires = null, updated_at = now() where id = $1', [userId]);
    const after = await reload(query, userId);
    await recordAudit(query, actor, { action: 'user.unblock', targetType: 'user', targetId: userId, before: auditView(before), after: auditView(after) });
    return after;
  });
}

export type CreateOperatorOutcome = { status: 'granted' | 'created' | 'already_operator'; user: AdminUser };

/**
 * `npm run admin -- create-admin <email>`: the operator role for an existing account, or a new account
 * (no password yet) with a mail inviting its owner to sign in with an e-mailed code and set a password
 * (the /setpassword page). The mail is an outbox job, written in the same transaction.
 */
export async function createOperator(
  database: Database, actor: AuditActor, rawEmail: string, language: Language = 'es',
): Promise<CreateOperatorOutcome> {
  const email = rawEmail.trim().toLowerCase();
  return database.transaction(async (query) => {
    const [existing] = await query<{ id: string }>('select id from "user" where email = $1 for update', [email]);
    if (existing) {
      const before = await lockedUser(query, existing.id);
      if (before.role === 'admin') return { status: 'already_operator' as const, user: before };
      await query(`update "user" set role = 'admin', updated_at = now() where id = $1`, [existing.id]);
      const after = await reload(query, existing.id);
      await recordAudit(query, actor, { action: 'user.grant_operator', targetType: 'user', targetId: existing.id, before: auditView(before), after: auditView(after) });
      return { status: 'granted' as const, user: after };
    }
    const id = randomUUID();
    const name = email.split('@')[0]!.slice(0, 100);
    await query(
      `insert into "user" (id, name, email, email_verified, role, language, created_at, updated_at)
       values ($1, $2, $3, false, 'admin', $4, now(), now())`, [id, name, email, language]);
    const after = await reload(query, id);
    await recordAudit(query, actor, { action: 'user.create_operator', targetType: 'user', targetId: id, before: null, after: auditView(after) });
    await enqueue(query, OPERATOR_INVITE_MAIL, `operator-invite:${id}`, { userId: id });
    return { status: 'created' as const, user: after };
  });
}
