import { eq, type SQL, sql } from 'drizzle-orm';
import { TRANSACTIONS_PAGE_SIZE, type TransactionType } from '../../../domain/contract/waivers';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Db } from '../../db/client';
import { type LeaguePage, PAGE_LEAGUE_ID } from '../../db/league-pages';
import { leagueTransactions, teams, users } from '../../db/schema';

/** One line of a league's log as a feature writes it. */
export interface TransactionEntry {
  leagueId: string;
  type: TransactionType;
  teamId: string | null;
  /** The other team of an entry between two (a trade's receiving side). */
  otherTeamId?: string | null;
  userId: string | null;
  /** League time of the entry. */
  leagueAt: Date;
  /** What happened, after the team's name: 'added Faker, dropped Zeus'. */
  text: string;
  /** What the entry holds besides: players, bids, settings before and after. */
  detail?: Record<string, unknown>;
}

const ENTRY_COLUMNS: readonly BulkColumn<TransactionEntry>[] = [
  ['league_id', 'uuid', (entry) => entry.leagueId],
  ['type', 'text', (entry) => entry.type],
  ['team_id', 'uuid', (entry) => entry.teamId],
  ['other_team_id', 'uuid', (entry) => entry.otherTeamId ?? null],
  ['user_id', 'uuid', (entry) => entry.userId],
  ['league_at', 'timestamptz', (entry) => entry.leagueAt.toISOString()],
  ['detail', 'jsonb', (entry) => ({ ...entry.detail, text: entry.text })],
];

const PAGE_SIZE = sql.raw(String(TRANSACTIONS_PAGE_SIZE));

/** A time as JavaScript's `toISOString` writes it, whatever the session's time zone. */
const isoTime = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A page of a league's log, newest first, as the answer's JSON text (`TransactionsPage`), read
 * with the league's row (`reachLeaguePage`): one statement for the access check and the page.
 * Values: `type`, `teamId` and `before` (an entry id), each null for no filter. A team's
 * filter finds an entry under either of its teams (both sides of a trade); the drops' filter
 * also finds the adds and won claims that dropped a player (each is one entry, of its own type). An
 * entry's summary is its team's name before the text the entry holds; its detail is the rest.
 */
export const TRANSACTIONS_PAGE: LeaguePage = {
  name: 'transactions_page',
  sql: sql`(select json_build_object(
      'entries', coalesce(json_agg(j.entry order by e.id desc) filter (where e.n <= ${PAGE_SIZE}), '[]'),
      'nextBefore', case when count(*) > ${PAGE_SIZE}
        then min(e.id) filter (where e.n <= ${PAGE_SIZE}) end)::text
    from (select x.*, row_number() over (order by x.id desc) as n
          from ${leagueTransactions} x
          where x.league_id = ${PAGE_LEAGUE_ID}
            and (${sql.placeholder('type')}::text is null or x.type = ${sql.placeholder('type')}::text
              or (${sql.placeholder('type')}::text = 'drop' and x.type in ('add', 'claim')
                and x.detail -> 'dropped' is not null))
            and (${sql.placeholder('teamId')}::uuid is null
              or x.team_id = ${sql.placeholder('teamId')}::uuid
              or x.other_team_id = ${sql.placeholder('teamId')}::uuid)
            and (${sql.placeholder('before')}::bigint is null
              or x.id < ${sql.placeholder('before')}::bigint)
          order by x.id desc limit ${PAGE_SIZE} + 1) e
    left join ${teams} t on t.id = e.team_id
    left join ${users} u on u.id = e.user_id
    -- Each entry as a row of the answer's fields: its JSON has no spaces.
    cross join lateral (select row_to_json(r) as entry from (select e.id, e.type,
        e.team_id as "teamId", t.name as "teamName", u.username as "user",
        ${isoTime(sql`e.league_at`)} as "leagueAt", ${isoTime(sql`e.created_at`)} as "createdAt",
        case when t.name <> '' then t.name || ' ' else '' end
          || coalesce(e.detail ->> 'text', '') as summary,
        e.detail - 'text' as detail) r) j)`,
};

/** The filters of a page of the log, as `TRANSACTIONS_PAGE` takes them. */
export const transactionsPageValues = (query: {
  type?: TransactionType | undefined;
  teamId?: string | undefined;
  before?: number | undefined;
}) => ({ type: query.type ?? null, teamId: query.teamId ?? null, before: query.before ?? null });

/** The league's transactions log: every feature writes its moves here; the league reads it. */
export function createTransactionsRepository(db: Db) {
  return {
    async add(entries: readonly TransactionEntry[]): Promise<void> {
      await bulkInsert(db, 'league_transactions', ENTRY_COLUMNS, entries);
    },

    /** Entries of a league, for the tests and the benches. */
    async count(leagueId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(leagueTransactions)
        .where(eq(leagueTransactions.leagueId, leagueId));
      return row?.n ?? 0;
    },
  };
}
