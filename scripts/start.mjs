#!/usr/bin/env node
// `npm start`: builds what is not built (storefront and server), then runs the server, which migrates
// (under a lock), seeds the demo catalogue into an empty database and serves.
import { execFileSync, spawn } from 'node:child_process';
import { builtServerArguments, serverBuildIsCurrent, webBuildIsCurrent } from './built.mjs';

if (!webBuildIsCurrent()) {
  console.log('Building the storefront…');
  // The production bundle whatever NODE_ENV the caller has (a development React is several times slower).
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
  // Its server bundle, which draws the public pages (docs/decisions/0027).
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--ssr', 'entry-server.tsx', '--outDir', '../../dist/ssr'], { stdio: 'inherit', env });
}
if (!serverBuildIsCurrent()) {
  console.log('Building the server…');
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
const child = spawn(process.execPath, builtServerArguments(), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// Killed by a signal (kill -9, the OOM killer) is a failure, not a clean stop.
child.on('exit', (code) => process.exit(code ?? 1));
