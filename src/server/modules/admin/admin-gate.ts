/**
 * The back office's door (decision 0020). Every call lives under `/api/admin/<name>`: reads are GET with a
 * query, writes POST with a JSON body, each with a zod contract in src/shared/contracts/admin/.
 *
 * - Anyone who is not an operator (no session, a shopper, a blocked user) gets exactly the 404 of an
 *   unknown API call, before the input is even read: the back office does not exist for them.
 * - An operator (user.role = 'admin') without two-factor gets 403 `forbidden`, `details.reason`
 *   TWO_FACTOR_REQUIRED, on every call: the back office asks for enrolment before anything else.
 * - Answers are `private, no-store`; the calls stay out of the public /api/openapi.json.
 *
 * A module adds a call in a few lines:
 *
 *   adminRead(app, { name: 'listThings', summary: '…', query: ListThingsQuerySchema, response: ListThingsResponseSchema },
 *     async (query, { operator }) => listThings(database, query));
 *   adminWrite(app, { name: 'hideThing', summary: '…', body: HideThingBodySchema, response: ThingSchema },
 *     async (body, { actor }) => database.transaction(async (tx) => { …change…; await recordAudit(tx, actor, {…}); }));
 *
 * Every write changes the data and records its one audit row (recordAudit, modules/audit/audit.ts) in one
 * transaction; `actor` is the operator as the audit log names them (id, e-mail, client address).
 */
import { createRoute, type z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { TWO_FACTOR_REQUIRED } from '../../../shared/contracts/admin/common.js';
import { ErrorBodySchema } from '../../../shared/contracts/common.js';
import { AppError } from '../../http/app-error.js';
import { neverCache } from '../../http/cache.js';
import { clientOf } from '../../http/client-address.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { jsonResponse } from '../../http/openapi-responses.js';
import type { AuditActor } from '../audit/audit.js';
import type { Auth } from '../accounts/auth.js';

export const ADMIN_API_PREFIX = '/api/admin/';

export interface Operator {
  id: string;
  email: string;
  name: string;
}

export interface AdminCall {
  operator: Operator;
  /** The operator as the audit log records them. */
  actor: AuditActor;
  c: Context;
}

/** The 404 every unknown API call gets (app.ts), word for word. */
export const unknownApiCall = (c: Context) => new AppError('not_found', `No API call ${c.req.method} ${c.req.path}`);

const operators = new WeakMap<Request, Operator>();

/** The operator a gated call runs for (only inside `/api/admin/*`, after the gate). */
export function operatorOf(c: Context): Operator {
  const operator = operators.get(c.req.raw);
  if (!operator) throw new Error('operatorOf() outside the back-office gate');
  return operator;
}

/** The AuditActor of the operator making this call: their id, their e-mail as the label, the client's address. */
export function operatorActor(c: Context): AuditActor {
  const operator = operatorOf(c);
  return { id: operator.id, label: operator.email, clientAddress: clientOf(c).address };
}

/** The gate, on every `/api/admin/*` path: registered before any admin call (registerAdminRoutes). */
export function adminGate({ database }: Pick<AppDeps, 'database'>, auth: Auth): MiddlewareHandler {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw unknownApiCall(c);
    // Read from the row, not the session: a role removed or a block takes effect on the next call.
    const [user] = await database.query<{ id: string; email: string; name: string; role: string; banned: boolean; two_factor_enabled: boolean }>(
      'select id, email, name, role, banned, two_factor_enabled from "user" where id = $1', [session.user.id], 'admin.gate');
    if (!user || user.role !== 'admin' || user.banned) throw unknownApiCall(c);
    neverCache(c);
    if (!user.two_factor_enabled) {
      throw new AppError('forbidden', 'The back office needs two-factor authentication: turn it on first', { reason: TWO_FACTOR_REQUIRED });
    }
    operators.set(c.req.raw, { id: user.id, email: user.email, name: user.name });
    await next();
    neverCache(c);
  };
}

const error = (description: string) => jsonResponse(ErrorBodySchema, description);
const GATE_RESPONSES = {
  403: error('An operator without two-factor (TWO_FACTOR_REQUIRED), or not sent by a page of the store'),
  404: error('Not an operator: the same answer as an unknown call'),
};

