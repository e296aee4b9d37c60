import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openMigratedDatabase } from './db/migrate';
import { importShippedData } from './stats/shipped-data';

// How long in-flight requests get to finish after SIGTERM before the process gives up.
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const database = await openMigratedDatabase(config);
  // A fresh install shows real players at once: the shipped match data is imported once.
  const imported = await importShippedData(database);
  if (imported) {
    console.log(
      `Imported the shipped match data: ${imported.gamesAdded} games, ${imported.playersAdded} players (${imported.elapsedMs} ms)`,
    );
  }
  const app = await buildApp(config, { database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // Stops accepting connections, lets open requests finish, then closes the database.
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.databaseUrl ? 'postgres' : `pglite (${config.dataDir})` },
    'Rift Fantasy is ready',
  );
}

main().catch((error: unknown) => {
  console.error('Rift Fantasy failed to start:', error);
  process.exit(1);
});
