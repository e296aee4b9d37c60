import { type APIRequestContext, expect } from '@playwright/test';
import type { League } from '../../../src/domain/contract/leagues';
import type { Player } from '../../../src/domain/contract/players';
import type { LeagueSettingsDoc, SettingsPatch } from '../../../src/domain/contract/settings';
import type { Team } from '../../../src/domain/contract/teams';
import type { LeagueRegion, RosterSlot } from '../../../src/domain/vocabulary';
import { type CreatedUser, createUser } from './fixtures';

// Seeds leagues and teams through the real HTTP API, so journeys start where they matter.

let sequence = 0;

/** A name no other test (or worker) uses: searches then find exactly one league. */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 5)}`;
}

/** One API call that must succeed; its JSON answer. */
export async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
  token: string | null,
  data?: unknown,
): Promise<T> {
  const response = await request[method](`/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export function createLeague(
  request: APIRequestContext,
  token: string,
  league: {
    name?: string;
    description?: string;
    maxTeams?: number;
    isPublic?: boolean;
    regions?: LeagueRegion[];
  } = {},
): Promise<League> {
  return call<League>(request, 'post', '/leagues', token, {
    name: league.name ?? uniqueName('League'),
    description: league.description ?? 'Seeded for an end-to-end test',
    maxTeams: league.maxTeams ?? 12,
    isPublic: league.isPublic ?? true,
    regions: league.regions ?? ['KOREA'],
  });
}

export const getLeague = (request: APIRequestContext, token: string, id: string) =>
  call<League>(request, 'get', `/leagues/${id}`, token);

/** The commissioner changes any of the league's settings (PATCH /leagues/{id}/settings). */
export const changeSettings = (
  request: APIRequestContext,
  token: string,
  leagueId: string,
  patch: SettingsPatch,
) => call<LeagueSettingsDoc>(request, 'patch', `/leagues/${leagueId}/settings`, token, patch);

export const createTeam = (
  request: APIRequestContext,
  token: string,
  leagueId: string,
  name: string,
) => call<Team>(request, 'post', '/teams', token, { name, leagueId });

export const joinLeague = (
  request: APIRequestContext,
  token: string,
  leagueId: string,
  teamName: string,
) => call<League>(request, 'post', `/leagues/${leagueId}/join`, token, { teamName });

export const fillLeague = (
  request: APIRequestContext,
  token: string,
  leagueId: string,
  numTeams: number,
) =>
  call<{ message: string }>(request, 'post', `/admin/fill-league/${leagueId}`, token, {
    numTeams,
    numWeeks: 11,
  });

/** A real pro of the league's regions, by name. */
export async function findPlayer(
  request: APIRequestContext,
  leagueId: string,
  name: string,
): Promise<Player> {
  const players = await call<Player[]>(
    request,
    'get',
    `/players?leagueId=${leagueId}&search=${encodeURIComponent(name)}`,
    null,
  );
  const player = players.find((candidate) => candidate.name === name);
  expect(player, `${name} is in the shipped data`).toBeTruthy();
  return player as Player;
}

export const addPlayer = (
  request: APIRequestContext,
  token: string,
  teamId: string,
  playerId: string,
  slot: RosterSlot,
) => call<Team>(request, 'post', `/teams/${teamId}/players`, token, { playerId, slot });

/** Puts pros of the shipped data, by name, in the given slots of a team in `leagueId`. */
export async function addPlayersByName(
  request: APIRequestContext,
  token: string,
  leagueId: string,
  teamId: string,
  lineup: readonly (readonly [name: string, slot: RosterSlot])[],
): Promise<void> {
  for (const [name, slot] of lineup) {
    await addPlayer(request, token, teamId, (await findPlayer(request, leagueId, name)).id, slot);
  }
}

/** A league of two managers: its commissioner's team and a second user who joined with a team. */
export interface TwoManagerLeague {
  owner: CreatedUser;
  guest: CreatedUser;
  league: League;
  ownerTeam: string;
  guestTeam: string;
}

/** A KOREA league of four places with two managers in it, named from the prefixes given. */
export async function twoManagerLeague(
  request: APIRequestContext,
  names: { owner: string; league: string; ownerTeam: string; guest: string; guestTeam: string },
): Promise<TwoManagerLeague> {
  const owner = await createUser(request, names.owner);
  const league = await createLeague(request, owner.token, {
    name: uniqueName(names.league),
    regions: ['KOREA'],
    maxTeams: 4,
  });
  const ownerTeam = uniqueName(names.ownerTeam);
  await createTeam(request, owner.token, league.id, ownerTeam);
  const guest = await createUser(request, names.guest);
  const guestTeam = uniqueName(names.guestTeam);
  await joinLeague(request, guest.token, league.id, guestTeam);
  return { owner, guest, league, ownerTeam, guestTeam };
}

/**
 * A Korean league whose draft is under way: the owner's team, holding `players` (added before
 * the draft), and seven bot teams.
 */
export async function draftUnderWay(
  request: APIRequestContext,
  players: readonly { name: string; slot: RosterSlot }[] = [],
) {
  const owner = await createUser(request, 'owner');
  const league = await createLeague(request, owner.token, { regions: ['KOREA'] });
  const team = await createTeam(request, owner.token, league.id, uniqueName('Drafting'));
  for (const { name, slot } of players) {
    const player = await findPlayer(request, league.id, name);
    await addPlayer(request, owner.token, team.id, player.id, slot);
  }
  await fillLeague(request, owner.token, league.id, 8);
  await call(request, 'post', '/draft/start', owner.token, { leagueId: league.id });
  return { owner, league, team };
}
