import type { TransactionType } from '../../../domain/contract/waivers';
import { reachLeaguePage } from '../../access/league-access';
import type { Db } from '../../db/client';
import { repositoriesOf } from '../repositories';
import { TRANSACTIONS_PAGE, transactionsPageValues } from './repository';

/** The league's transactions log, as its members read it. */
export function createTransactionsService(db: Db) {
  const repos = repositoriesOf(db);
  return {
    /** A page of the log as the answer's JSON (`TransactionsPage`), newest first. */
    async page(
      userId: string,
      leagueId: string,
      query: { type?: TransactionType; teamId?: string; before?: number },
    ): Promise<string> {
      const { page } = await reachLeaguePage<string>(repos, leagueId, userId, 'read', {
        ...TRANSACTIONS_PAGE,
        values: transactionsPageValues(query),
      });
      return page;
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
