import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query-keys';
import { refreshLeagueScores } from './scores-push';

const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('refreshLeagueScores', () => {
  it('marks the league, its matchups, standings, bracket, teams and players to ask again', () => {
    const client = new QueryClient();
    const keys = [
      queryKeys.league('L1'),
      queryKeys.matchups('L1', 1),
      queryKeys.matchups('L1', 4),
      queryKeys.standings('L1'),
      queryKeys.playoffs('L1'),
      queryKeys.team('T1'),
      queryKeys.players.league('L1'),
      queryKeys.players.detail('P1', 'L1'),
    ];
    const others = [
      queryKeys.league('L2'),
      queryKeys.standings('L2'),
      queryKeys.playoffs('L2'),
      queryKeys.players.league('L2'),
      queryKeys.players.detail('P1', 'L2'),
      // Outside a league a player's page shows every stored game: the clock does not move it.
      queryKeys.players.detail('P1'),
    ];
    for (const key of [...keys, ...others]) {
      client.setQueryData(key, {});
    }

    refreshLeagueScores(client, 'L1');

    for (const key of keys) expect(stale(client, key), key.join('/')).toBe(true);
    for (const key of others) expect(stale(client, key), key.join('/')).toBe(false);
  });
});
