import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client';
import {
  conversationParticipants,
  conversations,
  drafts,
  friendRequests,
  friendships,
  leagues,
  players,
  teamPlayers,
  tradePlayers,
  trades,
  users,
} from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/features/users/passwords';
import { createLeague, createTeam, grantOperator, requester } from './factories';

/** Who sends a request, from the least to the most entitled. */
export const ACTORS = [
  'anonymous',
  'stranger',
  'otherLeagueMember',
  'leagueMember',
  'teamOwner',
  'commissioner',
  'operator',
] as const;
export type Actor = (typeof ACTORS)[number];
type Person = Exclude<Actor, 'anonymous'>;

export interface ScenarioUser {
  id: string;
  username: string;
  token: string;
}

/**
 * A world in which every actor has its place:
 * - `league`: a public Korean league of 8 teams with a two-week schedule: the commissioner's
 *   (its creator), the league member's, the team owner's (the team acted on, one MID on its
 *   roster) and five bot teams; plus `benchMember`, a member without a team.
 * - `otherLeague`: where the other league's member has a team.
 * - `privateLeague`: the commissioner's private league, with their team and a bot.
 * - `draftLeague`: the same three people and five bots, its board draft started with the team
 *   owner's team on the clock.
 * The stranger and the operator belong to no league.
 */
export interface AccessScenario {
  password: string;
  users: Record<Person, ScenarioUser> & { benchMember: ScenarioUser };
  league: { id: string; ownedTeamId: string; botTeamId: string };
  otherLeague: { id: string };
  privateLeague: { id: string; inviteCode: string; teamId: string };
  draftLeague: { id: string; ownedTeamId: string; botTeamId: string };
  /** On the owned team of `league`, in its MID slot. */
  rosterPlayerId: string;
  /** A Korean TOP no team holds: free to add to a roster or to draft. */
  freePlayerId: string;
  /**
   * Trades in `league` between the league member's team (giving `memberPlayerId`, its MID)
   * and the owned team (giving `rosterPlayerId`): one offer waiting for the team owner's
   * answer, one accepted and in review.
   */
  trades: { pendingId: string; inReviewId: string; memberPlayerId: string; memberTeamId: string };
  /**
   * The bench member's social life: a friend request to the league member, a friendship with
   * the team owner, and a conversation with the league member.
   */
  social: { requestId: string; conversationId: string };
}

const PASSWORD = 'correct-horse-battery';
// Hashing is slow on purpose; every scenario's accounts share one hash of the same password.
let passwordHash: Promise<string> | undefined;
let sequence = 0;

/** Accounts written straight to the database, with tokens signed as a login would sign them. */
async function insertUsers(
  app: FastifyInstance,
  db: Db,
  roles: readonly string[],
): Promise<ScenarioUser[]> {
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  sequence += 1;
  const rows = await db
    .insert(users)
    .values(
      roles.map((role) => {
        const username = `${role.slice(0, 12)}_${sequence}`;
        return { username, email: `${username.toLowerCase()}@example.com`, passwordHash: hash };
      }),
    )
    .returning({ id: users.id, username: users.username });
  return rows.map((row) => ({
    ...row,
    token: app.signToken({ sub: row.id, username: row.username, ver: 0 }),
  }));
}

async function bestKorean(db: Db, position: string, offset: number): Promise<string> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.region, 'LCK'), eq(players.position, position)))
    .orderBy(desc(players.fantasyPoints), players.id)
    .limit(1)
    .offset(offset);
  if (!row) throw new Error(`no Korean ${position} in the shipped data`);
  return row.id;
}

async function addBots(db: Db, leagueId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i += 1) {
    ids.push((await createTeam(db, { name: `Bot ${i}`, leagueId, userId: null })).id);
  }
  return ids;
}

/** Puts `teamId` on the clock of a started draft that has no pick yet. */
export async function putOnTheClock(db: Db, leagueId: string, teamId: string): Promise<void> {
  const [draft] = await db.select().from(drafts).where(eq(drafts.leagueId, leagueId));
  if (draft?.currentPick !== 0) throw new Error('the draft must be started, no pick made');
  const order = [teamId, ...draft.teamOrder.filter((id) => id !== teamId)];
  await db.update(drafts).set({ teamOrder: order }).where(eq(drafts.leagueId, leagueId));
}

