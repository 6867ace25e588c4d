/**
 * The back office's API (issue 12, decision 0020) on the real HTTP app and database: the gate (404 for
 * anyone but an operator, 403 until two-factor), input checks, one audit row per write, blocking, the last
 * operator, the dashboard, the refund queue, users, the audit log, the newsletter export, and
 * `npm run admin -- create-admin` against a running store and with none.
 */
import { userInfo } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import { ListAuditLogResponseSchema } from '../../src/shared/contracts/admin/audit.js';
import { GetAdminDashboardResponseSchema, LOW_STOCK_THRESHOLD } from '../../src/shared/contracts/admin/dashboard.js';
import { ListSubscribersResponseSchema } from '../../src/shared/contracts/admin/newsletter.js';
import { ListRefundQueueResponseSchema } from '../../src/shared/contracts/admin/refunds.js';
import { ListUsersResponseSchema, UserChangeResponseSchema } from '../../src/shared/contracts/admin/users.js';
import { ErrorBodySchema } from '../../src/shared/contracts/common.js';
import { adminRead, adminWrite, auditCount as sharedAuditCount, operatorClient, writeAudited as sharedWriteAudited, refundsWaitingForReview, SHOPPER_PASSWORD, totpNow, type OperatorClient } from '../support/admin-client.js';
import { orderOf } from '../support/after-sale-client.js';
import { authClient, signedInShopper, type AuthClient } from '../support/auth-client.js';
import { storeForTools } from '../support/admin-tool.js';
import { codeIn, linkIn, startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
let operator: OperatorClient;
let shopper: AuthClient & { email: string };
let products: { id: number }[];
let nextProduct = 0;
const takeProducts = (count: number) => products.slice(nextProduct, (nextProduct += count)).map((product) => product.id);

beforeAll(async () => {
  mail = await startMailCatcher();
  store = await startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' });
  [operator, shopper] = await Promise.all([operatorClient(store, mail), signedInShopper(store, mail)]);
  products = await store.database.query(
    'select id from products where stock >= 3 and not is_preorder and not is_bundle and pvp_cents > 0 order by id');
});

afterAll(async () => {
  await store?.close();
  await mail?.close();
});

/** Every admin call the app serves, read from its routes: a call added later is covered here too. */
const adminCalls = () => store.app.routes
  .filter((route) => route.path.startsWith('/api/admin/') && route.method !== 'ALL')
  .map((route) => ({ method: route.method as 'GET' | 'POST', path: route.path }));

const call = (client: AuthClient, { method, path }: { method: 'GET' | 'POST'; path: string }) =>
  method === 'GET' ? client.get(path) : client.post(path, {});

const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error;
const auditCount = () => sharedAuditCount(store.database);
const writeAudited = (client: AuthClient, name: string, body: unknown) => sharedWriteAudited(store.database, client, name, body);

/** VAL-11: a 400 with the API's JSON error shape, `invalid_input`, naming `parameter` among its issues. */
async function expectInvalidInput(pending: Promise<Response>, parameter: string) {
  const response = await pending;
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const error = await errorOf(response);
  expect(error.code).toBe('invalid_input');
  expect(error.details.issues?.map((issue) => issue.parameter)).toContain(parameter);
  return error;
}
const NO_SUCH_ID = '7f1c1e1c-1111-4111-8111-111111111111';

describe('the gate (decision 26, ROLE-04)', () => {
  it('every admin call answers a visitor, a shopper and a blocked operator the 404 of an unknown call, before reading the input', async () => {
    const calls = adminCalls();
    expect(calls.map((entry) => entry.path)).toEqual(expect.arrayContaining([
      '/api/admin/getAdminSession', '/api/admin/getAdminDashboard', '/api/admin/listRefundQueue', '/api/admin/approveRefund',
      '/api/admin/rejectRefund', '/api/admin/listUsers', '/api/admin/setUserRole', '/api/admin/blockUser', '/api/admin/unblockUser',
      '/api/admin/listAuditLog', '/api/admin/listNewsletterSubscribers', '/api/admin/exportNewsletterSubscribers',
      '/api/admin/importKeys', '/api/admin/getKeyStock', '/api/admin/revokeKeyBatch', '/api/admin/replaceSoldKey', '/api/admin/refundSoldKey',
      '/api/admin/listAdminOrders', '/api/admin/getAdminOrder', '/api/admin/revealOrderKeyForOperator', '/api/admin/resendOrderConfirmation',
      '/api/admin/getAdminOrderInvoice',
      '/api/admin/listAdminProducts', '/api/admin/getAdminProduct', '/api/admin/createProduct', '/api/admin/updateProduct',
      '/api/admin/setProductHidden',
    ]));
    const blocked = await operatorClient(store, mail);
    await store.database.query('update "user" set banned = true where id = $1', [blocked.id]);
    const unknown = await authClient(store).get('/api/admin/noSuchCall');
    const unknownBody = await unknown.json();
    expect(unknown.status).toBe(404);
    expect(unknownBody).toEqual({ error: { code: 'not_found', message: 'No API call GET /api/admin/noSuchCall', details: {} } });
    for (const client of [authClient(store), shopper, blocked]) {
      for (const entry of calls) {
        const response = await call(client, entry);
        expect(response.status, `${entry.method} ${entry.path}`).toBe(404);
        expect(response.headers.get('cache-control')).toBeNull();
        expect(await response.json()).toEqual({ error: { code: 'not_found', message: `No API call ${entry.method} ${entry.path}`, details: {} } });
      }
    }
    // The public description of the API does not list them either.
    const document = await (await store.get('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
  });

  it('an operator without two-factor gets 403 TWO_FACTOR_REQUIRED on every call; with it, the calls answer, never cached', async () => {
    const newcomer = await operatorClient(store, mail, { twoFactor: false });
    for (const entry of adminCalls()) {
      const response = await call(newcomer, entry);
      expect(response.status, `${entry.method} ${entry.path}`).toBe(403);
      expect(await errorOf(response)).toMatchObject({ code: 'forbidden', details: { reason: 'TWO_FACTOR_REQUIRED' } });
    }
    const me = await adminRead(operator, 'getAdminSession');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(await me.json()).toEqual({ id: operator.id, email: operator.email, name: 'Lucía Fernández' });
  });

  it('VAL-11: bad input gets a 400 with the error shape naming the parameter; ids must be UUIDs', async () => {
    const cases: [Promise<Response>, string][] = [
      [adminRead(operator, 'listUsers', { page: 0 }), 'page'],
      [adminRead(operator, 'listUsers', { page_size: 7 }), 'page_size'],
      [adminRead(operator, 'listUsers', { role: 'root' }), 'role'],
      [adminRead(operator, 'listAuditLog', { from: '2026-13-45' }), 'from'],
      [adminRead(operator, 'listNewsletterSubscribers', { status: 'maybe' }), 'status'],
      [adminWrite(operator, 'setUserRole', { id: 'not-a-uuid', role: 'admin' }), 'id'],
      [adminWrite(operator, 'blockUser', { id: 42 }), 'id'],
      [adminWrite(operator, 'approveRefund', { id: 'x' }), 'id'],
      [adminWrite(operator, 'rejectRefund', { id: NO_SUCH_ID, reason: '   ' }), 'reason'],
    ];
    for (const [pending, parameter] of cases) await expectInvalidInput(pending, parameter);
    const missing = await adminWrite(operator, 'approveRefund', { id: NO_SUCH_ID });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toMatch(/No refund request/);
  });

  it('VAL-11: unblockUser and exportNewsletterSubscribers refuse bad input with the error shape: nothing changes, no file is sent', async () => {
    const before = await auditCount();
    const cases: [Promise<Response>, string][] = [
      [adminWrite(operator, 'unblockUser', {}), 'id'],
      [adminWrite(operator, 'unblockUser', { id: 'not-a-uuid' }), 'id'],
      [adminWrite(operator, 'unblockUser', { id: [NO_SUCH_ID] }), 'id'],
      [adminRead(operator, 'exportNewsletterSubscribers', { status: 'maybe' }), 'status'],
      [adminRead(operator, 'exportNewsletterSubscribers', { status: 'CONFIRMED' }), 'status'],
    ];
    for (const [pending, parameter] of cases) await expectInvalidInput(pending, parameter);
    const missing = await adminWrite(operator, 'unblockUser', { id: NO_SUCH_ID });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ code: 'not_found' });
    expect(await auditCount()).toBe(before);
  });

  it('VAL-11: the reads that take no input (session, dashboard, refund queue) refuse an unknown parameter, naming it', async () => {
    for (const name of ['getAdminSession', 'getAdminDashboard', 'listRefundQueue']) {
      const error = await expectInvalidInput(adminRead(operator, name, { page: 2, debug: true }), 'page');
      expect(error.details.issues).toEqual([
        { parameter: 'page', message: 'is not a parameter of this call' },
        { parameter: 'debug', message: 'is not a parameter of this call' },
      ]);
      expect((await adminRead(operator, name)).status, name).toBe(200);
    }
  });
});

describe('the dashboard and the refund queue', () => {
  it("the dashboard counts today's paid order and keys, lists low stock without pre-orders or bundles, and the refunds waiting", async () => {
    const read = async () => GetAdminDashboardResponseSchema.parse(await (await adminRead(operator, 'getAdminDashboard')).json());
    const before = await read();
    const buyer = await signedInShopper(store, mail);
    const { order, waiting } = await refundsWaitingForReview(store.url, buyer, takeProducts(5));
    expect(waiting).toHaveLength(2);
    const after = await read();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    expect(after.days).toHaveLength(30);
    expect(after.days.at(-1)!.day).toBe(today);
    expect(after.days.at(-1)!.orders - before.days.at(-1)!.orders).toBe(1);
    expect(after.days.at(-1)!.revenue_cents - before.days.at(-1)!.revenue_cents).toBe(Math.round(order.pvp * 100));
    // Five keys sold, three of them refunded (back to the pool): two still sold.
    expect(after.days.at(-1)!.keys_sold - before.days.at(-1)!.keys_sold).toBe(2);
    expect(after.refunds_waiting - before.refunds_waiting).toBe(2);
    expect(after.totals.orders).toBe(after.days.reduce((sum, day) => sum + day.orders, 0));
    expect(after.stats.users_registered).toBeGreaterThan(before.stats.users_registered);

    const [low] = await store.database.query<{ id: number }>(
      'select id from products where not is_preorder and not is_bundle order by id limit 1');
    const [preorder] = await store.database.query<{ id: number }>('select id from products where is_preorder order by id limit 1');
    await store.database.query(`update game_keys set status = 'revoked' where product_id = $1 and status = 'available'
      and id not in (select id from game_keys where product_id = $1 and status = 'available' order by id limit 1)`, [low!.id]);
    const lowNow = (await read()).low_stock;
    expect(lowNow.threshold).toBe(LOW_STOCK_THRESHOLD);
    expect(lowNow.products.find((product) => product.id === low!.id)).toMatchObject({ stock: 1 });
    expect(lowNow.products.some((product) => product.id === preorder?.id)).toBe(false);
  });

  it('approve and reject from the queue: each one audit row naming the operator; a decided request is not decided again', async () => {
    const buyer = await signedInShopper(store, mail);
    const { order, waiting } = await refundsWaitingForReview(store.url, buyer, takeProducts(5));
    const queue = ListRefundQueueResponseSchema.parse(await (await adminRead(operator, 'listRefundQueue')).json()).rows
      .filter((entry) => entry.email === buyer.email);
    expect(queue.map((entry) => entry.order_item_id)).toEqual(waiting.map((item) => item.id));

    const approved = await writeAudited(operator, 'approveRefund', { id: queue[0]!.id });
    expect(await approved.response.json()).toEqual({ id: queue[0]!.id, status: 'refunded', order_item_id: waiting[0]!.id });
    expect(approved.row).toMatchObject({
      actor: operator.email, actor_id: operator.id, action: 'refund.approve', target_id: queue[0]!.id,
      before: { status: 'pending_review' }, after: { status: 'refunded' }, client_address: '127.0.0.1',
    });
    const rejected = await writeAudited(operator, 'rejectRefund', { id: queue[1]!.id, reason: 'Bought for resale' });
    expect(rejected.row).toMatchObject({ action: 'refund.reject', after: { status: 'rejected', reason: 'Bought for resale' } });
    expect((await orderOf(store.url, buyer, order.id))?.order_items.filter((item) => waiting.some((w) => w.id === item.id)).map((item) => item.status))
      .toEqual(['refunded', 'delivered']);
    const decided = await store.database.query<{ decided_by: string }>('select decided_by from refund_requests where id = $1', [queue[0]!.id]);
    expect(decided[0]!.decided_by).toBe(operator.email);

    const count = await auditCount();
    const again = await adminWrite(operator, 'approveRefund', { id: queue[0]!.id });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).details.reason).toBe('NOT_PENDING_REVIEW');
    expect(await auditCount()).toBe(count);
  });
});

