import { Worker } from 'node:worker_threads';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { openMigratedDatabase } from './db/migrate';
import { standardOutput } from './logger';
import { importShippedData } from './stats/shipped-data';

// How long in-flight requests get to finish after SIGTERM before the process gives up.
const SHUTDOWN_GRACE_MS = 10_000;
// How much later the watchdog thread kills the process if even giving up could not run.
const WATCHDOG_EXTRA_MS = 2_000;
// How long the last log lines may take to reach the log reader once everything is closed.
const LOG_DRAIN_MS = 1_000;

/**
 * Kills this process after `ms`, from a thread of its own: its timer fires even when the main
 * thread never returns to its event loop. The exit is a SIGKILL, so nothing can delay it.
 */
function startWatchdog(ms: number): void {
  const watchdog = new Worker(
    `setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${Math.round(ms)});`,
    // Plain JavaScript: the thread must not load the TypeScript loader the main thread uses.
    { eval: true, execArgv: [], stdout: true, stderr: true },
  );
  // It never keeps the process alive by itself; an ordinary exit simply ends it.
  watchdog.unref();
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();

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
    // npm start forwards a terminal's Ctrl-C, so one keypress can arrive twice: close once.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // The deadline holds whatever happens below. The timer here covers a close that hangs on
    // I/O; the watchdog thread covers the main thread itself being stuck (a library looping
    // synchronously, an exit handler that blocks), which would starve any timer of ours.
    startWatchdog(SHUTDOWN_GRACE_MS + WATCHDOG_EXTRA_MS);
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      // Stops accepting connections, closes live sockets with 1001, lets open requests
      // finish, then closes the database.
      await app.close();
      process.exitCode = 0;
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    }
    // The last lines get a moment to reach a reader that is still there; a gone or stalled
    // one is not waited for.
    await standardOutput.drained(LOG_DRAIN_MS);
    // Exit explicitly: a handle some library left open must not keep the process alive.
    process.exit();
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
