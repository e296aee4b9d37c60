import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query-keys';
import { refreshLeagueScores } from './scores-push';

const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('refreshLeagueScores', () => {
  it("marks the league's page, matchups, standings and team pages for asking again", () => {
    const client = new QueryClient();
    const keys = [
      queryKeys.league('L1'),
      queryKeys.matchups('L1', 1),
      queryKeys.matchups('L1', 4),
      queryKeys.standings('L1'),
      queryKeys.team('T1'),
    ];
    for (const key of [...keys, queryKeys.league('L2'), queryKeys.standings('L2')]) {
      client.setQueryData(key, {});
    }

    refreshLeagueScores(client, 'L1');

    for (const key of keys) expect(stale(client, key), key.join('/')).toBe(true);
    expect(stale(client, queryKeys.league('L2'))).toBe(false);
    expect(stale(client, queryKeys.standings('L2'))).toBe(false);
  });
});
