/** reportClientError (decision 13): the storefront's error boundary reports a render failure to the server log. */
import { z } from 'zod';

/** The largest report the server reads (issue 9 §4): the longest fields below, JSON-escaped, fit. */
export const REPORT_MAX_BYTES = 16 * 1024;

export const ReportClientErrorBodySchema = z.object({
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  path: z.string().max(2000).optional(),
});
export type ReportClientErrorBody = z.input<typeof ReportClientErrorBodySchema>;
