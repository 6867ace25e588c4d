/**
 * Password hashing for Better Auth: argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane),
 * instead of Better Auth's default scrypt settings (ARCHITECTURE.md "password hashing").
 */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2;
const PARAMETERS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMETERS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}
