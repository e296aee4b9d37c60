import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAX_PICK_SECONDS } from '../../src/domain/vocabulary';
import type { Db } from '../../src/server/db/client';
import {
  conversationParticipants,
  conversations,
  drafts,
  friendRequests,
  friendships,
  players,
  playerWaivers,
  tradePlayers,
  trades,
  waiverClaims,
} from '../../src/server/db/schema';
import {
  botTeams,
  createLeague,
  createTeam,
  createTeams,
  grantOperator,
  type InsertedUser,
  insertUsers,
  putOnRoster,
  requester,
  scheduleLeague,
  TEST_PASSWORD,
} from './factories';

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
  users: Record<Person, InsertedUser> & { benchMember: InsertedUser };
  league: { id: string; ownedTeamId: string; botTeamId: string };
  otherLeague: { id: string };
  privateLeague: { id: string; inviteCode: string; teamId: string };
  draftLeague: { id: string; ownedTeamId: string; botTeamId: string };
  /** On the owned team of `league`, in its MID slot. */
  rosterPlayerId: string;
  /** A Korean TOP no team holds: free to add to a roster or to draft. */
  freePlayerId: string;
  /**
   * Waivers in `league`: a Korean JUNGLE on waivers for two days, and the owned team's
   * pending claim on another Korean player on waivers.
   */
  waivers: { playerId: string; claimId: string };
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
    InsertedUser
  >;
  await grantOperator(db, user.operator.id);
  const { commissioner, leagueMember, teamOwner, otherLeagueMember, benchMember } = user;

  const league = await createLeague(db, {
    name: 'Access League',
    creatorId: commissioner.id,
    memberIds: [commissioner.id, leagueMember.id, teamOwner.id, benchMember.id],
  });
  const [, memberTeam, owned, botTeam] = await createTeams(db, league.id, [
    { name: 'Commissioner Team', userId: commissioner.id },
    { name: 'Member Team', userId: leagueMember.id },
    { name: 'Owner Team', userId: teamOwner.id },
    ...botTeams(5),
  ]);
  if (!memberTeam || !owned || !botTeam) throw new Error('the league needs its eight teams');
  const rosterPlayerId = await bestKorean(db, 'MID', 0);
  await putOnRoster(db, owned, [['MID', { id: rosterPlayerId }]]);

  const memberPlayerId = await bestKorean(db, 'MID', 1);
  await putOnRoster(db, memberTeam, [['MID', { id: memberPlayerId }]]);
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

  await scheduleLeague(app, league.id, commissioner.token, 2);

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
    isPublic: false,
  });
  const [privateTeam] = await createTeams(db, privateLeague.id, [
    { name: 'Hidden Team', userId: commissioner.id },
    ...botTeams(1),
  ]);
  await scheduleLeague(app, privateLeague.id, commissioner.token, 1);

  const draftLeague = await createLeague(db, {
    name: 'Draft League',
    // The longest pick clock: an autopick landing while a refusal is measured would count as
    // a change the refusal made.
    draftPickSeconds: MAX_PICK_SECONDS,
    creatorId: commissioner.id,
    memberIds: [commissioner.id, leagueMember.id, teamOwner.id],
  });
  const [, , draftOwned, draftBot] = await createTeams(db, draftLeague.id, [
    { name: 'Boss', userId: commissioner.id },
    { name: 'Member', userId: leagueMember.id },
    { name: 'Owner', userId: teamOwner.id },
    ...botTeams(5),
  ]);
  if (!privateTeam || !draftOwned || !draftBot) throw new Error('a league lacks its teams');
  const start = await requester(app)('POST', '/api/draft/start', commissioner.token, {
    leagueId: draftLeague.id,
  });
  if (start.statusCode !== 200) throw new Error(`draft start: ${start.body}`);
  await putOnTheClock(db, draftLeague.id, draftOwned.id);

  const waiverPlayerId = await bestKorean(db, 'JUNGLE', 0);
  const claimedPlayerId = await bestKorean(db, 'SUPPORT', 0);
  const until = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  await db.insert(playerWaivers).values([
    { leagueId: league.id, playerId: waiverPlayerId, until },
    { leagueId: league.id, playerId: claimedPlayerId, until },
  ]);
  const [claim] = await db
    .insert(waiverClaims)
    .values({ leagueId: league.id, teamId: owned.id, addPlayerId: claimedPlayerId, rank: 1 })
    .returning({ id: waiverClaims.id });

  return {
    password: TEST_PASSWORD,
    users: user,
    league: { id: league.id, ownedTeamId: owned.id, botTeamId: botTeam.id },
    otherLeague: { id: otherLeague.id },
    privateLeague: {
      id: privateLeague.id,
      inviteCode: privateLeague.inviteCode,
      teamId: privateTeam.id,
    },
    draftLeague: { id: draftLeague.id, ownedTeamId: draftOwned.id, botTeamId: draftBot.id },
    rosterPlayerId,
    freePlayerId: await bestKorean(db, 'TOP', 0),
    waivers: { playerId: waiverPlayerId, claimId: claim!.id },
    trades: { pendingId, inReviewId, memberPlayerId, memberTeamId: memberTeam.id },
    social: { requestId: friendRequest!.id, conversationId: conversation!.id },
  };
}