describe('users', () => {
  it('search by e-mail or name with paging on the server', async () => {
    const page = ListUsersResponseSchema.parse(await (await adminRead(operator, 'listUsers', { q: shopper.email.toUpperCase() })).json());
    expect(page.rows.map((user) => user.email)).toEqual([shopper.email]);
    expect(page.total).toBe(1);
    const byName = ListUsersResponseSchema.parse(await (await adminRead(operator, 'listUsers', { q: 'fernández', page_size: 10 })).json());
    expect(byName.total).toBeGreaterThan(1);
    expect(byName.rows.length).toBeLessThanOrEqual(10);
    const second = ListUsersResponseSchema.parse(await (await adminRead(operator, 'listUsers', { page: 2, page_size: 10 })).json());
    expect(second.page).toBe(2);
    expect(second.rows.every((user) => !byName.rows.slice(0, 0).includes(user))).toBe(true);
    const wildcard = ListUsersResponseSchema.parse(await (await adminRead(operator, 'listUsers', { q: '%' })).json());
    expect(wildcard.total).toBe(0);
    const operators = ListUsersResponseSchema.parse(await (await adminRead(operator, 'listUsers', { role: 'admin', page_size: 100 })).json());
    expect(operators.rows.map((user) => user.email)).toContain(operator.email);
    expect(operators.rows.every((user) => user.role === 'admin')).toBe(true);
  });

  it('blocking ends the shopper\'s sessions at once and refuses every sign-in; unblocking lets them back; one audit row each', async () => {
    const target = await signedInShopper(store, mail);
    const { id } = (await target.session())!.user;
    const self = await adminWrite(operator, 'blockUser', { id: operator.id });
    expect(self.status).toBe(422);
    expect((await errorOf(self)).details.reason).toBe('NOT_YOURSELF');

    const blocked = await writeAudited(operator, 'blockUser', { id, reason: 'Chargebacks' });
    expect(UserChangeResponseSchema.parse(await blocked.response.json()).user).toMatchObject({ blocked: true, block_reason: 'Chargebacks' });
    expect(blocked.row).toMatchObject({ action: 'user.block', target_id: id, before: { blocked: false }, after: { blocked: true, sessions_ended: 1 } });
    expect(await target.session()).toBeNull();
    expect((await target.get('/api/getUserOrders')).status).toBe(401);

    const password = await authClient(store).post('/api/auth/sign-in/email', { email: target.email, password: SHOPPER_PASSWORD });
    expect(password.status).toBe(403);
    expect((await errorOf(password)).details.reason).toBe('BLOCKED_USER');
    const byCode = authClient(store);
    await byCode.post('/api/auth/email-otp/send-verification-otp', { email: target.email, type: 'sign-in' });
    const code = codeIn(await mail.waitFor(target.email, /sign-in code/));
    const codeSignIn = await byCode.post('/api/auth/sign-in/email-otp', { email: target.email, otp: code });
    expect(codeSignIn.status).toBe(403);
    expect(await byCode.session()).toBeNull();

    const unblocked = await writeAudited(operator, 'unblockUser', { id });
    expect(unblocked.row).toMatchObject({ action: 'user.unblock', before: { blocked: true }, after: { blocked: false } });
    const back = authClient(store);
    expect((await back.post('/api/auth/sign-in/email', { email: target.email, password: SHOPPER_PASSWORD })).status).toBe(200);
    expect((await back.session())?.user.email).toBe(target.email);
  });

  it('a blocked operator loses the back office at once; an operator with two-factor signs in through the TOTP step', async () => {
    const other = await operatorClient(store, mail);
    expect((await adminRead(other, 'getAdminSession')).status).toBe(200);
    await writeAudited(operator, 'blockUser', { id: other.id });
    expect((await adminRead(other, 'getAdminSession')).status).toBe(404);
    await writeAudited(operator, 'unblockUser', { id: other.id });
    const again = authClient(store);
    const first = await again.post('/api/auth/sign-in/email', { email: other.email, password: other.password });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await again.post('/api/auth/two-factor/verify-totp', { code: await totpNow(other.totpURI) })).status).toBe(200);
    expect((await adminRead(again, 'getAdminSession')).status).toBe(200);
  });

  it('granting and removing the operator role leave one audit row each; the last operator keeps it', async () => {
    const target = await signedInShopper(store, mail);
    const { id } = (await target.session())!.user;
    const granted = await writeAudited(operator, 'setUserRole', { id, role: 'admin' });
    expect(granted.row).toMatchObject({ action: 'user.grant_operator', before: { role: 'user' }, after: { role: 'admin' } });
    const removed = await writeAudited(operator, 'setUserRole', { id, role: 'user' });
    expect(removed.row).toMatchObject({ action: 'user.remove_operator', before: { role: 'admin' }, after: { role: 'user' } });
    const count = await auditCount();
    expect((await adminWrite(operator, 'setUserRole', { id, role: 'user' })).status).toBe(200);
    expect(await auditCount()).toBe(count); // Nothing changed, nothing recorded.

    // Every other operator loses the role (or is blocked): the last one cannot lose theirs.
    const others = await store.database.query<{ id: string }>(`select id from "user" where role = 'admin' and not banned and id <> $1`, [operator.id]);
    await store.database.query(`update "user" set role = 'user' where id = any($1::text[])`, [others.map((row) => row.id)]);
    try {
      const last = await adminWrite(operator, 'setUserRole', { id: operator.id, role: 'user' });
      expect(last.status).toBe(409);
      expect((await errorOf(last)).details.reason).toBe('LAST_OPERATOR');
      expect(await auditCount()).toBe(count);
    } finally {
      await store.database.query(`update "user" set role = 'admin' where id = any($1::text[])`, [others.map((row) => row.id)]);
    }
  });
});

