/** Accounts in the app: Better Auth built from the app's dependencies, its routes, and what it holds open. */
import type { AppDeps, AppHono } from '../../http/context.js';
import { createAccountNotifier } from './account-notifier.js';
import { registerAuthProvidersRoutes } from './auth-providers.routes.js';
import { createAuth, type Auth } from './auth.js';
import { registerAuthRoutes } from './auth.routes.js';
import { registerMyDataRoutes } from './my-data.routes.js';
import { registerSetPasswordRoutes } from './set-password.routes.js';

const INCREMENT_SCRIPT = "local v = redis.call('INCR', KEYS[1]) if v == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return v";

export function registerAccounts(app: AppHono, deps: AppDeps): Auth {
  const { database, env, logger, secrets, mailer, redis, address, limiter } = deps;
  const prefix = `${env.REDIS_PREFIX}auth:`;
  const notifier = createAccountNotifier(mailer, logger);
  const auth = createAuth({
    database, env, logger, notifier, address, limiter, authSecret: secrets.authSecret,
    secondaryStorage: redis && {
      get: (key) => redis.get(prefix + key),
      getAndDelete: (key) => redis.getdel(prefix + key),
      // Atomic: the counter gets its time to live when it is created, and later increments keep it.
      increment: async (key, ttl) =>
        Number(await redis.eval(INCREMENT_SCRIPT, 1, prefix + key, String(ttl))),
      set: async (key, value, ttl) => {
        if (ttl) await redis.set(prefix + key, value, 'EX', ttl);
        else await redis.set(prefix + key, value);
      },
      delete: async (key) => {
        await redis.del(prefix + key);
      },
    },
  });
  registerAuthRoutes(app, auth);
  registerAuthProvidersRoutes(app, deps);
  registerMyDataRoutes(app, deps, auth);
  registerSetPasswordRoutes(app, auth, limiter, (user) => notifier.securityChange(user, 'password'));
  return auth;
}
