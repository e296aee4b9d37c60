import type { APIRequestContext } from '@playwright/test';
import type { League } from '../../../src/domain/contract/leagues';
import type { Playoffs } from '../../../src/domain/contract/playoffs';
import type { Team } from '../../../src/domain/contract/teams';
import type { PlayoffTeams } from '../../../src/domain/vocabulary';
import { type CreatedUser, createUser } from './fixtures';
import { call, createTeam, fillLeague, uniqueName } from './leagues-api';
import { createReplayLeague, poll } from './season-clock-api';

// Leagues with a bracket, on a replay that stands paused until the test runs it.

export interface PlayoffLeague {
  owner: CreatedUser;
  league: League;
  /** The commissioner's own team; the others are bots without players. */
  team: Team;
}

/**
 * A paused replay from `from` at a week a minute: the commissioner's team and bots up to
 * `teams`, a schedule of `weeks`, and `playoffs.teams` in the bracket. Weeks are final the
 * moment they end (no grace for late data), so a round is decided as soon as it is over.
 */
export async function createPlayoffLeague(
  request: APIRequestContext,
  options: {
    from: string;
    teams: number;
    weeks: number;
    playoffs: { teams: PlayoffTeams; consolation?: boolean };
  },
): Promise<PlayoffLeague> {
  const owner = await createUser(request, 'commish');
  const created = await createReplayLeague(request, owner.token, {
    from: options.from,
    weekSeconds: 60,
    paused: true,
    name: uniqueName('Playoff League'),
  });
  const team = await createTeam(request, owner.token, created.id, uniqueName('Faker Fans'));
  await fillLeague(request, owner.token, created.id, options.teams);
  await call(request, 'patch', `/leagues/${created.id}/settings`, owner.token, {
    playoffs: { teams: options.playoffs.teams, consolation: options.playoffs.consolation ?? false },
    locks: { finalGraceHours: 0 },
  });
  const league = await call<League>(
    request,
    'post',
    `/leagues/${created.id}/schedule`,
    owner.token,
    {
      weeks: options.weeks,
    },
  );
  return { owner, league, team };
}

export const getPlayoffs = (request: APIRequestContext, token: string, leagueId: string) =>
  call<Playoffs>(request, 'get', `/leagues/${leagueId}/playoffs`, token);

export const waitForPlayoffs = (
  request: APIRequestContext,
  token: string,
  leagueId: string,
  done: (playoffs: Playoffs) => boolean,
  timeoutMs = 60_000,
) => poll('the playoffs', () => getPlayoffs(request, token, leagueId), done, timeoutMs);
