/**
 * The store as the benchmark steps run it: production mode, listening on a free local port, a public address of
 * its own, the demo operator, and fixed secrets (nothing they protect outlives the run). A step adds its database,
 * data folder, pool and log level.
 */
import { DEMO_OPERATOR, parseEnv, type Env } from '../src/server/env.js';

/** Secrets of a benchmark's store: fixed, so that runs are alike; never a real store's. */
export const BENCH_SECRETS = {
  AUTH_SECRET: 'bench-auth-secret-0123456789abcdefghijklmnopqrstuv',
  KEY_ENCRYPTION_KEY: 'b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2',
} as const;

export function benchStoreEnv(settings: Record<string, string>): Env {
  return parseEnv({
    PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', PUBLIC_URL: 'https://pixelkeys.example',
    ...DEMO_OPERATOR, ...BENCH_SECRETS, ...settings,
  });
}
