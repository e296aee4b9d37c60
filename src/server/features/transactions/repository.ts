import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { TransactionType } from '../../../domain/contract/waivers';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Db } from '../../db/client';
import { leagueTransactions, teams, users } from '../../db/schema';

/** One line of a league's log as a feature writes it. */
export interface TransactionEntry {
  leagueId: string;
  type: TransactionType;
  teamId: string | null;
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
  ['user_id', 'uuid', (entry) => entry.userId],
  ['league_at', 'timestamptz', (entry) => entry.leagueAt.toISOString()],
  ['detail', 'jsonb', (entry) => JSON.stringify({ ...entry.detail, text: entry.text })],
];

/** The league's transactions log: every feature writes its moves here; the league reads it. */
export function createTransactionsRepository(db: Db) {
  return {
    async add(entries: readonly TransactionEntry[]): Promise<void> {
      await bulkInsert(db, 'league_transactions', ENTRY_COLUMNS, entries);
    },

    /** A page of the log, newest first, with each team's name and who did it. */
    page(
      leagueId: string,
      query: { type?: TransactionType; teamId?: string; before?: number },
      limit: number,
    ) {
      return db
        .select({
          id: leagueTransactions.id,
          type: leagueTransactions.type,
          teamId: leagueTransactions.teamId,
          teamName: teams.name,
          user: users.username,
          leagueAt: leagueTransactions.leagueAt,
          createdAt: leagueTransactions.createdAt,
          detail: leagueTransactions.detail,
        })
        .from(leagueTransactions)
        .leftJoin(teams, eq(teams.id, leagueTransactions.teamId))
        .leftJoin(users, eq(users.id, leagueTransactions.userId))
        .where(
          and(
            eq(leagueTransactions.leagueId, leagueId),
            query.type ? eq(leagueTransactions.type, query.type) : undefined,
            query.teamId ? eq(leagueTransactions.teamId, query.teamId) : undefined,
            query.before ? lt(leagueTransactions.id, query.before) : undefined,
          ),
        )
        .orderBy(desc(leagueTransactions.id))
        .limit(limit);
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
