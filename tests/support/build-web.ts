/** Builds the web app (storefront and back office) once before the end-to-end tests, when it is missing or older than its sources. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WEB_BUILD, webBuildIsCurrent } from '../../scripts/built.mjs';

export default function setup(): void {
  // For working on the server while the storefront is mid-change: keep the last build.
  if (process.env.SKIP_WEB_BUILD === '1' && WEB_BUILD.outputs.every((output) => existsSync(join(ROOT, output)))) return;
  // The browser's bundle and the storefront's server bundle (server-drawn pages, docs/decisions/0027).
  if (webBuildIsCurrent()) return;
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: test what ships.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--ssr', 'entry-server.tsx', '--outDir', '../../dist/ssr'], { stdio: 'inherit', env });
}
