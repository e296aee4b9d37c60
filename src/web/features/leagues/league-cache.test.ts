import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { afterClockRefused, afterLeagueFilled } from './league-cache';

const stale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

// What a clock that moved meanwhile changes: the league, the locks on its team pages, who is
// free or on waivers, the claims, and the log that holds the other pause or resume.
const followsTheClock = [
  queryKeys.league('L1'),
  queryKeys.team('T1'),
  queryKeys.players.league('L1'),
  queryKeys.players.detail('P1', 'L1'),
  queryKeys.leagueClaims('L1'),
  queryKeys.leagueTransactions('L1'),
];

function clientWithData(): QueryClient {
  const client = new QueryClient();
  for (const key of [...followsTheClock, queryKeys.league('L2')]) client.setQueryData(key, {});
  return client;
}

describe('afterClockRefused', () => {
  it('asks again for everything the clock moves when Pause or Resume met a 409', () => {
    const client = clientWithData();

    afterClockRefused(client, 'L1', new ApiError('The season is already paused', 409));

    for (const key of followsTheClock) expect(stale(client, key), key.join('/')).toBe(true);
    expect(stale(client, queryKeys.league('L2'))).toBe(false);
  });

  it('leaves the cache alone for any other refusal', () => {
    const client = clientWithData();

    afterClockRefused(client, 'L1', new ApiError('Only the commissioner can do this', 403));
    afterClockRefused(client, 'L1', new Error('offline'));

    for (const key of followsTheClock) expect(stale(client, key), key.join('/')).toBe(false);
  });
});

describe('afterLeagueFilled', () => {
  it('asks again for the league, its teams and everything its new schedule shapes', () => {
    const client = new QueryClient();
    const keys = [
      queryKeys.league('L1'),
      queryKeys.teams('U1'),
      queryKeys.standings('L1'),
      queryKeys.matchups('L1', 1),
      queryKeys.leagueSettings('L1'),
      queryKeys.playoffs('L1'),
    ];
    for (const key of [...keys, queryKeys.standings('L2')]) client.setQueryData(key, {});

    afterLeagueFilled(client, 'U1', 'L1');

    for (const key of keys) expect(stale(client, key), key.join('/')).toBe(true);
    expect(stale(client, queryKeys.standings('L2'))).toBe(false);
  });
});
