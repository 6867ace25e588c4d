// Whether a build is current: shared by `npm start`, `npm run admin` and the tests (store processes, the web
// build before the end-to-end files). A build older than any of its sources is stale, and what is stale is
// never run.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root folder, whatever the caller's working folder. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The server as scripts/build-server.mjs compiles it (`tsc -p tsconfig.server.json`), and what it is built from.
 * `stamp` is written only when tsc has succeeded, dated to the moment the build began: a build cut short has
 * none, and a source saved while tsc ran is newer than it.
 */
export const SERVER_BUILD = {
  main: 'dist/server/server/main.js',
  admin: 'dist/server/server/admin/cli.js',
  stamp: 'dist/server/built-at',
  sources: ['src/server', 'src/shared', 'tsconfig.json', 'tsconfig.server.json'],
};

/** The storefront and back office (vite build), and their server bundle. */
export const WEB_BUILD = { outputs: ['dist/web/index.html', 'dist/ssr/entry-server.js'], sources: ['src/web', 'src/admin', 'src/shared'] };

/** The newest change under `path`: a file's time, or a folder's (a file added, renamed or deleted) and its files'. */
function newest(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let time = stats.mtimeMs;
  for (const entry of readdirSync(path)) time = Math.max(time, newest(join(path, entry)));
  return time;
}

/** True when `output` is missing or older than a change under one of `sources` (paths relative to the root, or absolute). */
export function stale(output, sources) {
  const path = resolve(ROOT, output);
  return !existsSync(path) || statSync(path).mtimeMs < Math.max(...sources.map((source) => newest(resolve(ROOT, source))));
}

/** True when the server's build succeeded after the last change to its sources. */
export function serverBuildIsCurrent() {
  return !stale(SERVER_BUILD.stamp, SERVER_BUILD.sources);
}

/** Node's arguments for the built server, as `npm start` runs it (and the tests' store processes when it is current). */
export function builtServerArguments() {
  return ['--enable-source-maps', join(ROOT, SERVER_BUILD.main)];
}

/** True when the web build and its server bundle are both newer than their sources. */
export function webBuildIsCurrent() {
  return WEB_BUILD.outputs.every((output) => !stale(output, WEB_BUILD.sources));
}
