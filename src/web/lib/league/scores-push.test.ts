import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query-keys';
import { refreshLeagueScores, refreshLeaguesAfterGap } from './scores-push';

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

describe('refreshLeaguesAfterGap', () => {
  it('refreshes every league the tab has read, and nothing of a league it has not', () => {
    const client = new QueryClient();
    for (const key of [
      queryKeys.league('L1'),
      queryKeys.league('L2'),
      queryKeys.leagueClaims('L1'),
      queryKeys.standings('L2'),
      queryKeys.standings('L3'),
    ]) {
      client.setQueryData(key, {});
    }

    refreshLeaguesAfterGap(client);

    expect(stale(client, queryKeys.league('L1'))).toBe(true);
    expect(stale(client, queryKeys.leagueClaims('L1'))).toBe(true);
    expect(stale(client, queryKeys.standings('L2'))).toBe(true);
    expect(stale(client, queryKeys.standings('L3'))).toBe(false);
  });
});
