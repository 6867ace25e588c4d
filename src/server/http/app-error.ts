/** The one error model (STYLE.md §6): AppError(code, message, details) mapped to HTTP in one place. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

export const ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  business_rule: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }

  toBody() {
    return { error: { code: this.code, message: this.message, ...(this.details === undefined ? {} : { details: this.details }) } };
  }
}

/** A 400 naming each offending parameter: "Invalid query parameter 'page': must be …". */
export function invalidInput(error: ZodError, where: 'query' | 'body' | 'json' | 'param'): AppError {
  const place = where === 'query' ? 'query parameter' : where === 'param' ? 'path parameter' : 'field';
  const details = error.issues.map((issue) => ({
    // A query parameter is named as a whole ('platform', not 'platform.0'); a body field by its path.
    parameter: (where === 'query' ? String(issue.path[0] ?? '') : issue.path.map(String).join('.')) || '(body)',
    message: issue.message,
  }));
  const message = details.map((detail) => `Invalid ${place} '${detail.parameter}': ${detail.message}`).join('; ');
  return new AppError('invalid_input', message, details);
}
