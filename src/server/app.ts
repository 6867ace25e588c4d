/** The HTTP app: API routes, generated media, the built storefront, health checks. */
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { secureHeaders } from 'hono/secure-headers';
import { AppError, errorCodeForStatus, invalidInput } from './http/app-error.js';
import { IMMUTABLE } from './http/cache.js';
import { limitBody } from './http/body-limit.js';
import { clientInfo, parseTrustedProxies } from './http/client-address.js';
import type { AppDeps, AppHono, AppVariables } from './http/context.js';
import { inputGuard } from './http/input-guard.js';
import { originCheck } from './http/origin-check.js';
import { requestHeader, responseHeaders } from './http/response-headers.js';
import { registerAccounts } from './modules/accounts/accounts.js';
import { describeAuthEndpoints } from './modules/accounts/auth-openapi.js';
import { memoizeFor } from './lib/ttl-cache.js';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.js';
import { registerMediaRoutes } from './modules/media/media.routes.js';
import { registerContentRoutes } from './modules/news/content.routes.js';
import { registerNewsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { registerSeoRoutes } from './modules/seo/seo.routes.js';
import { registerSearchRoutes } from './modules/search/search.routes.js';
import { registerPresenceRoutes } from './modules/presence/presence.routes.js';
import { SANDBOX_PATH } from './adapters/payments/sandbox/sandbox-provider.js';
import { sandboxRoutes } from './adapters/payments/sandbox/sandbox.routes.js';
import { registerCheckoutRoutes } from './modules/checkout/checkout.routes.js';
import { registerKeyRoutes } from './modules/keys/keys.routes.js';
import { registerRefundRoutes } from './modules/refunds/refunds.routes.js';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes.js';
import { createMetrics, METRICS_PATH } from './modules/metrics/metrics.js';
import { registerAdminRoutes } from './modules/admin/admin.routes.js';
import { ADMIN_API_PREFIX } from './modules/admin/admin-gate.js';
import { KEY_IMPORT_MAX_BODY_BYTES } from '../shared/contracts/admin/keys.js';
import { MEDIA_UPLOAD_MAX_BODY_BYTES } from '../shared/contracts/admin/media.js';
import { registerWishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { registerStoreInfoRoutes } from './modules/store-info/store-info.routes.js';
import { registerClientErrorRoutes } from './modules/store-info/client-errors.routes.js';
import { PUBLIC_DIR, WEB_DIST_DIR } from './paths.js';

export const MAX_BODY_BYTES = 64 * 1024;
const KEY_IMPORT_PATH = `${ADMIN_API_PREFIX}importKeys`;
/** The image upload (decision 0026): a file as the body, up to 8 MiB, never read as text. */
const MEDIA_UPLOAD_PATH = `${ADMIN_API_PREFIX}uploadMedia`;

/** The calls proven by a secret token in their address, which mail providers make from their servers. */
const ORIGIN_CHECK_EXEMPT = new Set(['/api/unsubscribeFromNewsletter']);
/** The payment provider's notifications come from its servers, signed, with no Origin of the store's. */
const PAYMENT_WEBHOOKS = '/api/paymentWebhook/';
const HSTS = 'max-age=31536000; includeSubDomains';
/** The encodings compress() makes (it still weighs q-values itself). */
const TAKES_COMPRESSION = /gzip|deflate/i;

/** What a path nothing serves answers (and /metrics, to whoever may not read it). */
const nothingHere = (c: Context) => c.json(new AppError('not_found', `Nothing at ${c.req.method} ${c.req.path}`).toBody(), 404);

/** Hono's secureHeaders with the store's policy; http/response-headers.ts works its headers out once. */
function securityHeaders({ env, payments }: AppDeps) {
  // A payment provider's browser component (Stripe's Payment Element) adds its origins; the sandbox none.
  const payment = payments.provider.browserNeeds;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"], scriptSrc: ["'self'", ...(payment?.scriptSrc ?? [])], styleSrc: ["'self'", "'unsafe-inline'"],
      // Uploaded images kept in an S3 bucket are read from its public address (decision 0026).
      imgSrc: ["'self'", 'data:', ...(env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [])],
      mediaSrc: ["'self'"], fontSrc: ["'self'"], connectSrc: ["'self'", ...(payment?.connectSrc ?? [])], objectSrc: ["'none'"], baseUri: ["'self'"],
      ...(payment ? { frameSrc: ["'self'", ...payment.frameSrc] } : {}),
      frameAncestors: ["'none'"], formAction: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none' for browsers that only know the older header.
    xFrameOptions: 'DENY',
    // Sent only over https (http/response-headers.ts): over plain http it means nothing, and on a development machine it
    // would make the browser refuse http://localhost for a year.
    strictTransportSecurity: false,
    permissionsPolicy: {
      camera: [], microphone: [], geolocation: [], usb: [], serial: [], bluetooth: [], hid: [], midi: [],
      magnetometer: [], gyroscope: [], accelerometer: [], browsingTopics: [],
      payment: ['self', ...(payment?.payment ?? [])], fullscreen: ['self'], autoplay: ['self'], clipboardWrite: ['self'],
    },
  });
}

