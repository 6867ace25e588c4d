/** Locations of the project's files, whether running from src/ (tsx) or dist/ (compiled). */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'drizzle'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the project root above ${start}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'drizzle');
export const WEB_DIST_DIR = join(PROJECT_ROOT, 'dist', 'web');
export const PUBLIC_DIR = join(PROJECT_ROOT, 'public');
