/**
 * The back office's API (issue 12, decision 0020): the gate on `/api/admin/*`, then every admin call. A new
 * area (catalogue, keys, orders, news) writes a `register…Admin(app, deps, auth)` with `adminRead`/
 * `adminWrite` (admin-gate.ts) and adds one line below.
 */
import { ListAuditLogQuerySchema, ListAuditLogResponseSchema } from '../../../shared/contracts/admin/audit.js';
import { GetAdminDashboardQuerySchema, GetAdminDashboardResponseSchema } from '../../../shared/contracts/admin/dashboard.js';
import { ExportSubscribersQuerySchema, ListSubscribersQuerySchema, ListSubscribersResponseSchema } from '../../../shared/contracts/admin/newsletter.js';
import {
  ApproveRefundBodySchema, ListRefundQueueQuerySchema, ListRefundQueueResponseSchema, RefundDecisionResponseSchema, RejectRefundBodySchema,
} from '../../../shared/contracts/admin/refunds.js';
import { GetAdminSessionQuerySchema, GetAdminSessionResponseSchema } from '../../../shared/contracts/admin/session.js';
import {
  BlockUserBodySchema, ListUsersQuerySchema, ListUsersResponseSchema, SetUserRoleBodySchema, UnblockUserBodySchema, UserChangeResponseSchema,
} from '../../../shared/contracts/admin/users.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import type { Auth } from '../accounts/auth.js';
import { registerCatalogueAdmin } from '../catalog-admin/catalogue-admin.routes.js';
import { registerMediaAdmin } from '../media/media-admin.routes.js';
import { registerNewsAdmin } from '../news-admin/news-admin.routes.js';
import { approveRefund, listRefundQueue, rejectRefund } from '../refunds/refund-review.js';
import { adminDownload, adminGate, adminRead, adminWrite, ADMIN_API_PREFIX } from './admin-gate.js';
import { listAuditLog } from './audit-list.js';
import { getAdminDashboard } from './dashboard.js';
import { registerKeysAdmin, registerOrdersAdmin } from './keys-orders.admin-routes.js';
import { listSubscribers, subscribersCsv } from './newsletter-admin.js';
import { blockUser, listUsers, setUserRole, unblockUser } from './users-admin.js';

export function registerAdminRoutes(app: AppHono, deps: AppDeps, auth: Auth): void {
  app.use(`${ADMIN_API_PREFIX}*`, adminGate(deps, auth));
  registerOverviewAdmin(app, deps);
  registerRefundsAdmin(app, deps);
  registerUsersAdmin(app, deps, auth);
  registerAuditAdmin(app, deps);
  registerNewsletterAdmin(app, deps);
  registerCatalogueAdmin(app, deps);
  registerKeysAdmin(app, deps);
  registerOrdersAdmin(app, deps);
  registerNewsAdmin(app, deps);
  registerMediaAdmin(app, deps);
}

function registerOverviewAdmin(app: AppHono, { database }: AppDeps): void {
  adminRead(app, { name: 'getAdminSession', summary: 'The signed-in operator', query: GetAdminSessionQuerySchema, response: GetAdminSessionResponseSchema },
    async (_query, { operator }) => operator);
  adminRead(app, {
    name: 'getAdminDashboard', summary: 'Revenue, orders and keys sold per day (30 days), low stock, refunds waiting, the store figures',
    query: GetAdminDashboardQuerySchema, response: GetAdminDashboardResponseSchema,
  }, async () => getAdminDashboard(database));
}

function registerRefundsAdmin(app: AppHono, { database, jobs }: AppDeps): void {
  adminRead(app, { name: 'listRefundQueue', summary: 'Refund requests waiting for review, oldest first', query: ListRefundQueueQuerySchema, response: ListRefundQueueResponseSchema },
    async () => ({ rows: await listRefundQueue(database) }));
  adminWrite(app, { name: 'approveRefund', summary: 'Approve a refund request: the item is refunded', body: ApproveRefundBodySchema, response: RefundDecisionResponseSchema },
    async ({ id }, { actor }) => {
      const outcome = await approveRefund(database, id, actor);
      jobs.poke(); // The provider refund and the shopper's mail.
      return outcome;
    });
  adminWrite(app, { name: 'rejectRefund', summary: 'Reject a refund request with a reason mailed to the shopper', body: RejectRefundBodySchema, response: RefundDecisionResponseSchema },
    async ({ id, reason }, { actor }) => {
      const outcome = await rejectRefund(database, id, actor, reason);
      jobs.poke();
      return outcome;
    });
}

function registerUsersAdmin(app: AppHono, { database }: AppDeps, auth: Auth): void {
  adminRead(app, { name: 'listUsers', summary: 'Accounts, searched by e-mail or name, newest first', query: ListUsersQuerySchema, response: ListUsersResponseSchema },
    async (query) => listUsers(database, query));
  adminWrite(app, { name: 'setUserRole', summary: 'Grant or remove the operator role (never the last operator)', body: SetUserRoleBodySchema, response: UserChangeResponseSchema },
    async ({ id, role }, { actor }) => ({ user: await setUserRole(database, actor, id, role) }));
  adminWrite(app, { name: 'blockUser', summary: 'Block an account: its sessions end at once and it cannot sign in', body: BlockUserBodySchema, response: UserChangeResponseSchema },
    async ({ id, reason }, { actor }) => {
      const user = await blockUser(database, actor, id, reason);
      // The rows went in the transaction; sessions Better Auth also keeps in Redis (REDIS_URL) go now.
      await (await auth.$context).internalAdapter.deleteUserSessions(id);
      return { user };
    });
  adminWrite(app, { name: 'unblockUser', summary: 'Unblock an account', body: UnblockUserBodySchema, response: UserChangeResponseSchema },
    async ({ id }, { actor }) => ({ user: await unblockUser(database, actor, id) }));
}

function registerAuditAdmin(app: AppHono, { database }: AppDeps): void {
  adminRead(app, { name: 'listAuditLog', summary: 'Operator actions, newest first, with filters', query: ListAuditLogQuerySchema, response: ListAuditLogResponseSchema },
    async (query) => listAuditLog(database, query));
}

function registerNewsletterAdmin(app: AppHono, { database }: AppDeps): void {
  adminRead(app, { name: 'listNewsletterSubscribers', summary: 'Newsletter subscribers, newest first', query: ListSubscribersQuerySchema, response: ListSubscribersResponseSchema },
    async (query) => listSubscribers(database, query));
  adminDownload(app, { name: 'exportNewsletterSubscribers', summary: 'Every subscriber as a CSV file', query: ExportSubscribersQuerySchema, contentType: 'text/csv' },
    async ({ status }, { c }) => {
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="pixelkeys-newsletter-${status ?? 'all'}-${day}.csv"`);
      return c.body(await subscribersCsv(database, status));
    });
}
