/**
 * Stops an HTTP server the way a stop should go: no new connections, idle keep-alive connections closed at
 * once, requests in flight answered, and after a deadline whatever is left cut, so that a stuck or slow
 * client cannot hold the stop for ever (and the platform's kill -9 comes later still).
 */
import { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';
import type { Logger } from 'pino';

export const STOP_DEADLINE_MS = 10_000;
/** How often connections that have just become idle (their request answered) are closed. */
const IDLE_SWEEP_MS = 100;

export async function stopServing(server: ServerType, logger: Logger, deadlineMs = STOP_DEADLINE_MS): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if (!(server instanceof Server)) return closed;
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const deadline = setTimeout(() => {
    logger.warn({ deadlineMs }, 'requests still running at the stop deadline: their connections are closed');
    server.closeAllConnections();
  }, deadlineMs);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}
