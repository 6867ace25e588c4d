/**
 * The freshness check of scripts/built.mjs (decision 0041): what `npm start`, `npm run admin` and the tests'
 * store processes rely on never to run a stale build. Times are set explicitly, so the file system's clock
 * resolution plays no part.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stale } from './built.mjs';

const HOUR = 3_600_000;
let root: string;
let sources: string[];
let output: string;
/** When the sources were last written; the output (a stamp: when its build began) is an hour later. */
let then: number;

function at(path: string, time: number) {
  utimesSync(path, new Date(time), new Date(time));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pk-built-'));
  then = Date.now() - 10 * HOUR;
  mkdirSync(join(root, 'src/lib'), { recursive: true });
  for (const file of ['src/main.ts', 'src/lib/money.ts', 'tsconfig.json']) {
    writeFileSync(join(root, file), 'x');
    at(join(root, file), then);
  }
  at(join(root, 'src/lib'), then);
  at(join(root, 'src'), then);
  sources = [join(root, 'src'), join(root, 'tsconfig.json')];
  output = join(root, 'built-at');
  writeFileSync(output, '');
  at(output, then + HOUR);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a build is current only when it is newer than every change to its sources (decision 0041)', () => {
  it('current: the output is newer than every source file and folder', () => {
    expect(stale(output, sources)).toBe(false);
  });

  it('stale: no output (a build that failed or was cut short left no stamp)', () => {
    rmSync(output);
    expect(stale(output, sources)).toBe(true);
  });

  it('stale: a file deep in a source folder changed after the build', () => {
    at(join(root, 'src/lib/money.ts'), Date.now());
    expect(stale(output, sources)).toBe(true);
  });

  it('stale: a source saved after the build began, while it ran (the stamp is dated to its beginning)', () => {
    at(join(root, 'src/main.ts'), then + HOUR + 1_000);
    expect(stale(output, sources)).toBe(true);
  });

  it('stale: a source file deleted after the build (its folder changed)', () => {
    rmSync(join(root, 'src/lib/money.ts'));
    expect(stale(output, sources)).toBe(true);
  });

  it('stale: a source that is a file (a tsconfig) changed after the build', () => {
    at(join(root, 'tsconfig.json'), Date.now());
    expect(stale(output, sources)).toBe(true);
  });
});
