import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/** A column to fill: its name, its PostgreSQL type and how to read its value from a row. */
export type BulkColumn<Row> = readonly [name: string, type: string, value: (row: Row) => unknown];

/**
 * Inserts many rows with one statement and one parameter per column
 * (`insert … select * from unnest($1::text[], $2::int[], …)`): far cheaper than a statement
 * with a parameter per value, on PostgreSQL and PGlite alike. Table and column names come from
 * code, never from input. Returns the rows of `returning`, if any.
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
  const arrays = sql.join(
    columns.map(([, type, value]) => sql`${sql.param(rows.map(value))}::${sql.raw(type)}[]`),
    sql`, `,
  );
  const result = await db.execute(
    sql`insert into ${sql.raw(table)} (${names}) select * from unnest(${arrays}) ${tail}`,
  );
  return (result as unknown as { rows: Result[] }).rows;
}
