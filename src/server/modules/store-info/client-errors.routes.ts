/**
 * reportClientError (decision 13). The storefront sends it with navigator.sendBeacon, whose string bodies
 * arrive as text/plain, so the body is read as text and validated with the contract here. Anyone can call
 * it, so it is bounded (issue 9 §4): a size cap per report, a rate limit per client, and repeated reports
 * sampled (report-sampler.ts), so a script cannot fill the disk with log lines.
 */
import { ErrorBodySchema } from '../../../shared/contracts/common.js';
import { REPORT_MAX_BYTES, ReportClientErrorBodySchema } from '../../../shared/contracts/report-client-error.js';
import { AppError, invalidInput } from '../../http/app-error.js';
import { limitBody } from '../../http/body-limit.js';
import { clientOf } from '../../http/client-address.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { consumeOrThrow } from '../../http/rate-limit.js';
import { reportSampler } from './report-sampler.js';

export const CLIENT_ERROR_LIMIT = { name: 'client-error', points: 10, duration: 60 } as const;
const SAMPLE_WINDOW_MS = 60_000;

export function registerClientErrorRoutes(app: AppHono, { logger, limiter }: AppDeps): void {
  const perClient = limiter(CLIENT_ERROR_LIMIT);
  const sample = reportSampler(SAMPLE_WINDOW_MS);
  const limitReport = limitBody(REPORT_MAX_BYTES, `A report must be at most ${REPORT_MAX_BYTES} bytes`);
  // Documented by hand: the body is text/plain (a beacon), which the typed routes do not validate.
  app.openAPIRegistry.registerPath({
    method: 'post', path: '/api/reportClientError', summary: 'Report a storefront render failure to the server log (decision 13)',
    request: { body: { required: true, content: { 'text/plain': { schema: ReportClientErrorBodySchema } } } },
    responses: {
      204: { description: 'Logged (or counted, when the same failure repeats)' },
      400: { description: 'Not a report', content: { 'application/json': { schema: ErrorBodySchema } } },
      403: { description: 'Not sent by a page of the store', content: { 'application/json': { schema: ErrorBodySchema } } },
      413: { description: `Over ${REPORT_MAX_BYTES} bytes`, content: { 'application/json': { schema: ErrorBodySchema } } },
      429: { description: 'Too many reports from this client', content: { 'application/json': { schema: ErrorBodySchema } } },
    },
  });
  app.post('/api/reportClientError', limitReport, async (c) => {
    await consumeOrThrow(c, perClient, clientOf(c).address, 'TOO_MANY_REPORTS');
    let raw: unknown;
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      throw new AppError('invalid_input', 'The body must be JSON');
    }
    const parsed = ReportClientErrorBodySchema.safeParse(raw);
    if (!parsed.success) throw invalidInput(parsed.error, 'json');
    const report = parsed.data;
    const { log, repeats } = sample([report.message, report.stack?.split('\n', 2)[1] ?? '', report.path ?? ''].join('\u0001'));
    if (log) {
      logger.warn({ reqId: c.get('requestId'), clientError: report, repeatsSinceLastLogged: repeats, userAgent: c.req.header('user-agent')?.slice(0, 300) }, 'storefront render failure');
    }
    return c.body(null, 204);
  });
}
