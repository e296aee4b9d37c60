import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { queryRows } from './sql';

/**
 * What any authenticated request may write, refused or not, so a fingerprint leaves it out:
 * the last-seen time every request touches, a live room's heartbeat, the login budget
 * (attempts per address and failures per account are counted whatever the answer), and the
 * league pages a read keeps with the change counts that triggers derive from the other tables'
 * writes (decision 019), which a fingerprint of those tables already covers.
 */
const IGNORED_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  users: ['last_seen_at'],
  draft_presence: ['seen_at'],
};
const IGNORED_TABLES: readonly string[] = ['auth_throttle', 'league_pages', 'league_changes'];

/** One hash per table of the public schema: equal fingerprints mean equal contents. */
export type Fingerprint = Readonly<Record<string, string>>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

// The tables do not change during a test file; the query that hashes them is built once per db.
const queries = new WeakMap<Db, Promise<string>>();

async function fingerprintQuery(db: Db): Promise<string> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (IGNORED_TABLES.includes(table)) continue;
    if (IGNORED_COLUMNS[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  if (byTable.size === 0) throw new Error('no tables in the public schema');
  // Each row as text, sorted, so the hash depends on the contents and not on physical order.
  return [...byTable]
    .map(
      ([table, names]) =>
        `select ${quoteLiteral(table)} as name,
                count(*) || ':' || coalesce(md5(string_agg(r, E'\\n' order by r)), '') as hash
         from (select row(${names.map(quoteIdent).join(', ')})::text as r
               from ${quoteIdent(table)}) rows`,
    )
    .join('\nunion all\n');
}

/** Hashes the contents of every table in one statement. */
export async function fingerprint(db: Db): Promise<Fingerprint> {
  let query = queries.get(db);
  if (!query) {
    query = fingerprintQuery(db);
    queries.set(db, query);
  }
  const rows = await queryRows<{ name: string; hash: string }>(db, sql.raw(await query));
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

/** The tables whose contents differ between two fingerprints, sorted. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
