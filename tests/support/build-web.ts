/** Builds the web app (storefront and back office) once before the end-to-end tests, when it is missing or older than its sources. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export default function setup(): void {
  const built = 'dist/web/index.html';
  // The storefront's server bundle (server-drawn pages, docs/decisions/0027), built after the browser's.
  const serverBuilt = 'dist/ssr/entry-server.js';
  // For working on the server while the storefront is mid-change: keep the last build.
  if (process.env.SKIP_WEB_BUILD === '1' && existsSync(built) && existsSync(serverBuilt)) return;
  const sources = Math.max(newestMtime('src/web'), newestMtime('src/admin'), newestMtime('src/shared'));
  if (existsSync(serverBuilt) && existsSync(built) && statSync(built).mtimeMs > sources && statSync(serverBuilt).mtimeMs > sources) return;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: test what ships.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--ssr', 'entry-server.tsx', '--outDir', '../../dist/ssr'], { stdio: 'inherit', env });
}
