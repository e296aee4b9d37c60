import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '../../src/domain/contract/users';
import type { LeagueRegion } from '../../src/domain/vocabulary';
import type { Db } from '../../src/server/db/client';
import { leagueMembers, leagues, players, teamPlayers, teams } from '../../src/server/db/schema';
import { createUsersRepository } from '../../src/server/features/users/repository';

let sequence = 0;

/** Registers a user through the API and returns the token and user. */
export async function registerUser(
  app: FastifyInstance,
  overrides: { username?: string; email?: string; password?: string } = {},
): Promise<AuthResponse & { password: string }> {
  sequence += 1;
  const username = overrides.username ?? `player${sequence}_${process.pid}`;
  const body = {
    username,
    email: overrides.email ?? `${username.toLowerCase()}@example.com`,
    password: overrides.password ?? 'correct-horse-battery',
  };
  const response = await app.inject({ method: 'POST', url: '/api/users/register', payload: body });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  return { ...(response.json() as AuthResponse), password: body.password };
}

/** Makes the account an operator, as `npm run admin -- grant` does. */
/** Makes the user an operator the way `npm run admin -- grant` does, which every instance hears. */
export async function grantOperator(db: Db, userId: string): Promise<void> {
  await createUsersRepository(db).setRole(userId, 'operator');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Creates a league directly in the database, members joining in the given order. */
export async function createLeague(
  db: Db,
  options: {
    name?: string;
    creatorId: string | null;
    memberIds?: string[];
    regions?: LeagueRegion[];
  },
) {
  const [league] = await db
    .insert(leagues)
    .values({
      name: options.name ?? 'Test League',
      creatorId: options.creatorId,
      regions: options.regions ?? ['KOREA'],
    })
    .returning();
  const members = options.memberIds ?? (options.creatorId ? [options.creatorId] : []);
  for (const [index, userId] of members.entries()) {
    // Explicit join times keep "first member" deterministic.
    await db
      .insert(leagueMembers)
      .values({ leagueId: league!.id, userId, joinedAt: new Date(Date.UTC(2025, 0, 1, 0, index)) });
  }
  return league!;
}

export async function createTeam(
  db: Db,
  values: { name: string; leagueId: string; userId: string | null },
) {
  const [team] = await db.insert(teams).values(values).returning();
  return team!;
}

/**
 * A Korean league run by `boss`, with `member` in it and `outsider` not: the boss's and the
 * member's teams, then bot teams up to `teams` in all (at least 2).
 */
export async function createLeagueWithTeams(
  app: FastifyInstance,
  db: Db,
  options: { teams?: number; isPublic?: boolean } = {},
) {
  const teamCount = options.teams ?? 2;
  const [boss, member, outsider] = [
    await registerUser(app),
    await registerUser(app),
    await registerUser(app),
  ];
  const league = await createLeague(db, {
    creatorId: boss.user.id,
    memberIds: [boss.user.id, member.user.id],
  });
  if (options.isPublic === false) {
    await db.update(leagues).set({ isPublic: false }).where(eq(leagues.id, league.id));
  }
  // One millisecond apart, so the league's order of teams is the order written here (the
  // embedded database's clock may give teams created in one millisecond the same time).
  const created = Date.now();
  const names = ['Boss Team', 'Member Team'];
  for (let i = 3; i <= teamCount; i += 1) names.push(`Bot ${i}`);
  const owners = [boss.user.id, member.user.id];
  const rows = await db
    .insert(teams)
    .values(
      names.map((name, index) => ({
        name,
        leagueId: league.id,
        userId: owners[index] ?? null,
        createdAt: new Date(created + index),
      })),
    )
    .returning();
  const [bossTeam, memberTeam] = rows;
  if (!bossTeam || !memberTeam) throw new Error('the league needs at least two teams');
  return { boss, member, outsider, league, bossTeam, memberTeam };
}

/** `call(method, url, token?, payload?)`: a request through the app's real HTTP layer. */
export function requester(app: FastifyInstance) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
}

/** The id of the real pro with this name (the shipped data has one of each). */
export async function playerIdByName(db: Db, name: string): Promise<string> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.name, name));
  if (!row) throw new Error(`no player named ${name}`);
  return row.id;
}

/** Puts real pros, by name, in the given slots of a team's roster, as a finished draft would. */
export async function putOnRoster(
  db: Db,
  team: { id: string; leagueId: string },
  slots: readonly (readonly [slot: string, name: string])[],
): Promise<void> {
  for (const [slot, name] of slots) {
    await db.insert(teamPlayers).values({
      teamId: team.id,
      leagueId: team.leagueId,
      playerId: await playerIdByName(db, name),
      slot,
    });
  }
}
