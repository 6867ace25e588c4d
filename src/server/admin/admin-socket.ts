/**
 * The local admin socket (ARCHITECTURE.md "One opener for the embedded database"): the running store
 * serves operator commands on a Unix socket in DATA_DIR, so `npm run admin` works while the store holds
 * the embedded database, and on either engine. Only the folder's owner can reach it: DATA_DIR is 0700 and
 * the socket 0600. HTTP over the socket, one JSON request per call: POST /run → { result } or the store's
 * error body.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';
import { AppError, invalidInput } from '../http/app-error.js';
import { MAX_IMPORT_BYTES } from '../modules/keys/import-keys.js';
import { AdminRequestSchema, runAdminCommand, type AdminTools } from './admin-commands.js';

export const ADMIN_SOCKET_NAME = 'admin.sock';
/** A key import's text, JSON-escaped (a quote or backslash takes two bytes), and the rest of the request. */
const MAX_REQUEST_BYTES = 2 * MAX_IMPORT_BYTES + 16 * 1024;
/** Unix socket paths are at most 107 bytes on Linux (104 on macOS). */
const MAX_SOCKET_PATH = 100;

export const adminSocketPath = (dataDir: string) => join(resolve(dataDir), ADMIN_SOCKET_NAME);

export interface AdminSocket {
  /** Where it listens; undefined when it could not (see the warning logged). */
  path: string | undefined;
  close(): Promise<void>;
}

/** Whether a live process answers on the socket (another store sharing this DATA_DIR, on PostgreSQL). */
function isAnswered(path: string): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export async function serveAdminSocket(
  { dataDir, database, logger, afterChange, tools }: { dataDir: string; database: Database; logger: Logger; afterChange(): void; tools?: AdminTools },
): Promise<AdminSocket> {
  const path = adminSocketPath(dataDir);
  if (path.length > MAX_SOCKET_PATH) {
    logger.warn({ path }, 'DATA_DIR is too long a path for the admin socket: `npm run admin` cannot reach this store (give it a shorter DATA_DIR)');
    return { path: undefined, close: async () => undefined };
  }
  try {
    // With PostgreSQL nothing else may have made the folder; the socket's own 0600 is what shuts others out.
    mkdirSync(resolve(dataDir), { recursive: true, mode: 0o700 });
  } catch (error) {
    logger.warn({ err: error, path }, 'no admin socket (DATA_DIR cannot be created): `npm run admin` cannot reach this store');
    return { path: undefined, close: async () => undefined };
  }
  if (existsSync(path)) {
    if (await isAnswered(path)) {
      logger.warn({ path }, 'another store serves the admin socket of this DATA_DIR: `npm run admin` talks to that one');
      return { path: undefined, close: async () => undefined };
    }
    rmSync(path, { force: true }); // Left by a store that did not stop cleanly.
  }
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/run') return answer(404, new AppError('not_found', 'POST /run only').toBody());
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      void (async () => {
        try {
          if (size > MAX_REQUEST_BYTES) throw new AppError('payload_too_large', `A request is at most ${MAX_REQUEST_BYTES} bytes`);
          let raw: unknown;
          try {
            raw = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            throw new AppError('invalid_input', 'The request must be JSON');
          }
          const parsed = AdminRequestSchema.safeParse(raw);
          if (!parsed.success) throw invalidInput(parsed.error, 'json');
          const result = await runAdminCommand(database, parsed.data, tools);
          // Never a key file's text in the log.
          const { command } = parsed.data;
          logger.info({ operator: parsed.data.operator, command: 'text' in command ? { ...command, text: `(${command.text.length} characters)` } : command }, 'admin command');
          afterChange();
          answer(200, { result });
        } catch (error) {
          if (error instanceof AppError) return answer(error.status, error.toBody());
          logger.error({ err: error }, 'admin command failed');
          answer(500, new AppError('internal', error instanceof Error ? error.message : String(error)).toBody());
        }
      })();
    });
  });
  try {
    await new Promise<void>((listening, failed) => {
      server.once('error', failed);
      server.listen(path, () => {
        server.off('error', failed);
        listening();
      });
    });
    chmodSync(path, 0o600);
  } catch (error) {
    // The store serves its shoppers all the same; the operator is told why the tool cannot reach it.
    server.close();
    logger.warn({ err: error, path }, 'no admin socket: `npm run admin` cannot reach this store');
    return { path: undefined, close: async () => undefined };
  }
  const { ino } = lstatSync(path);
  return {
    path,
    close: () => new Promise<void>((closed) => {
      server.close(() => closed());
      server.closeAllConnections();
      // Removed if it is still the one this store made (a file under that name now may be another's).
      try {
        if (lstatSync(path).ino === ino) rmSync(path, { force: true });
      } catch {
        // Gone already.
      }
    }),
  };
}
