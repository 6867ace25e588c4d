/**
 * Requests Node's HTTP parser refuses before the app sees them (headers over 16 KiB: 431; a malformed
 * request line: 400; a request that took too long to arrive: 408). Node answers them with an empty body;
 * here they get the store's one error shape like every other error (issue 9 §5). So do Node's 417 for an
 * Expect header other than 100-continue and its silent close of a CONNECT, which the fuzz test found.
 */
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { RequestError } from '@hono/node-server';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { AppError, errorCodeForStatus } from './app-error.js';

const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/** Writes an error answer straight to the socket, in the one shape, and closes it. */
function endWithError(socket: Duplex, status: number, message: string, reason: string): void {
  const body = JSON.stringify(new AppError(errorCodeForStatus(status), message, { reason }).toBody());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function answerParserErrors(server: Pick<Server, 'on'>): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = STATUS_BY_CODE[error.code ?? ''] ?? 400;
    const message = status === 431 ? 'The request headers are too large' : status === 408 ? 'The request took too long to arrive' : 'The request could not be read';
    endWithError(socket, status, message, error.code ?? 'BAD_REQUEST');
  });
}

/**
 * CONNECT asks for a tunnel, which the store is not: Node closed the connection without a word when
 * nothing listened (found by the fuzz test). It gets a 405 in the one error shape.
 */
export function refuseTunnels(server: Pick<Server, 'on'>): void {
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    endWithError(socket, 405, 'This server is not a proxy: CONNECT is not allowed', 'CONNECT_NOT_ALLOWED');
  });
}

/**
 * An `Expect` the store cannot meet (anything but 100-continue, which Node answers itself) is refused as
 * RFC 9110 §10.1.1 allows, with 417, but in the one error shape instead of Node's empty body.
 */
export function answerUnmetExpectations(server: Pick<Server, 'on'>): void {
  server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify(new AppError('expectation_failed', 'The Expect header asks for what this server does not do', { reason: 'UNSUPPORTED_EXPECTATION' }).toBody());
    // The body (if any) is not read: the connection closes after the answer.
    response.writeHead(417, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Connection: 'close' });
    response.end(body);
    request.resume();
  });
}

/**
 * A request Node parsed but @hono/node-server cannot make a web Request of (a target such as `*` or an
 * absolute URL it refuses, a Host that is no host): it answered 400 with a text body (found by the fuzz
 * test). Anything else thrown outside the app is a 500, in the shape too.
 */
export function answerUnbuildableRequest(error: unknown): Response {
  const status = error instanceof RequestError ? 400 : 500;
  const body = status === 400
    ? new AppError('invalid_input', `The request could not be read: ${(error as Error).message}`, { reason: 'BAD_REQUEST_TARGET' })
    : new AppError('internal', 'Something went wrong on our side');
  return Response.json(body.toBody(), { status });
}