type Handler<I, O> = (input: I, call: AdminCall) => Promise<O>;

const callOf = (c: Context): AdminCall => ({ operator: operatorOf(c), actor: operatorActor(c), c });

/** One admin call: its route (hidden from the public OpenAPI document), validated input, the operator's call. */
function adminRoute(
  app: AppHono, method: 'get' | 'post', spec: { name: string; summary: string }, request: object, responses: object,
  respond: (c: Context, input: unknown, call: AdminCall) => Promise<Response>, validated: 'query' | 'json' = method === 'get' ? 'query' : 'json',
): void {
  const route = createRoute({
    method, path: `${ADMIN_API_PREFIX}${spec.name}`, summary: spec.summary, hide: true, tags: ['back office'],
    request: request as never, responses: { 400: error('Invalid input'), ...GATE_RESPONSES, ...responses },
  });
  app.openapi(route, async (c) => (await respond(c, c.req.valid(validated as never), callOf(c))) as never);
}

/** A back-office read: `GET /api/admin/<name>` with `query` validated; answers `response` as JSON. */
export function adminRead<Q extends z.ZodType, R extends z.ZodType>(
  app: AppHono, spec: { name: string; summary: string; query: Q; response: R }, handler: Handler<z.output<Q>, z.input<R>>,
): void {
  adminRoute(app, 'get', spec, { query: spec.query }, { 200: jsonResponse(spec.response, 'The answer') },
    async (c, input, call) => c.json(await handler(input as z.output<Q>, call) as never, 200));
}

/** A back-office write: `POST /api/admin/<name>` with the JSON `body` validated; answers `response`. */
export function adminWrite<B extends z.ZodType, R extends z.ZodType>(
  app: AppHono, spec: { name: string; summary: string; body: B; response: R }, handler: Handler<z.output<B>, z.input<R>>,
): void {
  adminRoute(app, 'post', spec, { body: { required: true, content: { 'application/json': { schema: spec.body } } } },
    { 200: jsonResponse(spec.response, 'Done'), 409: error('The state does not allow it'), 422: error('A rule refuses it') },
    async (c, input, call) => c.json(await handler(input as z.output<B>, call) as never, 200));
}

/**
 * A back-office download: `GET /api/admin/<name>` with `query` validated; the handler answers the file
 * itself (a CSV with its Content-Type and Content-Disposition, set through `call.c`).
 */
export function adminDownload<Q extends z.ZodType>(
  app: AppHono, spec: { name: string; summary: string; query: Q; contentType: string },
  handler: (input: z.output<Q>, call: AdminCall) => Promise<Response>,
): void {
  adminRoute(app, 'get', spec, { query: spec.query }, { 200: { description: 'The file', content: { [spec.contentType]: { schema: { type: 'string' } } } } },
    async (_c, input, call) => handler(input as z.output<Q>, call));
}

/**
 * A back-office upload: `POST /api/admin/<name>?<query>` whose body is a file (`contentTypes`, raw or a
 * multipart form), read by the handler through `call.c`; `query` validated; answers `response` as JSON.
 * The app gives its path a body limit of its own and leaves the body unread by the input guard (app.ts).
 */
export function adminUpload<Q extends z.ZodType, R extends z.ZodType>(
  app: AppHono, spec: { name: string; summary: string; query: Q; response: R; contentTypes: string[] },
  handler: Handler<z.output<Q>, z.input<R>>,
): void {
  const file = { schema: { type: 'string', format: 'binary' } };
  const content = Object.fromEntries(spec.contentTypes.map((type) => [type, type === 'multipart/form-data'
    ? { schema: { type: 'object', properties: { file: file.schema }, required: ['file'] } } : file]));
  adminRoute(app, 'post', spec, { query: spec.query, body: { required: true, content } },
    { 200: jsonResponse(spec.response, 'Stored'), 413: error('The file or the image is too large'), 415: error('Not a file type taken') },
    async (c, input, call) => c.json(await handler(input as z.output<Q>, call) as never, 200), 'query');
}
