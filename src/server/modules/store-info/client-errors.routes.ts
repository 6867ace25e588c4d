/**
 * reportClientError (decision 13). The storefront sends it with navigator.sendBeacon, whose string bodies
 * arrive as text/plain, so the body is read as text and validated with the contract here.
 */
import { ReportClientErrorBodySchema } from '../../../shared/contracts/report-client-error.js';
import { AppError, invalidInput } from '../../http/app-error.js';
import type { AppDeps, AppHono } from '../../http/context.js';

export function registerClientErrorRoutes(app: AppHono, { logger }: AppDeps): void {
  app.post('/api/reportClientError', async (c) => {
    let raw: unknown;
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      throw new AppError('invalid_input', 'The body must be JSON');
    }
    const parsed = ReportClientErrorBodySchema.safeParse(raw);
    if (!parsed.success) throw invalidInput(parsed.error, 'json');
    logger.warn({ reqId: c.get('requestId'), clientError: parsed.data, userAgent: c.req.header('user-agent') }, 'storefront render failure');
    return c.body(null, 204);
  });
}
