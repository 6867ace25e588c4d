/**
 * The one fetch wrapper of the storefront (STYLE.md §6). Calls are `GET|POST /api/<name>`; every answer
 * is parsed with its zod contract, and an error body `{ error: { message } }` becomes an Error with that
 * message, or 'Unknown error' when there is none (spec §8).
 *
 * The schema may be given as a promise: hooks import their contract with `import()` so zod (~25 KB gzip)
 * loads in parallel with the first request instead of before the first paint.
 */
import type { z } from 'zod';

export type QueryValue = string | number | boolean | readonly string[] | undefined | null;
export type ApiQuery = Record<string, QueryValue>;

export const UNKNOWN_ERROR = 'Unknown error';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(message: string, readonly status: number, readonly code?: string, readonly details?: Record<string, unknown>) {
    super(message);
  }
}

export function toQueryString(query: ApiQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function errorFrom(response: Response): Promise<ApiError> {
  let message: string | undefined;
  let code: string | undefined;
  let details: Record<string, unknown> | undefined;
  try {
    const body = (await response.json()) as { error?: { message?: unknown; code?: unknown; details?: unknown } } | null;
    if (typeof body?.error?.message === 'string' && body.error.message) message = body.error.message;
    if (typeof body?.error?.code === 'string') code = body.error.code;
    if (typeof body?.error?.details === 'object' && body.error.details !== null) details = body.error.details as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy page, an empty body): the message stays unknown.
  }
  return new ApiError(message ?? UNKNOWN_ERROR, response.status, code, details);
}

type Send = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Where the calls go. In the browser, fetch; during a server render (entry-server.tsx) the render's own
 * in-process API, looked up per render (AsyncLocalStorage), so two stores in one process never share one.
 */
let serverSend: () => Send | undefined = () => undefined;

export function routeApiCalls(resolve: () => Send | undefined): void {
  serverSend = resolve;
}

const send: Send = (input, init) => (serverSend() ?? fetch)(input, init);

export type SchemaSource<Schema extends z.ZodType> = Schema | PromiseLike<Schema>;

async function parse<Schema extends z.ZodType>(request: Promise<Response>, source: SchemaSource<Schema>): Promise<z.output<Schema>> {
  const [response, schema] = await Promise.all([request, source]);
  if (!response.ok) throw await errorFrom(response);
  return schema.parse(await response.json());
}

/** `cache: 'no-cache'` asks the server again (a 304 when nothing changed) where a read must be fresh (checkout). */
export function apiGet<Schema extends z.ZodType>(
  name: string, query: ApiQuery, schema: SchemaSource<Schema>, signal?: AbortSignal, cache?: RequestCache,
): Promise<z.output<Schema>> {
  const request = send(`/api/${name}${toQueryString(query)}`, {
    headers: { accept: 'application/json' }, credentials: 'same-origin', signal, ...(cache ? { cache } : {}),
  });
  return parse(request, schema);
}

export function apiPost<Schema extends z.ZodType>(
  name: string, body: unknown, schema: SchemaSource<Schema>, signal?: AbortSignal, headers: Record<string, string> = {},
): Promise<z.output<Schema>> {
  const request = send(`/api/${name}`, {
    method: 'POST',
    headers: { ...headers, accept: 'application/json', 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
    signal,
  });
  return parse(request, schema);
}
