/**
 * The back office's side in tests (decision 0020): an operator (user.role = 'admin') with two-factor on,
 * signed in, for API and end-to-end tests. `operatorClient` makes one; `totpNow` gives the current code of
 * their authenticator (for signing in again in a browser); `adminRead` and `adminWrite` call
 * `/api/admin/<name>` as a page of the back office does.
 */
import { base32 } from '@better-auth/utils/base32';
import { expect } from 'vitest';
import { createOTP } from '@better-auth/utils/otp';
import type { Database } from '../../src/server/db/client.js';
import { buyPaid, refund } from './after-sale-client.js';
import { signedInShopper, type AuthClient } from './auth-client.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';
import { startTestStore, type TestStore } from './test-store.js';

/** The password signedInShopper gives every shopper. */
export const SHOPPER_PASSWORD = 'violet-harbour-42';

/** The current 6-digit code of the authenticator enrolled with `totpURI`. */
export function totpNow(totpURI: string): Promise<string> {
  const secret = new TextDecoder().decode(base32.decode(new URL(totpURI).searchParams.get('secret')!));
  return createOTP(secret, { digits: 6, period: 30 }).totp();
}

/** Turns TOTP on for a signed-in client with a password; answers the authenticator's URI. */
export async function enrolTotp(client: AuthClient, password = SHOPPER_PASSWORD): Promise<string> {
  const enable = await client.post('/api/auth/two-factor/enable', { password });
  if (enable.status !== 200) throw new Error(`two-factor/enable: ${enable.status} ${await enable.text()}`);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const verify = await client.post('/api/auth/two-factor/verify-totp', { code: await totpNow(totpURI) });
  if (verify.status !== 200) throw new Error(`two-factor/verify-totp: ${verify.status} ${await verify.text()}`);
  return totpURI;
}

/** Gives an account the operator role, as `npm run admin -- create-admin` would (without its audit row). */
export async function makeOperator(database: Database, email: string): Promise<void> {
  await database.query(`update "user" set role = 'admin' where email = $1`, [email]);
}

export type OperatorClient = AuthClient & { id: string; email: string; password: string; totpURI: string };

/**
 * A new operator, signed in, with two-factor on (unless `twoFactor: false`: the back office then answers
 * 403 TWO_FACTOR_REQUIRED). The store must mail through `mail` and run with AUTH_RATE_LIMITS=off.
 */
export async function operatorClient(
  store: Pick<TestStore, 'url' | 'database'>, mail: MailCatcher, { twoFactor = true, language = 'en' }: { twoFactor?: boolean; language?: string } = {},
): Promise<OperatorClient> {
  const client = await signedInShopper(store, mail, language);
  await makeOperator(store.database, client.email);
  const totpURI = twoFactor ? await enrolTotp(client) : '';
  const id = (await client.session())!.user.id;
  return Object.assign(client, { id, password: SHOPPER_PASSWORD, totpURI });
}

/** `GET /api/admin/<name>?<query>` (a read) or `POST /api/admin/<name>` with `body` (a write). */
export function adminRead(client: AuthClient, name: string, query: Record<string, string | number | boolean> = {}): Promise<Response> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return client.get(`/api/admin/${name}${search.size ? `?${search}` : ''}`);
}

export const adminWrite = (client: AuthClient, name: string, body: unknown): Promise<Response> => client.post(`/api/admin/${name}`, body);

export const auditCount = async (database: Database) => (await database.query<{ n: number }>('select count(*)::int as n from audit_log'))[0]!.n;

export interface AuditRow {
  actor: string; actor_id: string; action: string; target_type: string; target_id: string; before: unknown; after: unknown; client_address: string;
}

/** Runs an admin write, proves it answered 200 and left exactly one audit row, and answers the response and that row. */
export async function writeAudited(database: Database, client: AuthClient, name: string, body: unknown): Promise<{ response: Response; row: AuditRow }> {
  const before = await auditCount(database);
  const response = await adminWrite(client, name, body);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(await auditCount(database)).toBe(before + 1);
  const [row] = await database.query<AuditRow>(
    `select actor, actor_id, action, target_type, target_id, before, after, client_address from audit_log order by created_at desc, id desc limit 1`);
  return { response, row: row! };
}

/**
 * Puts a shopper's refund requests in the operator's review queue (decision 19): buys one of each of
 * `productIds` (at least 4) and asks a refund of each; past the third in 30 days they wait for review.
 * Answers the order and the items waiting.
 */
export async function refundsWaitingForReview(url: string, shopper: AuthClient, productIds: number[]) {
  if (productIds.length < 4) throw new Error('The 4th refund in 30 days is the first to wait for review');
  const { order } = await buyPaid(url, shopper, productIds.map((product_id) => ({ product_id, quantity: 1 })));
  const waiting = [];
  for (const item of order.order_items) {
    const answer = (await (await refund(url, shopper, item.id)).json()) as { status: string };
    if (answer.status === 'pending_refund') waiting.push(item);
  }
  return { order, waiting };
}

/** What a back-office API test file works with: its store, the mail catcher it mails to, an operator and a shopper. */
export interface AdminTestBench { store: TestStore; mail: MailCatcher; operator: OperatorClient; shopper: AuthClient & { email: string } }

/**
 * For a back-office API test file's `beforeAll`: a mail catcher, a store that mails to it with
 * AUTH_RATE_LIMITS=off, an operator with two-factor on and a signed-in shopper. Close it with
 * `closeAdminTestBench` in `afterAll`.
 */
export async function startAdminTestBench(): Promise<AdminTestBench> {
  const mail = await startMailCatcher();
  const store = await startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' }).catch(async (error: unknown) => {
    await mail.close();
    throw error;
  });
  const [operator, shopper] = await Promise.all([operatorClient(store, mail), signedInShopper(store, mail)]);
  return { store, mail, operator, shopper };
}

/** Closes what startAdminTestBench started (either may be missing when it failed). */
export async function closeAdminTestBench({ store, mail }: Partial<Pick<AdminTestBench, 'store' | 'mail'>>): Promise<void> {
  await store?.close();
  await mail?.close();
}
