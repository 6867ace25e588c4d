/**
 * Better Auth's endpoints under /api/auth/* (ARCHITECTURE.md "API"). The caller's address comes from the
 * socket, never from a header the caller could forge, so rate limits (per address) hold; errors are turned
 * into the store's one error shape `{ error: { code, message, details } }`.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppHono } from '../../http/context.js';
import type { Auth } from './auth.js';

/** The header Better Auth reads the client address from (auth.ts advanced.ipAddress). */
export const CLIENT_ADDRESS_HEADER = 'x-pixelkeys-client-address';

export function registerAuthRoutes(app: AppHono, auth: Auth): void {
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, getConnInfo(c).remote.address ?? 'unknown');
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    return response.status >= 400 ? toStoreError(response) : response;
  });
}

export async function toStoreError(response: Response): Promise<Response> {
  const body = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(body) as Record<string, unknown>;
  } catch {
    // Not JSON (Better Auth answers some errors as plain text): keep the text as the message.
  }
  const { code, message, ...details } = parsed;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  const error = {
    code: typeof code === 'string' ? code : `http_${response.status}`,
    message: typeof message === 'string' ? message : body || response.statusText,
    details,
  };
  return new Response(JSON.stringify({ error }), { status: response.status, headers });
}
