/**
 * The sandbox's notification sender (sandbox-service.ts): what it records in sandbox_pay_notifications is
 * posted, signed, to the store's webhook and retried with back-off until the store answers 2xx, as a
 * provider's servers would. Every instance sends; SKIP LOCKED and a lease keep one notification to one
 * sender at a time.
 */
import type { Logger } from 'pino';
import type { Database } from '../../../db/client.js';

/** The header a notification's signature travels in. */
export const SIGNATURE_HEADER = 'sandbox-pay-signature';
const BACKOFF_SECONDS = [1, 2, 5, 10, 30, 60];
/** Delivery rounds in flight at once. */
const MAX_ROUNDS = 4;

export interface NotificationDelivery {
  /** Sends what is due now (after a payment wrote a notification) instead of at the next tick. */
  poke(): void;
  start(webhookUrl: string): void;
  /** Stops and waits for the rounds in flight. */
  stop(): Promise<void>;
}

export function createNotificationDelivery({ database, logger, sign }: { database: Database; logger: Logger; sign: (body: string) => string }): NotificationDelivery {
  let webhookUrl: string | undefined;
  let stopped = false;

  /** One round: up to 20 due notifications taken (with a lease), sent at once, then marked in one statement. */
  const deliverDue = async (): Promise<number> => {
    if (!webhookUrl) return 0;
    const due = await database.query<{ id: string; body: string; attempts: number }>(
      `update sandbox_pay_notifications n set attempts = attempts + 1, next_attempt_at = now() + interval '10 seconds'
        where n.id in (select id from sandbox_pay_notifications where delivered_at is null and next_attempt_at <= now()
                        order by next_attempt_at limit 20 for update skip locked)
        returning n.id, n.body, n.attempts`, [], 'sandbox-take-due');
    if (due.length === 0) return 0;
    const results = await Promise.all(due.map(async (notification) => {
      let delivered = false;
      try {
        const response = await fetch(webhookUrl!, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(notification.body) },
          body: notification.body,
          signal: AbortSignal.timeout(10_000),
        });
        // Read to the end, so the connection goes back to the keep-alive pool instead of waiting for GC.
        await response.arrayBuffer();
        delivered = response.ok;
        if (!delivered) logger.warn({ notification: notification.id, status: response.status }, 'sandbox-pay: the store refused a notification; retrying');
      } catch (error) {
        logger.warn({ notification: notification.id, err: error }, 'sandbox-pay: could not deliver a notification; retrying');
      }
      return { id: notification.id, delivered, wait: BACKOFF_SECONDS[Math.min(notification.attempts - 1, BACKOFF_SECONDS.length - 1)]! };
    }));
    await database.query(
      `update sandbox_pay_notifications n
          set delivered_at = case when r.delivered then now() end,
              next_attempt_at = case when r.delivered then n.next_attempt_at else now() + make_interval(secs => r.wait) end
         from unnest($1::text[], $2::boolean[], $3::int[]) as r(id, delivered, wait) where n.id = r.id`,
      [results.map((result) => result.id), results.map((result) => result.delivered), results.map((result) => result.wait)], 'sandbox-mark-sent');
    return due.length;
  };

  // Rounds overlap, up to MAX_ROUNDS at once (each takes its own notifications, SKIP LOCKED): a slow
  // answer from the store holds up only its round. A round that found work starts the next one at once;
  // a tick each second picks up retries whose back-off has passed.
  const rounds = new Set<Promise<void>>();
  let ticker: NodeJS.Timeout | undefined;
  function poke() {
    if (stopped || !webhookUrl || rounds.size >= MAX_ROUNDS) return;
    const round: Promise<void> = deliverDue()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'sandbox-pay: delivery round failed');
        return 0;
      })
      .then((sent) => {
        rounds.delete(round);
        if (sent > 0) poke();
      });
    rounds.add(round);
  }

  return {
    poke,
    start(url) {
      webhookUrl = url;
      ticker = setInterval(poke, 1000);
      ticker.unref();
      poke();
    },
    async stop() {
      stopped = true;
      clearInterval(ticker);
      await Promise.all(rounds);
    },
  };
}
