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
  // For working on the server while the storefront is mid-change: keep the last build.
  if (process.env.SKIP_WEB_BUILD === '1' && existsSync(built)) return;
  const sources = Math.max(newestMtime('src/web'), newestMtime('src/admin'), newestMtime('src/shared'));
  if (existsSync(built) && statSync(built).mtimeMs > sources) return;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: test what ships.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
