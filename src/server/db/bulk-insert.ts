import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A column to fill: its name, its PostgreSQL type and how to read its value from a row, as
 * JSON holds it (a jsonb column takes the object itself, not its text).
 */
export type BulkColumn<Row> = readonly [name: string, type: string, value: (row: Row) => unknown];

/**
 * Inserts many rows with one statement and one parameter: the rows as one JSON document that
 * `json_to_recordset` reads back into typed columns. Far cheaper than a parameter per value, and
 * cheaper than a typed array per column (the driver escapes each element of those one by one),
 * on PostgreSQL and PGlite alike. Table and column names come from code, never from input.
 * Returns the rows of `returning`, if any.
 */
export async function bulkInsert<Row, Result = Record<string, unknown>>(
  db: Db,
  table: string,
  columns: readonly BulkColumn<Row>[],
  rows: readonly Row[],
  tail: SQL = sql``,
): Promise<Result[]> {
  if (rows.length === 0) return [];
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  const types = sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '));
  const document = JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map(([name, , value]) => [name, value(row)]))),
  );
  const result = await db.execute(
    sql`insert into ${sql.raw(table)} (${names})
        select ${names} from json_to_recordset(${document}::json) as r(${types}) ${tail}`,
  );
  return (result as unknown as { rows: Result[] }).rows;
}
