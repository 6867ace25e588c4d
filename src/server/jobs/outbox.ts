/**
 * The outbox (ARCHITECTURE.md "Data model"): work written in the same transaction as the change that calls
 * for it (a confirmation mail with the order's completion, a refund with a late payment), run after the
 * commit by a worker in every instance. Jobs are taken with FOR UPDATE SKIP LOCKED, so instances share
 * them and none runs twice at once; a job that fails is tried again with back-off; `dedupe_key` keeps
 * one job per purpose however often the change that writes it is retried. A job of a kind no handler here
 * knows is left alone for an instance that knows it (never failed, never retried in a loop).
 */
import type { Logger } from 'pino';
import type { Database, TransactionQuery } from '../db/client.js';

export interface OutboxJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export type OutboxHandler = (job: OutboxJob) => Promise<void>;

export async function enqueue(query: TransactionQuery, kind: string, dedupeKey: string, payload: Record<string, unknown>): Promise<void> {
  await query('insert into outbox (kind, dedupe_key, payload) values ($1, $2, $3) on conflict (dedupe_key) do nothing', [kind, dedupeKey, JSON.stringify(payload)]);
}

const BACKOFF_SECONDS = [5, 30, 120, 600, 3600];
/** Jobs a worker runs at once (the pooled mailer keeps five connections to the relay). */
const JOBS_AT_ONCE = 10;
/** A job taken by a worker that died is taken again after this long. */
const LEASE_SECONDS = 120;
/** How often jobs no handler here takes are reported (they are never taken, so they never fail). */
const UNHANDLED_WARNING_MS = 10 * 60_000;

export interface OutboxWorker {
  /** Runs due jobs now (after a commit that wrote one) instead of at the next tick. */
  poke(): void;
  /** Runs every due job and resolves when none is left (tests, shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function startOutboxWorker(
  { database, logger, handlers, intervalMs = 1000 }: { database: Database; logger: Logger; handlers: Record<string, OutboxHandler>; intervalMs?: number },
): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const kinds = Object.keys(handlers);
  let lastUnhandledCheck = 0;
  /**
   * Jobs of a kind this version has no handler for (written for a module that is not deployed yet, or by a
   * newer instance during a rolling update) are never taken: they wait, untouched and due, for an instance
   * that handles them. Said in a warning now and then, so they are not forgotten.
   */
  const warnAboutUnhandled = async () => {
    if (Date.now() - lastUnhandledCheck < UNHANDLED_WARNING_MS) return;
    lastUnhandledCheck = Date.now();
    const waiting = await database.query<{ kind: string; jobs: number; oldest: Date }>(
      `select kind, count(*)::int as jobs, min(created_at) as oldest from outbox
        where done_at is null and kind <> all($1::text[]) group by kind order by kind`, [kinds]);
    for (const { kind, jobs, oldest } of waiting) {
      logger.warn({ kind, jobs, oldest }, 'outbox jobs of a kind this version has no handler for: left for one that has');
    }
  };

  const runDue = async (): Promise<number> => {
    await warnAboutUnhandled();
    // Taken with a lease: a crash mid-job leaves it to be taken again once the lease ends.
    const jobs = await database.query<OutboxJob>(
      `update outbox o set attempts = attempts + 1, run_after = now() + make_interval(secs => $1)
        where o.id in (select id from outbox where done_at is null and run_after <= now() and kind = any($2::text[])
                        order by run_after, id limit 20 for update skip locked)
        returning o.id, o.kind, o.payload, o.attempts`,
      [LEASE_SECONDS, kinds], 'outbox-take-due');
    const run = async (job: OutboxJob) => {
      const handler = handlers[job.kind]!;
      try {
        await handler(job);
        await database.query('update outbox set done_at = now(), last_error = null where id = $1', [job.id], 'outbox-done');
      } catch (error) {
        const wait = BACKOFF_SECONDS[Math.min(job.attempts - 1, BACKOFF_SECONDS.length - 1)]!;
        logger.error({ err: error, job: job.id, kind: job.kind, attempts: job.attempts }, 'outbox job failed; it will be tried again');
        await database.query('update outbox set run_after = now() + make_interval(secs => $2), last_error = $3 where id = $1',
          [job.id, wait, error instanceof Error ? error.message.slice(0, 1000) : String(error)]);
      }
    };
    // A few jobs at once: a job mostly waits (on the mail relay, the payment provider), and one at a time
    // fell behind the orders it mails about. Jobs are independent; each is marked done on its own.
    let next = 0;
    await Promise.allSettled(Array.from({ length: Math.min(JOBS_AT_ONCE, jobs.length) }, async () => {
      while (next < jobs.length) await run(jobs[next++]!);
    }));
    return jobs.length;
  };

  const round = (): Promise<number> => {
    running ??= runDue()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'outbox round failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const done = await round();
      schedule(done > 0 ? 0 : intervalMs);
    }, delayMs);
    timer.unref();
  }
  schedule(intervalMs);

  return {
    poke: () => schedule(0),
    async drain() {
      await running;
      while ((await round()) > 0) { /* until no job is due */ }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
