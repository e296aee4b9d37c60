import type { SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** Rows of a raw query; both drivers answer with `{ rows }`. */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
