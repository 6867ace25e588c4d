/**
 * DATA_DIR holds e-mails, password hashes, sessions and the key secrets: only its owner may read it.
 * The folder is 0700, which alone shuts every other local user out; the files in it lose their group and
 * other bits too, so that a copy or a looser parent folder does not expose them. PGlite writes its files
 * with explicit modes (0666 after initdb, 0644 for pg_internal.init) whatever the umask, hence the repair
 * after it opens and after it closes, not only a umask.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

const GROUP_AND_OTHER = 0o077;

/** Creates `dataDir` (and missing parents) 0700, and makes everything this process creates owner-only. */
export function createPrivateDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // process.umask(mask) throws in worker threads; there the folder's 0700 and the repairs still hold.
  if (isMainThread) process.umask(GROUP_AND_OTHER);
}

/** `chmod -R go-rwx dataDir`, without following symbolic links; returns how many entries it changed. */
export function removeGroupAndOtherAccess(path: string): number {
  const stats = lstatSync(path, { throwIfNoEntry: false });
  if (!stats || stats.isSymbolicLink()) return 0;
  let changed = 0;
  if (stats.mode & GROUP_AND_OTHER) {
    chmodSync(path, stats.mode & 0o7777 & ~GROUP_AND_OTHER);
    changed++;
  }
  if (stats.isDirectory()) {
    for (const name of readdirSync(path)) changed += removeGroupAndOtherAccess(join(path, name));
  }
  return changed;
}
