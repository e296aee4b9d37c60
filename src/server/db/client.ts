import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { isDatabaseUnavailable } from './connection-errors';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw statement outside Drizzle (advisory locks). */
  exec(sql: string): Promise<void>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` (delivered on commit, from
   * any connection to this database), and `onGap` each time listening resumes after its
   * connection was lost, when notifications may have been missed. Resolves once listening;
   * the result stops it.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A dumped PGlite data directory to start from (tests clone a migrated template). */
  loadDataDir?: Blob | File;
  /** Keep PGlite in memory only (tests). */
  inMemory?: boolean;
}

/** PostgreSQL when a URL is given, otherwise PGlite persisted under `dataDir/db`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options);
}

async function openPostgres(connectionString: string): Promise<Database> {
  // A request waits at most 5 s for a connection: with the database gone it fails (503)
  // rather than hanging, and the pool reconnects by itself once the database is back.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // A connection can die at any moment (a failover, a restart, an administrator). The pool
  // listens on idle connections only, and an 'error' event nobody listens to ends the
  // process, so every connection gets a listener of its own for its whole life; the query
  // in flight fails with the same error and its request answers 503.
  const lost = (error: Error) => console.error(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  // Fail at start, with the driver's reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  db.transaction = (work, config) => transactionOnPool(pool, work, config);
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    listen: (channel, handler, onGap) => listenPostgres(connectionString, channel, handler, onGap),
    close: () => pool.end(),
  };
}

/**
 * A transaction on a connection of its own that always goes back to the pool, also when
 * `begin` or `rollback` fails; a connection that broke is closed rather than reused.
 * (Drizzle's own leaves the connection checked out when `begin` fails.)
 */
async function transactionOnPool<T>(
  pool: pg.Pool,
  work: Parameters<Db['transaction']>[0],
  config: Parameters<Db['transaction']>[1],
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const session = drizzleNodePg({ client, schema }) as unknown as Db;
    return (await session.transaction(work, config)) as T;
  } catch (error) {
    if (isDatabaseUnavailable(error)) broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * LISTEN needs a connection of its own that stays open. If it drops (a server restart), it is
 * opened again after a second, so the instance keeps hearing the others.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handler: (payload: string) => void,
  onGap: () => void = () => {},
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    const lost = () => {
      if (stopped || client !== next) return;
      client = null;
      next.end().catch(() => {});
      retry = setTimeout(reopen, 1000);
    };
    next.on('error', (error) => {
      console.error(`PostgreSQL LISTEN ${channel} connection lost: ${error.message}`);
      lost();
    });
    next.on('end', lost);
    client = next;
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
  };
  const reopen = () => {
    connect().then(onGap, (error: Error) => {
      console.error(`PostgreSQL LISTEN ${channel} failed, retrying: ${error.message}`);
      client = null;
      if (!stopped) retry = setTimeout(reopen, 1000);
    });
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  let unlock = () => {};
  if (!options.inMemory) {
    dataDir = `${options.dataDir}/db`;
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    listen: async (channel, handler) => {
      const stop = await client.listen(channel, handler);
      return () => stop();
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * PGlite has no lock of its own and two processes on one directory corrupt it, so the
 * directory is claimed with a pid file; a stale claim (its process gone) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The database in ${dataDir} is in use by process ${owner}. Stop that process first, or use PostgreSQL (DATABASE_URL) to share a database.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the database in ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
