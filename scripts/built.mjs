// Whether a build is current: shared by `npm start`, `npm run admin` and the tests that run the store as a
// process. A build older than any of its sources is stale, and what is stale is never run.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root folder, whatever the caller's working folder. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The server as `tsc -p tsconfig.server.json` (the last step of `npm run build`) writes it, and its sources. */
export const SERVER_BUILD = { main: 'dist/server/server/main.js', admin: 'dist/server/server/admin/cli.js', sources: ['src/server', 'src/shared'] };

function newest(dir) {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    time = Math.max(time, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return time;
}

/** True when `output` (relative to the root) is missing or older than a file under one of `sources`. */
export function stale(output, sources) {
  const path = join(ROOT, output);
  return !existsSync(path) || statSync(path).mtimeMs < Math.max(...sources.map((source) => newest(join(ROOT, source))));
}

/** True when the built server is there and newer than every source of the server. */
export function serverBuildIsCurrent() {
  return !stale(SERVER_BUILD.main, SERVER_BUILD.sources);
}
