/**
 * Better Auth's endpoints under /api/auth/* (ARCHITECTURE.md "API"). The caller's address comes from the
 * socket (or a trusted proxy, http/client-address.ts), never from a header the caller could forge, so rate
 * limits (per address) hold; errors are turned into the store's one error shape `{ error: { code, message,
 * details } }` (http/foreign-errors.ts).
 */
import { clientOf } from '../../http/client-address.js';
import type { AppHono } from '../../http/context.js';
import { toStoreErrorResponse } from '../../http/foreign-errors.js';
import type { Auth } from './auth.js';

/** The header Better Auth reads the client address from (auth.ts advanced.ipAddress). */
export const CLIENT_ADDRESS_HEADER = 'x-pixelkeys-client-address';

export function registerAuthRoutes(app: AppHono, auth: Auth): void {
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientOf(c).address);
    // The body was read once by the input guard (http/input-guard.ts); Hono keeps it.
    const body = c.req.method === 'POST' ? await c.req.text() : undefined;
    const request = new Request(c.req.url, { method: c.req.method, headers, body, signal: c.req.raw.signal });
    const response = await auth.handler(request);
    return response.status >= 400 ? toStoreErrorResponse(response) : response;
  });
}
