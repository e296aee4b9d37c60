import {
  type LeagueTransaction,
  TRANSACTIONS_PAGE_SIZE,
  type TransactionsPage,
  type TransactionType,
} from '../../../domain/contract/waivers';
import { reachLeague } from '../../access/league-access';
import type { Db } from '../../db/client';
import { repositoriesOf } from '../repositories';

/** The league's transactions log, as its members read it. */
export function createTransactionsService(db: Db) {
  const repos = repositoriesOf(db);
  return {
    async page(
      userId: string,
      leagueId: string,
      query: { type?: TransactionType; teamId?: string; before?: number },
    ): Promise<TransactionsPage> {
      await reachLeague(repos, leagueId, userId, 'read');
      const rows = await repos.transactions.page(leagueId, query, TRANSACTIONS_PAGE_SIZE + 1);
      const shown = rows.slice(0, TRANSACTIONS_PAGE_SIZE);
      return {
        entries: shown.map((row): LeagueTransaction => {
          const { text, ...detail } = row.detail as { text?: string } & Record<string, unknown>;
          const said = text ?? '';
          return {
            id: row.id,
            type: row.type as TransactionType,
            teamId: row.teamId,
            teamName: row.teamName,
            user: row.user,
            leagueAt: row.leagueAt.toISOString(),
            createdAt: row.createdAt.toISOString(),
            summary: row.teamName ? `${row.teamName} ${said}` : said,
            detail,
          };
        }),
        nextBefore: rows.length > TRANSACTIONS_PAGE_SIZE ? (shown.at(-1)?.id ?? null) : null,
      };
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
