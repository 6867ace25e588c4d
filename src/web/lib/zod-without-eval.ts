/**
 * Zod compiles object parsers with `new Function` when it may, and probes whether it may by trying it. The
 * store's Content-Security-Policy forbids eval, so the probe is a CSP violation in every page's console
 * and issues panel (Lighthouse's inspector-issues, issue 13 §2). This is zod's `config({ jitless: true })`,
 * written where zod keeps its configuration (one object on globalThis, shared by every copy of zod) so the
 * first download does not take zod's core for one call (3.6 KB gzip). Imported first by main.tsx, before any
 * schema module is evaluated: zod reads the setting when a schema is built and then skips the probe.
 * tests/e2e/audit-fixes.test.ts proves no page reports the violation.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
