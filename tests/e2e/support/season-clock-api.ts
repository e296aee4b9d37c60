import { type APIRequestContext, expect } from '@playwright/test';
import type { League } from '../../../src/domain/contract/leagues';
import type { Matchup } from '../../../src/domain/contract/season';
import type { TeamDetail } from '../../../src/domain/contract/teams';
import type { LeagueRegion } from '../../../src/domain/vocabulary';
import { call, uniqueName } from './leagues-api';

// Leagues on a replayed season, positioned through the real API: a replay starts at 00:00 of
// its first day, runs at its pace (60 real seconds per fantasy week: a day in under 9 seconds)
// and stands still while paused, so a test pauses it where it wants it.

/** Sunday 6 April 2025: DK–KT at 06:07 and 07:07 UTC, then T1–Gen.G at 08:29, 09:29, 10:34. */
export const T1_GEN_SUNDAY = '2025-04-06';

/** A replay from `from` at `weekSeconds` real seconds a week, paused at once when asked. */
export async function createReplayLeague(
  request: APIRequestContext,
  token: string,
  options: {
    from: string;
    weekSeconds: number;
    paused?: boolean;
    name?: string;
    regions?: LeagueRegion[];
    maxTeams?: number;
  },
): Promise<League> {
  const league = await call<League>(request, 'post', '/leagues', token, {
    name: options.name ?? uniqueName('Replay'),
    description: 'A replayed season, seeded for an end-to-end test',
    maxTeams: options.maxTeams ?? 12,
    isPublic: true,
    regions: options.regions ?? ['KOREA'],
    season: { mode: 'replay', from: options.from, weekSeconds: options.weekSeconds },
  });
  return options.paused ? pauseSeason(request, token, league.id) : league;
}

export const pauseSeason = (request: APIRequestContext, token: string, leagueId: string) =>
  call<League>(request, 'post', `/leagues/${leagueId}/season/pause`, token);

export const resumeSeason = (request: APIRequestContext, token: string, leagueId: string) =>
  call<League>(request, 'post', `/leagues/${leagueId}/season/resume`, token);

/** Asks again and again (every 100 ms) until `done` holds; fails after `timeoutMs`. */
export async function poll<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    expect(Date.now(), `waiting for ${what}`).toBeLessThan(until);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const waitForLeague = (
  request: APIRequestContext,
  token: string,
  leagueId: string,
  done: (league: League) => boolean,
  timeoutMs = 30_000,
) =>
  poll(
    'the league',
    // Past the page's one-second read cache: a fast replay moves hours in a second.
    () => call<League>(request, 'get', `/leagues/${leagueId}?refresh=true`, token),
    done,
    timeoutMs,
  );

export const waitForTeam = (
  request: APIRequestContext,
  token: string,
  teamId: string,
  done: (team: TeamDetail) => boolean,
  timeoutMs = 30_000,
) =>
  poll(
    'the team',
    () => call<TeamDetail>(request, 'get', `/teams/${teamId}`, token),
    done,
    timeoutMs,
  );

export const waitForMatchups = (
  request: APIRequestContext,
  token: string,
  leagueId: string,
  week: number,
  done: (matchups: Matchup[]) => boolean,
  timeoutMs = 30_000,
) =>
  poll(
    `week ${week}'s matchups`,
    () => call<Matchup[]>(request, 'get', `/leagues/${leagueId}/matchups/${week}`, token),
    done,
    timeoutMs,
  );

/**
 * Runs a paused replay until league time reaches `at`, then pauses it again: the league stands
 * at or a little after `at` (a round trip of the API, a few league minutes at a fast pace).
 */
export async function playUntil(
  request: APIRequestContext,
  token: string,
  leagueId: string,
  at: string,
): Promise<League> {
  await resumeSeason(request, token, leagueId);
  await waitForLeague(
    request,
    token,
    leagueId,
    (league) => Date.parse(league.clock.now) >= Date.parse(at),
  );
  return pauseSeason(request, token, leagueId);
}

/** Whether a player of the team is locked now. */
export const isLocked = (team: TeamDetail, playerId: string) =>
  team.lineup.locks.some((lock) => lock.playerId === playerId && lock.locked);
