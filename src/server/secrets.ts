/**
 * AUTH_SECRET and KEY_ENCRYPTION_KEY (ARCHITECTURE.md "Secrets and start-up"). Only the embedded default
 * outside production may generate them, once, into DATA_DIR/secrets.json (mode 0600).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, type Env } from './env.js';

export interface Secrets {
  authSecret: string;
  /** 32 bytes for AES-256-GCM and the HMAC of key codes. */
  keyEncryptionKey: Buffer;
}

interface StoredSecrets { AUTH_SECRET: string; KEY_ENCRYPTION_KEY: string }

export function resolveSecrets(env: Env, warn: (message: string) => void): Secrets {
  let authSecret = env.AUTH_SECRET;
  let keyHex = env.KEY_ENCRYPTION_KEY;
  if (!authSecret || !keyHex) {
    const mayGenerate = !env.DATABASE_URL && env.NODE_ENV !== 'production';
    if (!mayGenerate) {
      const missing = [!authSecret && 'AUTH_SECRET', !keyHex && 'KEY_ENCRYPTION_KEY'].filter(Boolean).join(', ');
      throw new ConfigError(
        `Invalid configuration:\n  ${missing}: required with DATABASE_URL or NODE_ENV=production (see docs/operations.md)`,
      );
    }
    const stored = loadOrCreateStoredSecrets(env.DATA_DIR, warn);
    authSecret ??= stored.AUTH_SECRET;
    keyHex ??= stored.KEY_ENCRYPTION_KEY;
  }
  return { authSecret, keyEncryptionKey: Buffer.from(keyHex, 'hex') };
}

function loadOrCreateStoredSecrets(dataDir: string, warn: (message: string) => void): StoredSecrets {
  const file = join(resolve(dataDir), 'secrets.json');
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
  if (existsSync(file)) return read();
  // 0700 like the opener makes it (data-dir-permissions.ts): the folder holds the database too.
  mkdirSync(resolve(dataDir), { recursive: true, mode: 0o700 });
  const secrets: StoredSecrets = {
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
  // Written whole under a private name, then linked into place: of two first starts at once, one creates
  // the file and the other reads it (never half-written), then meets the DATA_DIR lock's clear refusal.
  const draft = `${file}.${randomBytes(6).toString('hex')}.new`;
  writeFileSync(draft, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  warn(`Generated AUTH_SECRET and KEY_ENCRYPTION_KEY into ${file}: back this file up (docs/operations.md)`);
  return secrets;
}
