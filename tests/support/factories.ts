import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '../../src/domain/contract/users';
import type { LeagueRegion } from '../../src/domain/vocabulary';
import type { Db } from '../../src/server/db/client';
import {
  leagueMembers,
  leagues,
  lineupHistory,
  notifications,
  players,
  teamPlayers,
  teams,
  users,
} from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/users/passwords';
import { createUsersRepository } from '../../src/server/features/users/repository';

let sequence = 0;

/** The password of every account the builders make. */
export const TEST_PASSWORD = 'correct-horse-battery';

export type RegisteredUser = AuthResponse & { password: string };

/** Registers a user through the API and returns the token and user. */
export async function registerUser(
  app: FastifyInstance,
  overrides: { username?: string; email?: string; password?: string } = {},
): Promise<RegisteredUser> {
  sequence += 1;
  const username = overrides.username ?? `player${sequence}_${process.pid}`;
  const body = {
    username,
    email: overrides.email ?? `${username.toLowerCase()}@example.com`,
    password: overrides.password ?? TEST_PASSWORD,
  };
  const response = await app.inject({ method: 'POST', url: '/api/users/register', payload: body });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  return { ...(response.json() as AuthResponse), password: body.password };
}

export interface InsertedUser {
  id: string;
  username: string;
  email: string;
  token: string;
}

// Hashing is slow on purpose; every inserted account shares one hash of the same password.
let passwordHash: Promise<string> | undefined;

/**
 * Accounts written straight to the database, named after `names`, with tokens signed as a login
 * would sign them and `TEST_PASSWORD` as their password: many accounts, one hash.
 */
export async function insertUsers(
  app: FastifyInstance,
  db: Db,
  names: readonly string[],
): Promise<InsertedUser[]> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = await passwordHash;
  sequence += 1;
  const rows = await db
    .insert(users)
    .values(
      names.map((name) => {
        const username = `${name.slice(0, 12)}_${sequence}`;
        return { username, email: `${username.toLowerCase()}@example.com`, passwordHash: hash };
      }),
    )
    .returning({ id: users.id, username: users.username, email: users.email });
  return rows.map((row) => ({
    ...row,
    token: app.signToken({ sub: row.id, username: row.username, ver: 0 }),
  }));
}

/**
 * `count` accounts as registration would answer them, written straight to the database: for
 * tests whose subject is not registration, where a hash per account would cost most of their time.
 */
export async function registeredUsers(
  app: FastifyInstance,
  db: Db,
  count: number,
): Promise<RegisteredUser[]> {
  const rows = await insertUsers(
    app,
    db,
    Array.from({ length: count }, (_, i) => `manager${i}`),
  );
  return rows.map(({ token, ...user }) => ({
    token,
    password: TEST_PASSWORD,
    user: { ...user, _id: user.id, avatar: null, online: false },
  }));
}

/** Makes the user an operator the way `npm run admin -- grant` does, which every instance hears. */
export async function grantOperator(db: Db, userId: string): Promise<void> {
  await createUsersRepository(db).setRole(userId, 'operator');
}

/** `count` unread notifications of no league for the user, written straight to the database. */
export async function addNotifications(db: Db, userId: string, count: number): Promise<void> {
  await db.insert(notifications).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      type: 'trade',
      title: `Notice ${i + 1}`,
      body: `Something happened to your team (${i + 1}).`,
      link: null,
    })),
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A league's own settings, as its columns hold them: name, isPublic, maxTeams, draftType, … */
export type LeagueSettings = Partial<
  Omit<typeof leagues.$inferInsert, 'id' | 'creatorId' | 'regions'>
> & { regions?: LeagueRegion[] };

