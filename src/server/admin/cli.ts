/**
 * `npm run admin -- <command>`: the operator's tool until the back office exists.
 *
 *   refunds list [--json]            the refund requests waiting for review
 *   refunds approve <id>             refund it (keys back to the pool, money back, mail)
 *   refunds reject <id> <reason…>    give the item back to the shopper, with the reason mailed
 *   import-keys, keys …              keys: import, stock, revoke a batch, remedies (keys-cli.ts)
 *   create-admin <email> [--language es|en]
 *                                    make an operator: the role for an existing account, or a new account
 *                                    whose owner is mailed a link to sign in and set a password
 *
 * It talks to the running store through its admin socket (DATA_DIR/admin.sock, admin-socket.ts), so it works
 * while the store holds the embedded database. With no store running it opens the data itself: PostgreSQL
 * directly with DATABASE_URL, or the embedded database under its DATA_DIR lock (refused while a store holds
 * it); the mails and provider refunds it writes to the outbox go out when the store next runs.
 */
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { userInfo } from 'node:os';
import { formatEuros } from '../../shared/money.js';
import { openDatabase } from '../db/client.js';
import { ConfigError, parseToolEnv } from '../env.js';
import { AppError } from '../http/app-error.js';
import type { CreateOperatorOutcome } from '../modules/admin/users-admin.js';
import type { QueuedRefund, ReviewOutcome } from '../modules/refunds/refund-review.js';
import { AdminRequestSchema, runAdminCommand, type AdminRequest } from './admin-commands.js';
import { adminSocketPath } from './admin-socket.js';
import { describeKeyResult, KEYS_USAGE, KeyFileError, parseKeyArguments, toolKeyCipher } from './keys-cli.js';

const USAGE = `Usage: npm run admin -- refunds list [--json]
       npm run admin -- refunds approve <request id>
       npm run admin -- refunds reject <request id> <reason…>
       npm run admin -- create-admin <email> [--language es|en]
${KEYS_USAGE}`;

class UsageError extends Error {}

/** Commands that change nothing: no mail or refund waits for a store to send it. */
const READS = new Set(['refunds.list', 'keys.stock']);

function parseArguments(args: string[]): { command: AdminRequest['command']; json: boolean } {
  const json = args.includes('--json');
  const [area, action, id, ...rest] = args.filter((arg) => arg !== '--json');
  if (area === 'create-admin') {
    const [email, ...options] = [action, id, ...rest].filter((arg) => arg !== undefined);
    const language = options.length === 2 && options[0] === '--language' ? options[1] : undefined;
    if (!email || email.startsWith('--') || (options.length > 0 && !language)) throw new UsageError(USAGE);
    if (language !== undefined && language !== 'es' && language !== 'en') throw new UsageError(USAGE);
    return { command: { name: 'create-admin', email, ...(language ? { language } : {}) }, json };
  }
  const keys = parseKeyArguments(args.filter((arg) => arg !== '--json'));
  if (keys === null) throw new UsageError(USAGE);
  if (keys) return { command: keys, json };
  if (area !== 'refunds') throw new UsageError(USAGE);
  if (action === 'list' && id === undefined) return { command: { name: 'refunds.list' }, json };
  if (action === 'approve' && id && rest.length === 0) return { command: { name: 'refunds.approve', id }, json };
  if (action === 'reject' && id && rest.join(' ').trim()) return { command: { name: 'refunds.reject', id, reason: rest.join(' ') }, json };
  throw new UsageError(USAGE);
}

type Answer = { result: unknown } | { error: { code: string; message: string } };

/** The running store's answer, or undefined when no store listens on the socket. */
function askRunningStore(socketPath: string, body: AdminRequest): Promise<Answer | undefined> {
  if (!existsSync(socketPath)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const call = request({ socketPath, path: '/run', method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => { text += chunk; }).on('end', () => {
        try {
          resolve(JSON.parse(text) as Answer);
        } catch {
          reject(new Error(`The store answered ${response.statusCode} with something that is not JSON`));
        }
      });
    });
    call.on('error', (error: NodeJS.ErrnoException) => {
      // A socket left by a store that stopped uncleanly: nobody listens.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(undefined);
      else reject(error);
    });
    call.end(JSON.stringify(body));
  });
}

async function runHere(env: ReturnType<typeof parseToolEnv>, body: AdminRequest): Promise<Answer> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2, warn: (message) => console.warn(message) });
  try {
    return { result: await runAdminCommand(database, body, { keyCipher: () => toolKeyCipher(env) }) };
  } catch (error) {
    if (error instanceof AppError) return error.toBody();
    if ((error as { code?: string }).code === '42P01') {
      return { error: { code: 'unavailable', message: 'This database has not been migrated to this version yet: start the store once, then try again' } };
    }
    throw error;
  } finally {
    await database.close();
  }
}

function print(command: AdminRequest['command'], result: unknown, json: boolean): void {
  if (json) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  if (command.name === 'refunds.list') {
    const queue = result as QueuedRefund[];
    if (queue.length === 0) {
      console.log('No refund requests wait for review.');
      return;
    }
    for (const entry of queue) {
      console.log([
        entry.id, entry.requested_at, entry.email ?? '(deleted account)', `order ${entry.order_number}`,
        `${entry.quantity} × ${entry.product}`, formatEuros(entry.amount_cents, 'en'), `was ${entry.item_status_before}`,
        `${entry.recent_refunds} refunds in 30 days`,
      ].join('  '));
    }
    return;
  }
  if (command.name.startsWith('keys.')) {
    console.log(describeKeyResult(command as Parameters<typeof describeKeyResult>[0], result).join('\n'));
    return;
  }
  if (command.name === 'create-admin') {
    const { status, user } = result as CreateOperatorOutcome;
    console.log(status === 'created'
      ? `Account ${user.email} created as an operator; a mail invites them to sign in and set a password, then to turn on two-factor.`
      : status === 'granted' ? `${user.email} is now an operator.` : `${user.email} was already an operator: nothing changed.`);
    return;
  }
  const outcome = result as ReviewOutcome;
  console.log(outcome.status === 'refunded'
    ? `Refund request ${outcome.id} approved: item ${outcome.order_item_id} refunded; the shopper is mailed and paid back.`
    : `Refund request ${outcome.id} rejected: item ${outcome.order_item_id} is back in the shopper's orders; they are mailed the reason.`);
}

async function main(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArguments(args);
  } catch (error) {
    console.error((error as Error).message);
    return error instanceof KeyFileError ? 1 : 2;
  }
  const env = parseToolEnv();
  const checked = AdminRequestSchema.safeParse({ operator: `cli:${userInfo().username}`, command: parsed.command });
  if (!checked.success) {
    console.error(`Error (invalid_input): ${checked.error.issues.map((issue) => `${String(issue.path.at(-1) ?? '')}: ${issue.message}`).join('; ')}`);
    return 1;
  }
  const body = checked.data;
  let answer = await askRunningStore(adminSocketPath(env.DATA_DIR), body);
  if (!answer) {
    answer = await runHere(env, body);
    if ('result' in answer && !READS.has(parsed.command.name)) console.warn('No store is running: its mails and payment refunds go out when it next starts.');
  }
  if ('error' in answer) {
    console.error(`Error (${answer.error.code}): ${answer.error.message}`);
    return 1;
  }
  print(parsed.command, answer.result, parsed.json);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
