/**
 * Errors made elsewhere, turned into the store's one error shape (http/app-error.ts): Better Auth's
 * answers (`{ code: 'INVALID_EMAIL_OR_PASSWORD', message }`, plain text, `http_429`…) keep their own code
 * as `details.reason`, its validation messages ("[body.email] Invalid email address") become `issues`.
 */
import { STATUS_CODES } from 'node:http';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, errorCodeForStatus, invalidInputIssues, type InputIssue } from './app-error.js';

/** "[body.email] Invalid email address; [body] Expected object" → the parameters and their messages. */
export function parseValidationMessage(message: string): InputIssue[] {
  const issues: InputIssue[] = [];
  for (const match of message.matchAll(/\[(body|query)(?:\.([^\]]*))?\] (.*?)(?=; \[(?:body|query)[\].]|$)/gs)) {
    issues.push({ parameter: match[2] || `(${match[1]})`, message: match[3]! });
  }
  return issues;
}

export function appErrorFromForeign(status: number, body: string, headers?: Headers): AppError {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = JSON.parse(body);
    if (value && typeof value === 'object' && !Array.isArray(value)) parsed = value as Record<string, unknown>;
  } catch {
    // Not JSON (some errors are plain text): the text is the message.
  }
  const { code: foreignCode, message: foreignMessage, ...rest } = parsed;
  const message = typeof foreignMessage === 'string' && foreignMessage
    ? foreignMessage
    : body && !body.trimStart().startsWith('<') && body.length < 500 && Object.keys(parsed).length === 0 ? body : STATUS_CODES[status] ?? 'Error';
  if (foreignCode === 'VALIDATION_ERROR') {
    const issues = parseValidationMessage(message);
    if (issues.length > 0) {
      const error = invalidInputIssues(issues, 'json');
      return new AppError(error.code, error.message, { ...error.details, reason: 'VALIDATION_ERROR' });
    }
  }
  const retryAfter = Number(headers?.get('retry-after') ?? headers?.get('x-retry-after'));
  const details = {
    ...rest,
    // http_NNN is Better Auth's code for "no code": the status already says it.
    ...(typeof foreignCode === 'string' && !/^http_\d+$/.test(foreignCode) ? { reason: foreignCode } : {}),
    ...(status === 429 && Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter: Math.ceil(retryAfter) } : {}),
  };
  return new AppError(errorCodeForStatus(status), message, details);
}

/** A Response with the store's error body and the original status and headers (cookies included). */
export async function toStoreErrorResponse(response: Response): Promise<Response> {
  const error = appErrorFromForeign(response.status, await response.text(), response.headers);
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify(error.toBody()), { status: response.status as ContentfulStatusCode, headers });
}
