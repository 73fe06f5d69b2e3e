import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DatabaseStartupError } from './db/startup-error.js';
import { prepareShutdown } from './http/shutdown.js';

/** The most a stop may take; past it something is stuck, and the process says so by its exit code. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig();
  // Libraries read the mode from the environment: React renders public pages with its production build unless told otherwise.
  process.env.NODE_ENV = config.NODE_ENV;
  // A promise nobody awaited (a dropped connection's late error) is logged, never a reason to stop serving.
  process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason));
  // The database opens while the rest of the server loads (the embedded one takes most of a second).
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir, durable: config.PGLITE_FSYNC });
  database.catch(() => undefined);
  const { buildApp } = await import('./app.js');
  const app = await buildApp(config, { database: await database });
  const shutdown = prepareShutdown(app);
  await app.uploads.sweepIncoming();
  // Then every hour, on whichever instance takes the job (storage/sweep.ts, loaded with the app).
  const { ensureSweepScheduled } = await import('./storage/sweep.js');
  await ensureSweepScheduled(app.db, app.clock());
  await app.listen({ host: config.HOST, port: config.PORT });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    await shutdown.drain(config.SHUTDOWN_GRACE_SECONDS * 1000);
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseStartupError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
