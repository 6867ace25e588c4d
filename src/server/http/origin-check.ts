/**
 * The store's state-changing calls answer only pages of the store (issue 9 §4), as Better Auth's own
 * endpoints do: a POST must carry an Origin (or, failing that, a Referer) among the trusted origins. It
 * stops a page elsewhere from making a signed-in shopper's browser act (CSRF), whatever SameSite does.
 */
import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null' || !URL.canParse(value)) return undefined;
  return new URL(value).origin;
}

/** `exempt`: calls that are proven by a secret token in the address instead (RFC 8058 one-click). */
export function originCheck(trustedOrigins: readonly string[], exempt: (path: string) => boolean): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt(c.req.path)) return next();
    const origin = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
    if (!origin) throw new AppError('forbidden', 'Missing or null Origin', { reason: 'MISSING_OR_NULL_ORIGIN' });
    if (!trusted.has(origin)) throw new AppError('forbidden', 'Invalid origin', { reason: 'INVALID_ORIGIN' });
    return next();
  };
}
