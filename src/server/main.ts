/** Entry point: `npm start` (compiled) and `npm run dev` (tsx). */
import pino from 'pino';
import { ConfigError, parseEnv } from './env.js';
import { stopOnSignals } from './stop-on-signals.js';
import { startStore } from './store.js';

async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: env.LOG_LEVEL });
  let store;
  try {
    store = await startStore(env, logger);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  logger.info({ url: store.url, database: store.database.kind }, 'Pixelkeys is serving');
  stopOnSignals(store, logger);
}

void main();
