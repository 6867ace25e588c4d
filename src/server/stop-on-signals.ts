/**
 * SIGINT and SIGTERM stop the store cleanly: it stops taking connections, answers the requests in flight,
 * closes its resources and the database (whose lock goes with it), says so and exits 0. A second signal
 * during the stop ends the process at once with 1; the next start then recovers the database from its
 * write-ahead log and says so.
 */
import type { Logger } from 'pino';

/**
 * A signal this soon after the first is the same stop delivered twice, not an impatient operator: Ctrl-C
 * reaches both `npm start`'s wrapper (which forwards it) and the server, and systemd signals every process
 * of the service.
 */
export const REPEATED_SIGNAL_MS = 1_000;

export function stopOnSignals(store: { close(): Promise<void> }, logger: Logger, exit: (code: number) => void = process.exit): void {
  let stopStartedAt: number | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopStartedAt === undefined) {
      stopStartedAt = Date.now();
      logger.info({ signal }, 'shutting down');
      store.close().then(
        () => {
          logger.info('Pixelkeys stopped cleanly');
          exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'the stop failed');
          exit(1);
        },
      );
      return;
    }
    if (Date.now() - stopStartedAt < REPEATED_SIGNAL_MS) return;
    logger.warn({ signal }, 'second signal during the stop: exiting at once; the next start recovers the database from its write-ahead log');
    exit(1);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