describe('the audit log and the newsletter', () => {
  it('lists the actions newest first with filters by actor, action, target and Madrid days, paged', async () => {
    const target = await signedInShopper(store, mail);
    const { id } = (await target.session())!.user;
    await writeAudited(operator, 'blockUser', { id });
    await writeAudited(operator, 'unblockUser', { id });
    const read = async (query: Record<string, string | number>) =>
      ListAuditLogResponseSchema.parse(await (await adminRead(operator, 'listAuditLog', query)).json());
    const forTarget = await read({ target_type: 'user', target_id: id });
    expect(forTarget.rows.map((row) => row.action)).toEqual(['user.unblock', 'user.block']);
    expect(forTarget.rows[0]).toMatchObject({ actor: operator.email, actor_id: operator.id, before: { blocked: true }, after: { blocked: false } });
    expect(forTarget.actions).toEqual(expect.arrayContaining(['user.block', 'user.unblock']));
    expect((await read({ action: 'user.block', target_id: id })).total).toBe(1);
    expect((await read({ actor: operator.email.slice(0, 12), target_id: id })).total).toBe(2);
    expect((await read({ actor: 'cli:', target_id: id })).total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    expect((await read({ from: today, to: today, target_id: id })).total).toBe(2);
    expect((await read({ to: '2020-01-01', target_id: id })).total).toBe(0);
    const paged = await read({ page_size: 10, page: 1 });
    expect(paged.rows.length).toBeLessThanOrEqual(10);
    expect(paged.total).toBeGreaterThanOrEqual(paged.rows.length);
  });

  it('lists the subscribers and exports them as a CSV file', async () => {
    const confirmed = `reader${Date.now()}@example.com`;
    const pending = `later${Date.now()}@example.com`;
    await store.post('/api/subscribeToNewsletter', { email: confirmed }, { headers: { 'accept-language': 'es' } });
    await store.post('/api/subscribeToNewsletter', { email: pending }, {});
    await fetch(linkIn(await mail.waitFor(confirmed), '/api/confirmNewsletter'), { redirect: 'manual' });
    const list = ListSubscribersResponseSchema.parse(await (await adminRead(operator, 'listNewsletterSubscribers', { q: 'example.com', page_size: 100 })).json());
    expect(list.rows.find((row) => row.email === confirmed)).toMatchObject({ status: 'confirmed', language: 'es' });
    expect(list.rows.find((row) => row.email === pending)).toMatchObject({ status: 'pending' });
    const onlyConfirmed = ListSubscribersResponseSchema.parse(await (await adminRead(operator, 'listNewsletterSubscribers', { status: 'confirmed' })).json());
    expect(onlyConfirmed.rows.every((row) => row.status === 'confirmed')).toBe(true);

    const file = await adminRead(operator, 'exportNewsletterSubscribers', { status: 'confirmed' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="pixelkeys-newsletter-confirmed-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await file.text()).split('\r\n');
    expect(lines[0]).toBe('email,language,status,subscribed_at,confirmed_at,unsubscribed_at');
    expect(lines.find((line) => line.startsWith(`${confirmed},`))).toMatch(new RegExp(`^${confirmed.replace(/\./g, '\\.')},es,confirmed,\\d{4}-`));
    expect(lines.some((line) => line.startsWith(pending))).toBe(false);
    expect(lines.at(-1)).toBe('');
  });
});

describe('`npm run admin -- create-admin` (issue 12 §1)', () => {
  const tools = storeForTools('pk-create-admin-');
  const { admin } = tools;

  it('makes an account and mails the link to set a password, through a running store; grants an existing one; works with no store running', async () => {
    const url = await tools.start({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' });
    const email = `boss${Date.now()}@example.com`;

    const made = await tools.adminThroughNpm('create-admin', email.toUpperCase());
    expect(made, made.stderr).toMatchObject({ code: 0 });
    expect(made.stdout).toMatch(/created as an operator/);
    const invite = await mail.waitFor(email, /Pixelkeys back office|trastienda de Pixelkeys/);
    const link = linkIn(invite, '/setpassword');
    expect(new URL(link).pathname).toBe('/setpassword');

    // The new operator signs in with a mailed code, sets a password, and the back office asks for two-factor.
    const owner = authClient({ url });
    await owner.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    expect((await owner.post('/api/auth/sign-in/email-otp', { email, otp: codeIn(await mail.waitFor(email, /sign-in code|código de acceso/)) })).status).toBe(200);
    expect((await owner.post('/api/setPassword', { newPassword: 'amber-lantern-77' })).status).toBe(200);
    const gate = await owner.get('/api/admin/getAdminSession');
    expect(gate.status).toBe(403);
    expect((await errorOf(gate)).details.reason).toBe('TWO_FACTOR_REQUIRED');

    const again = await admin('create-admin', email);
    expect(again.stdout).toMatch(/already an operator/);
    const existing = await signedInShopper({ url }, mail);
    const granted = await admin('create-admin', existing.email);
    expect(granted.stdout).toMatch(/is now an operator/);
    const bad = await admin('create-admin', 'not-an-email');
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringMatching(/invalid_input/) as string });
    expect((await admin('create-admin')).code).toBe(2);

    expect((await tools.stop()).code).toBe(0);

    // No store running: the tool opens the data itself; the invitation waits in the outbox for the next start.
    const night = `night${Date.now()}@example.com`;
    const offline = await admin('create-admin', night, '--language', 'en');
    expect(offline, offline.stderr).toMatchObject({ code: 0 });
    expect(offline.stderr).toMatch(/No store is running/);
    const data = await openDatabase({ databaseUrl: tools.env().DATABASE_URL, dataDir: tools.dataDir, poolSize: 1, warn: () => undefined });
    try {
      const actor = `cli:${userInfo().username}`;
      expect(await data.query('select actor, actor_id, action, target_type from audit_log order by created_at, id')).toEqual([
        { actor, actor_id: null, action: 'user.create_operator', target_type: 'user' },
        { actor, actor_id: null, action: 'user.grant_operator', target_type: 'user' },
        { actor, actor_id: null, action: 'user.create_operator', target_type: 'user' },
      ]);
    } finally {
      await data.close();
    }
    await tools.start({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' });
    expect(linkIn(await mail.waitFor(night, /Pixelkeys back office/), '/setpassword')).toMatch(/\/setpassword$/);
  }, 240_000);
});
