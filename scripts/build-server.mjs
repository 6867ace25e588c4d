#!/usr/bin/env node
// The server's build (`npm run build`'s last step, and `npm start`'s when it is stale): tsc over
// tsconfig.server.json, then a stamp dated to the moment the build began (scripts/built.mjs). The old stamp goes
// first, so a build that fails or is cut short leaves the server stale, and the tool and the tests run the sources.
import { spawnSync } from 'node:child_process';
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, SERVER_BUILD } from './built.mjs';

const stamp = join(ROOT, SERVER_BUILD.stamp);
const began = new Date();
rmSync(stamp, { force: true });
const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { cwd: ROOT, stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
writeFileSync(stamp, `${began.toISOString()}\n`);
utimesSync(stamp, began, began);