export async function buildAccessScenario(app: FastifyInstance, db: Db): Promise<AccessScenario> {
  const people = [
    'stranger',
    'otherLeagueMember',
    'leagueMember',
    'teamOwner',
    'commissioner',
    'operator',
    'benchMember',
  ] as const;
  const created = await insertUsers(app, db, people);
  const user = Object.fromEntries(people.map((name, i) => [name, created[i]!])) as Record<
    (typeof people)[number],
    ScenarioUser
  >;
  await grantOperator(db, user.operator.id);
  const { commissioner, leagueMember, teamOwner, otherLeagueMember, benchMember } = user;

  const league = await createLeague(db, {
    name: 'Access League',
    creatorId: commissioner.id,
    memberIds: [commissioner.id, leagueMember.id, teamOwner.id, benchMember.id],
  });
  await createTeam(db, { name: 'Commissioner Team', leagueId: league.id, userId: commissioner.id });
  const memberTeam = await createTeam(db, {
    name: 'Member Team',
    leagueId: league.id,
    userId: leagueMember.id,
  });
  const owned = await createTeam(db, {
    name: 'Owner Team',
    leagueId: league.id,
    userId: teamOwner.id,
  });
  const [botTeamId] = await addBots(db, league.id, 5);
  const rosterPlayerId = await bestKorean(db, 'MID', 0);
  await db
    .insert(teamPlayers)
    .values({ teamId: owned.id, leagueId: league.id, playerId: rosterPlayerId, slot: 'MID' });

  const memberPlayerId = await bestKorean(db, 'MID', 1);
  await db
    .insert(teamPlayers)
    .values({ teamId: memberTeam.id, leagueId: league.id, playerId: memberPlayerId, slot: 'MID' });
  const offer = async (values: Partial<typeof trades.$inferInsert>) => {
    const day = new Date(Date.now() + 86_400_000);
    const [trade] = await db
      .insert(trades)
      .values({
        leagueId: league.id,
        fromTeamId: memberTeam.id,
        toTeamId: owned.id,
        proposedBy: leagueMember.id,
        expiresAt: day,
        dueAt: day,
        ...values,
      })
      .returning();
    await db.insert(tradePlayers).values([
      { tradeId: trade!.id, playerId: memberPlayerId, fromTeamId: memberTeam.id },
      { tradeId: trade!.id, playerId: rosterPlayerId, fromTeamId: owned.id },
    ]);
    return trade!.id;
  };
  const pendingId = await offer({});
  const inReviewId = await offer({
    status: 'accepted',
    acceptedAt: new Date(),
    reviewEndsAt: new Date(Date.now() + 86_400_000),
  });

  const [friendRequest] = await db
    .insert(friendRequests)
    .values({ senderId: benchMember.id, recipientId: leagueMember.id })
    .returning();
  await db.insert(friendships).values([
    { userId: teamOwner.id, friendId: benchMember.id },
    { userId: benchMember.id, friendId: teamOwner.id },
  ]);
  const [conversation] = await db
    .insert(conversations)
    .values({ pairKey: [leagueMember.id, benchMember.id].sort().join(':') })
    .returning();
  await db.insert(conversationParticipants).values([
    { conversationId: conversation!.id, userId: leagueMember.id },
    { conversationId: conversation!.id, userId: benchMember.id },
  ]);

  const call = requester(app);
  const schedule = await call('POST', `/api/leagues/${league.id}/schedule`, commissioner.token, {
    weeks: 2,
  });
  if (schedule.statusCode !== 200) throw new Error(`schedule: ${schedule.body}`);

  const otherLeague = await createLeague(db, {
    name: 'Other League',
    creatorId: otherLeagueMember.id,
  });
  await createTeam(db, {
    name: 'Elsewhere',
    leagueId: otherLeague.id,
    userId: otherLeagueMember.id,
  });

  const privateLeague = await createLeague(db, {
    name: 'Private League',
    creatorId: commissioner.id,
  });
  const [closed] = await db
    .update(leagues)
    .set({ isPublic: false })
    .where(eq(leagues.id, privateLeague.id))
    .returning();
  const privateTeam = await createTeam(db, {
    name: 'Hidden Team',
    leagueId: privateLeague.id,
    userId: commissioner.id,
  });
  await addBots(db, privateLeague.id, 1);
  const privateSchedule = await call(
    'POST',
    `/api/leagues/${privateLeague.id}/schedule`,
    commissioner.token,
    { weeks: 1 },
  );
  if (privateSchedule.statusCode !== 200) throw new Error(`schedule: ${privateSchedule.body}`);

  const draftLeague = await createLeague(db, {
    name: 'Draft League',
    creatorId: commissioner.id,
    memberIds: [commissioner.id, leagueMember.id, teamOwner.id],
  });
  await createTeam(db, { name: 'Boss', leagueId: draftLeague.id, userId: commissioner.id });
  await createTeam(db, { name: 'Member', leagueId: draftLeague.id, userId: leagueMember.id });
  const draftOwned = await createTeam(db, {
    name: 'Owner',
    leagueId: draftLeague.id,
    userId: teamOwner.id,
  });
  const [draftBotId] = await addBots(db, draftLeague.id, 5);
  const start = await call('POST', '/api/draft/start', commissioner.token, {
    leagueId: draftLeague.id,
  });
  if (start.statusCode !== 200) throw new Error(`draft start: ${start.body}`);
  await putOnTheClock(db, draftLeague.id, draftOwned.id);

  return {
    password: PASSWORD,
    users: user,
    league: { id: league.id, ownedTeamId: owned.id, botTeamId: botTeamId! },
    otherLeague: { id: otherLeague.id },
    privateLeague: { id: privateLeague.id, inviteCode: closed!.inviteCode, teamId: privateTeam.id },
    draftLeague: { id: draftLeague.id, ownedTeamId: draftOwned.id, botTeamId: draftBotId! },
    rosterPlayerId,
    freePlayerId: await bestKorean(db, 'TOP', 0),
    trades: { pendingId, inReviewId, memberPlayerId, memberTeamId: memberTeam.id },
    social: { requestId: friendRequest!.id, conversationId: conversation!.id },
  };
}