export function createApp(deps: AppDeps): AppHono {
  const { logger, database, env, address } = deps;
  const app: AppHono = new OpenAPIHono<{ Variables: AppVariables }>({
    // Hono's fastest router: one regular expression a method, built once. Hono's default tries it and falls
    // back for good to its TrieRouter, which builds each match anew (4 KiB of garbage a product read), when
    // one route is beyond it (as `/media/:file` beside `/media/art/:kind/:file` was); this one refuses such a
    // route when it is added, so at start-up, naming it.
    router: new RegExpRouter(),
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(result.error, result.target as 'query' | 'json');
    },
  });

  // First, so that it times everything after it (docs/decisions/0022).
  const metrics = createMetrics({ database, logger, metricsToken: env.METRICS_TOKEN, stockSeconds: env.METRICS_STOCK_SECONDS, sandbox: deps.payments.sandbox });
  app.use(metrics.instrument);
  // The request id, the security headers below and HSTS over https, on every answer (http/response-headers.ts).
  app.use(responseHeaders({ security: securityHeaders(deps), hsts: HSTS }));
  app.use(async (c, next) => {
    if (!logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    await next();
    logger.info({
      reqId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    }, 'request');
  });
  app.use(clientInfo(parseTrustedProxies(env.TRUST_PROXY)));
  // ETags are computed from the plain body by the handlers (http/json-snapshot.ts), whatever the encoding.
  // Only reads are compressed: the answers to writes (checkout, payments, notifications, sign-in) are a few
  // hundred bytes of JSON for one caller, and Hono's c.json sets no Content-Length for compress() to
  // weigh against its threshold, so each went through a CompressionStream (web streams and zlib) to save
  // nothing: 7% of the store's CPU in the checkout benchmark (docs/benchmarks.md).
  // A client that takes no compression (Accept-Encoding) skips it: compress() would otherwise look into
  // every answer's headers after its handler, turning a JSON read's plain header object into a web Headers.
  const compressReads = compress();
  app.use((c, next) => (c.req.method === 'GET' && TAKES_COMPRESSION.test(requestHeader(c, 'accept-encoding') ?? '') ? compressReads(c, next) : next()));
  const limitApiBody = limitBody(MAX_BODY_BYTES, `The body must be at most ${MAX_BODY_BYTES} bytes`);
  // Reads carry no body; asking for one would make @hono/node-server build a full web Request (with its
  // AbortController) for every GET.
  // A key file for the back office's import is larger (checked again by importKeys, 413 beyond 2 MiB of text).
  const limitKeyImportBody = limitBody(KEY_IMPORT_MAX_BODY_BYTES, `The body must be at most ${KEY_IMPORT_MAX_BODY_BYTES} bytes`);
  const limitUploadBody = limitBody(MEDIA_UPLOAD_MAX_BODY_BYTES, `The body must be at most ${MEDIA_UPLOAD_MAX_BODY_BYTES} bytes`);
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.path === MEDIA_UPLOAD_PATH) return limitUploadBody(c, next);
    return c.req.path === KEY_IMPORT_PATH ? limitKeyImportBody(c, next) : limitApiBody(c, next);
  });
  app.use('/api/*', inputGuard((path) => path === MEDIA_UPLOAD_PATH));
  // Better Auth checks the origin of its own endpoints (with the same trusted origins).
  app.use('/api/*', originCheck(address.trustedOrigins, (path) => path.startsWith('/api/auth/') || path.startsWith(PAYMENT_WEBHOOKS) || ORIGIN_CHECK_EXEMPT.has(path)));

  registerCatalogRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerContentRoutes(app, deps);
  registerNewsletterRoutes(app, deps);
  registerClientErrorRoutes(app, deps);
  registerStoreInfoRoutes(app, deps);
  registerPresenceRoutes(app, deps);
  const auth = registerAccounts(app, deps);
  registerWishlistRoutes(app, deps, auth);
  registerCheckoutRoutes(app, deps, auth);
  registerKeyRoutes(app, deps, auth);
  registerRefundRoutes(app, deps, auth);
  registerInvoiceRoutes(app, deps, auth);
  registerAdminRoutes(app, deps, auth);
  const document = memoizeFor(Number.POSITIVE_INFINITY, async () => {
    const store = app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'Pixelkeys API', version: '1.0.0', description: 'Calls of the store specification §7, and the account endpoints. Amounts in euros.' },
    });
    const accountEndpoints = await describeAuthEndpoints(auth);
    return {
      ...store,
      paths: { ...store.paths, ...accountEndpoints.paths },
      components: { ...store.components, schemas: { ...store.components?.schemas, ...accountEndpoints.components?.schemas } },
    };
  });
  app.get('/api/openapi.json', async (c) => c.json(await document()));
  app.all('/api/*', (c) => {
    throw new AppError('not_found', `No API call ${c.req.method} ${c.req.path}`);
  });

  if (deps.payments.sandbox) app.route(SANDBOX_PATH, sandboxRoutes(deps.payments.sandbox));

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // Before the storefront's pages (registerSeoRoutes), which would answer any other GET with the shell.
  app.get(METRICS_PATH, (c) => metrics.serve(c, nothingHere));
  app.get('/readyz', async (c) => {
    try {
      await database.query('select 1');
      return c.json({ status: 'ready' });
    } catch {
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  registerMediaRoutes(app, deps);
  app.use('/media/*', serveStatic({ root: PUBLIC_DIR }));
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', IMMUTABLE);
  });
  // The build wrote each asset brotli- and gzip-compressed too (vite.config.ts): served as they are, with
  // Content-Encoding, which compress() leaves alone.
  app.use('/assets/*', serveStatic({ root: WEB_DIST_DIR, precompressed: true }));
  // Built files at the root of the storefront (favicon, manifest…); pages themselves go through the SEO shell.
  const serveBuilt = serveStatic({ root: WEB_DIST_DIR });
  app.use('*', (c, next) => (/\/[^/]+\.(?!html$)[a-z0-9]+$/i.test(c.req.path) ? serveBuilt(c, next) : next()));
  app.all('/media/*', (c) => c.json(new AppError('not_found', `No file ${c.req.path}`).toBody(), 404));
  app.all('/assets/*', (c) => c.json(new AppError('not_found', `No file ${c.req.path}`).toBody(), 404));
  registerSeoRoutes(app, deps);
  app.notFound(nothingHere);

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(new AppError(errorCodeForStatus(error.status), error.message || 'Bad request').toBody(), error.status);
    }
    logger.error({ err: error, reqId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return c.json(new AppError('internal', 'Something went wrong on our side').toBody(), 500);
  });
  // The router's matchers are built now rather than by the first request, which would then wait for them.
  app.router.match('GET', '/');
  return app;
}
