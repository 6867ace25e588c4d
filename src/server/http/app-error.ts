/**
 * The one error model (STYLE.md §6): AppError(code, message, details) mapped to HTTP in one place. Every
 * error the server sends, its own, Better Auth's (auth.routes.ts) and Node's (http/client-errors.ts),
 * has the body `{ error: { code, message, details } }`: `code` is one of ERROR_STATUS, `details` always an
 * object (ErrorDetailsSchema in src/shared/contracts/common.ts).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ErrorDetails } from '../../shared/contracts/common.js';

export const ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  expectation_failed: 417,
  business_rule: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The store's code for an HTTP status that comes from elsewhere (Better Auth, Hono, Node). */
export function errorCodeForStatus(status: number): ErrorCode {
  const known = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);
  return known ?? (status >= 500 ? 'internal' : 'invalid_input');
}

export class AppError extends Error {
  readonly details: ErrorDetails;

  constructor(
    readonly code: ErrorCode,
    message: string,
    details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.details = details;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }

  toBody() {
    return { error: { code: this.code, message: this.message, details: this.details } };
  }
}

export type InputIssue = { parameter: string; message: string };

/** A 400 naming each offending parameter: "Invalid query parameter 'page': must be …". */
export function invalidInputIssues(issues: InputIssue[], where: 'query' | 'body' | 'json' | 'param'): AppError {
  const place = where === 'query' ? 'query parameter' : where === 'param' ? 'path parameter' : 'field';
  const message = issues.map((issue) => `Invalid ${place} '${issue.parameter}': ${issue.message}`).join('; ');
  return new AppError('invalid_input', message, { issues });
}

export function invalidInput(error: ZodError, where: 'query' | 'body' | 'json' | 'param'): AppError {
  // A query parameter is named as a whole ('platform', not 'platform.0'); a body field by its path.
  const nameOf = (path: readonly PropertyKey[]) => (where === 'query' ? String(path[0] ?? '') : path.map(String).join('.')) || '(body)';
  return invalidInputIssues(error.issues.flatMap((issue) => issue.code === 'unrecognized_keys'
    // A strict contract reports its unknown parameters together, at the object: each is named on its own.
    ? issue.keys.map((key) => ({ parameter: nameOf([...issue.path, key]), message: 'is not a parameter of this call' }))
    : [{ parameter: nameOf(issue.path), message: issue.message }]), where);
}