/** Creates a league directly in the database, members joining in the given order. */
export async function createLeague(
  db: Db,
  options: LeagueSettings & { creatorId: string | null; memberIds?: string[] },
) {
  const { creatorId, memberIds, ...settings } = options;
  const [league] = await db
    .insert(leagues)
    .values({ name: 'Test League', regions: ['KOREA'], ...settings, creatorId })
    .returning();
  const members = memberIds ?? (creatorId ? [creatorId] : []);
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
 * A league's teams, in this order. One millisecond apart, so the league's order of teams is the
 * order given (the embedded database's clock may give teams created in one millisecond the
 * same time).
 */
export async function createTeams(
  db: Db,
  leagueId: string,
  values: readonly { name: string; userId: string | null }[],
) {
  const created = Date.now();
  return db
    .insert(teams)
    .values(
      values.map((team, index) => ({ ...team, leagueId, createdAt: new Date(created + index) })),
    )
    .returning();
}

/** `count` bot teams, which the commissioner manages: Bot <first>, Bot <first + 1>, … */
export const botTeams = (count: number, first = 1) =>
  Array.from({ length: count }, (_, index) => ({ name: `Bot ${first + index}`, userId: null }));

/** A roster by slot: each real pro by name, or by id. */
export type Roster = readonly (readonly [slot: string, player: string | { id: string }])[];

export interface LeagueWithTeamsOptions extends LeagueSettings {
  /**
   * Who has a team: how many users to register (the boss, the member, then more; 2 unless
   * given), or the users themselves, the boss first.
   */
  managers?: number | readonly RegisteredUser[];
  /** Teams in all: the managers', then bot teams (Bot <n>); one for each manager unless given. */
  teams?: number;
  /** Names of the first teams, in place of Boss Team, Member Team, Team 3, … */
  teamNames?: readonly string[];
  /** Rosters of the first teams, in the order of the teams, as a finished draft leaves them. */
  rosters?: readonly Roster[];
  /** Weeks of the schedule the boss generates through the API once the teams are in. */
  scheduleWeeks?: number;
}

export interface LeagueWithTeams {
  boss: RegisteredUser;
  member: RegisteredUser;
  outsider: RegisteredUser;
  /** Everyone with a team, in the order of their teams. */
  managers: RegisteredUser[];
  league: Awaited<ReturnType<typeof createLeague>>;
  /** The managers' teams, then the bots'. */
  teams: Awaited<ReturnType<typeof createTeams>>;
  bossTeam: LeagueWithTeams['teams'][number];
  memberTeam: LeagueWithTeams['teams'][number];
  bots: LeagueWithTeams['teams'];
}

/**
 * A Korean league (unless the options' settings say otherwise) run by `boss`, its only manager
 * here: the boss's team, then bot teams up to `teams` in all. `outsider` is not in it.
 */
export function createLeagueWithTeams(
  app: FastifyInstance,
  db: Db,
  options: LeagueWithTeamsOptions & { managers: 1 },
): Promise<Omit<LeagueWithTeams, 'member' | 'memberTeam'>>;
/**
 * A Korean league (unless the options' settings say otherwise) run by `boss`, with `member` in
 * it and `outsider` not: the boss's and the member's teams (and any further manager's), then
 * bot teams up to `teams` in all.
 */
export function createLeagueWithTeams(
  app: FastifyInstance,
  db: Db,
  options?: LeagueWithTeamsOptions,
): Promise<LeagueWithTeams>;
export async function createLeagueWithTeams(
  app: FastifyInstance,
  db: Db,
  options: LeagueWithTeamsOptions = {},
): Promise<Omit<LeagueWithTeams, 'member' | 'memberTeam'> | LeagueWithTeams> {
  const {
    managers: given = 2,
    teams: teamCount,
    teamNames = [],
    rosters = [],
    scheduleWeeks,
    ...settings
  } = options;
  const made = await registeredUsers(app, db, typeof given === 'number' ? given + 1 : 1);
  const outsider = made.pop()!;
  const managers = typeof given === 'number' ? made : [...given];
  const [boss, member] = managers;
  if (!boss) throw new Error('a league needs its boss');
  const league = await createLeague(db, {
    ...settings,
    creatorId: boss.user.id,
    memberIds: managers.map((manager) => manager.user.id),
  });
  const defaultNames = ['Boss Team', 'Member Team'];
  const bots = Math.max(0, (teamCount ?? managers.length) - managers.length);
  const rows = await createTeams(db, league.id, [
    ...managers.map((manager, index) => ({
      name: teamNames[index] ?? defaultNames[index] ?? `Team ${index + 1}`,
      userId: manager.user.id,
    })),
    ...botTeams(bots, managers.length + 1),
  ]);
  for (const [index, roster] of rosters.entries()) await putOnRoster(db, rows[index]!, roster);
  if (scheduleWeeks !== undefined) await scheduleLeague(app, league.id, boss.token, scheduleWeeks);
  const [bossTeam, memberTeam] = rows;
  return {
    boss,
    ...(member ? { member, memberTeam: memberTeam! } : {}),
    outsider,
    managers,
    league,
    teams: rows,
    bossTeam: bossTeam!,
    bots: rows.slice(managers.length),
  };
}

/** The commissioner generates a schedule of `weeks` weeks through the API. */
export async function scheduleLeague(
  app: FastifyInstance,
  leagueId: string,
  token: string,
  weeks: number,
): Promise<void> {
  const response = await requester(app)('POST', `/api/leagues/${leagueId}/schedule`, token, {
    weeks,
  });
  if (response.statusCode !== 200) {
    throw new Error(`schedule failed: ${response.statusCode} ${response.body}`);
  }
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

/**
 * Puts real pros in the given slots of a team's roster, as a draft before the season would: their
 * stays in those slots begin before any game.
 */
export async function putOnRoster(
  db: Db,
  team: { id: string; leagueId: string },
  roster: Roster,
): Promise<void> {
  const ids: string[] = [];
  for (const [slot, player] of roster) {
    const playerId = typeof player === 'string' ? await playerIdByName(db, player) : player.id;
    ids.push(playerId);
    await db
      .insert(teamPlayers)
      .values({ teamId: team.id, leagueId: team.leagueId, playerId, slot });
  }
  await db
    .update(lineupHistory)
    .set({ fromAt: sql`'-infinity'::timestamptz` })
    .where(
      and(
        eq(lineupHistory.teamId, team.id),
        inArray(lineupHistory.playerId, ids),
        isNull(lineupHistory.toAt),
      ),
    );
}

/**
 * Leaves the team (in a league without a bench) room for a SUPPORT alone, its other starter
 * slots and FLEX filled from `available` (best first), and gives every SUPPORT of `available` to
 * a bot team outside the draft: the team can draft none of the players left.
 */
export async function leaveNoRoom(
  db: Db,
  team: { id: string; leagueId: string },
  available: readonly { id: string; position: string }[],
): Promise<void> {
  const ofPosition = (position: string) => available.filter((p) => p.position === position);
  const [mid, flex] = ofPosition('MID');
  await putOnRoster(db, team, [
    ['TOP', ofPosition('TOP')[0]!],
    ['JUNGLE', ofPosition('JUNGLE')[0]!],
    ['MID', mid!],
    ['ADC', ofPosition('ADC')[0]!],
    ['FLEX', flex!],
  ]);
  const holder = await createTeam(db, { name: 'Holder', leagueId: team.leagueId, userId: null });
  await putOnRoster(
    db,
    holder,
    ofPosition('SUPPORT').map((player) => ['BENCH', player] as const),
  );
}
