import { randomInt } from 'node:crypto';
import {
  BOARD_MIN_TEAMS,
  chooseAutopick,
  DRAFT_ROUNDS,
  END_BEFORE_START,
  LIVE_MIN_PARTICIPANTS,
  NEED_PARTICIPANTS,
  NEED_TEAMS,
  notYourTurn,
  onlyCommissioner,
  openPositions,
  pickDeadline,
  pickNumberProblem,
  ROSTER_CAPACITY,
  totalPicks,
  turnAt,
} from '../../../domain/draft';
import { commissionerId } from '../../../domain/league-rules';
import { playerRegionsFor } from '../../../domain/regions';
import {
  POSITION_ERROR,
  placeDraftedPlayer,
  type RosterSlot,
  rosterShapeOfSlots,
} from '../../../domain/roster';
import { snakeTurn } from '../../../domain/snake-order';
import type {
  ChatMessage,
  DraftParticipant,
  DraftPick,
  DraftPlayer,
  DraftState,
  DraftStatus,
  DraftStatusResponse,
  DraftTeam,
  LeagueRegion,
  LiveDraftState,
  PlayerPosition,
} from '../../../domain/types';
import type { Db } from '../../db/client';
import type { DraftRow, PlayerRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, uniqueViolation } from '../../errors';
import { findLeague, reachLeague, requireAccess, TEAM_NOT_FOUND } from '../leagues/access';
import type { LeagueWithMembers } from '../leagues/repository';
import { toPlayer } from '../players/service';
import { inTransaction, type Repositories, repositoriesOf } from '../repositories';
import type { TeamRecord } from '../teams/repository';
import { BOT_OWNER, requirePlayerOfRegions, requireSlotFor } from '../teams/service';

/** Who asks: the board lets the commissioner pick for any team; the live room does not. */
export type DraftView = 'board' | 'live';

export interface PickInput {
  playerId: string;
  /** The board names the team it picks for; the live room picks for the team on the clock. */
  teamId?: string;
  slot?: RosterSlot;
  /** The pick the client saw on the clock; a stale one is refused. */
  pickNumber?: number;
}

export function toDraftPlayer(row: PlayerRow): DraftPlayer {
  const { id, name, position, team, region, fantasyPoints, avatarUrl } = toPlayer(row);
  return { id, name, position, team, region, fantasyPoints, avatarUrl };
}

const draftStatus = (row: Pick<DraftRow, 'status'> | undefined): DraftStatus =>
  (row?.status as DraftStatus | undefined) ?? 'not_started';

/** Fisher–Yates with the crypto generator: every order equally likely. */
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** What an announcement says of a draft. */
type AnnouncedDraft = Pick<
  DraftRow,
  'leagueId' | 'status' | 'version' | 'currentPick' | 'clockStartedAt' | 'pickSeconds'
>;

const deadlineOf = (draft: Pick<DraftRow, 'clockStartedAt' | 'pickSeconds'>) =>
  pickDeadline(draft.clockStartedAt, draft.pickSeconds).toISOString();

/** What a pick records of its team. */
type PickingTeam = Pick<TeamRecord, 'id' | 'name' | 'owner'>;

const toDraftTeam = (team: TeamRecord): DraftTeam => ({
  teamId: team.id,
  teamName: team.name,
  userId: team.userId,
  owner: team.owner ?? BOT_OWNER,
});

function toDraftPick(
  row: { pickNumber: number; slot: string; auto: boolean; madeAt: Date },
  teamCount: number,
  team: PickingTeam | undefined,
  player: PlayerRow,
): DraftPick {
  const turn = snakeTurn(row.pickNumber, teamCount);
  return {
    pickNumber: row.pickNumber,
    round: turn.round + 1,
    pick: turn.pickInRound + 1,
    teamId: team?.id ?? '',
    teamName: team?.name ?? '',
    user: team?.owner ?? BOT_OWNER,
    player: toDraftPlayer(player),
    position: row.slot as DraftPick['position'],
    auto: row.auto,
    madeAt: row.madeAt.toISOString(),
  };
}

/** Every member, seated at their team, and whether they are in the room now. */
async function participantsOf(
  repos: Repositories,
  room: { league: LeagueWithMembers; teams: TeamRecord[]; commissioner: { userId: string | null } },
): Promise<DraftParticipant[]> {
  const [members, online] = await Promise.all([
    repos.leagues.members(room.league.id),
    repos.drafts.online(room.league.id),
  ]);
  return members.map((member) => {
    const team = room.teams.find((record) => record.userId === member.id);
    return {
      userId: member.id,
      username: member.username,
      teamId: team?.id ?? null,
      teamName: team?.name ?? null,
      online: online.has(member.id),
      isCommissioner: member.id === room.commissioner.userId,
    };
  });
}

/**
 * The draft engine, sole authority for the board and the live room: one draft per league, every
 * change in one transaction that also announces it, so nobody hears of a pick that is not stored.
 */
export function createDraftsService(db: Db) {
  const repos = repositoriesOf(db);
  const commissionerName = async (tx: Repositories, league: LeagueWithMembers) => {
    const id = commissionerId(league);
    if (!id) return null;
    return (await tx.leagues.usernames([id])).get(id) ?? null;
  };

  /** The league, for its commissioner only; the refusal names who that is. */
  const reachAsCommissioner = async (tx: Repositories, leagueId: string, userId: string) => {
    const league = await reachLeague(tx, leagueId, userId, 'read', { lock: true });
    requireAccess(league, userId, 'commissioner', {
      message: onlyCommissioner((await commissionerName(tx, league)) ?? 'the commissioner'),
    });
    return league;
  };

  /** What every view of the room is built from, read once. */
  const loadRoom = async (tx: Repositories, leagueId: string) => {
    const [league, draft, teams] = await Promise.all([
      findLeague(tx, leagueId),
      tx.drafts.find(leagueId),
      tx.teams.ofLeague(leagueId),
    ]);
    const commissioner = {
      userId: commissionerId(league),
      username: await commissionerName(tx, league),
    };
    return { league, draft, teams, commissioner };
  };
  type Room = Awaited<ReturnType<typeof loadRoom>>;

  const buildState = async (tx: Repositories, room: Room): Promise<DraftState> => {
    const { league, draft, teams } = room;
    const picks = draft ? await tx.drafts.picks(league.id) : [];
    const teamsById = new Map(teams.map((team) => [team.id, team]));
    const ordered = draft ? draft.teamOrder.flatMap((id) => teamsById.get(id) ?? []) : teams;
    const order = ordered.map(toDraftTeam);
    return {
      leagueId: league.id,
      leagueName: league.name,
      status: draftStatus(draft),
      version: draft?.version ?? 0,
      commissioner: room.commissioner,
      pickSeconds: draft?.pickSeconds ?? league.draftPickSeconds,
      order,
      totalPicks: totalPicks(order.length),
      picks: picks.map((row) =>
        toDraftPick(row, order.length, teamsById.get(row.teamId), row.player),
      ),
      onTheClock:
        draft?.status === 'started'
          ? turnAt(draft.currentPick, order, room.commissioner, deadlineOf(draft))
          : null,
      serverTime: new Date().toISOString(),
    };
  };

  /**
   * Announces the draft's new state to every instance once the transaction commits; a pick
   * travels with it, so rooms can show it without reading it back.
   */
  const announce = (tx: Repositories, draft: AnnouncedDraft, pick?: DraftPick) =>
    tx.events.publish({
      kind: 'draft',
      leagueId: draft.leagueId,
      status: draftStatus(draft),
      version: draft.version,
      pickNumber: draft.status === 'started' ? draft.currentPick : null,
      deadline: draft.status === 'started' ? deadlineOf(draft) : null,
      ...(pick ? { pick } : {}),
    });

  const requireRunning = (draft: DraftRow | undefined): DraftRow => {
    if (!draft) throw conflict('The draft has not started yet');
    if (draft.status === 'complete') throw conflict('The draft is complete');
    if (draft.status === 'ended') throw conflict('The draft has ended');
    return draft;
  };

  /**
   * Stores one pick of the team on the clock and moves the clock on; completes the draft
   * after the last pick. The caller holds the draft row's lock.
   */
  const recordPick = async (
    tx: Repositories,
    draft: DraftRow,
    team: PickingTeam,
    player: PlayerRow,
    slot: RosterSlot,
    madeBy: string | null,
  ) => {
    const written = await tx.drafts
      .writePick({
        leagueId: draft.leagueId,
        pickNumber: draft.currentPick,
        teamId: team.id,
        playerId: player.id,
        slot,
        madeBy,
        last: draft.currentPick + 1 >= totalPicks(draft.teamOrder.length),
      })
      .catch((error: unknown) => {
        if (uniqueViolation(error) === undefined) throw error;
        throw conflict(`${player.name} has already been drafted`);
      });
    const pick = toDraftPick(
      { pickNumber: draft.currentPick, slot, auto: madeBy === null, madeAt: written.madeAt },
      draft.teamOrder.length,
      team,
      player,
    );
    await announce(tx, written.draft, pick);
  };

  /** The running draft of a league, locked, with its league's regions and commissioner. */
  const lockRunning = async (tx: Repositories, leagueId: string) => {
    const row = await tx.drafts.lockForPick(leagueId);
    if (!row) {
      await findLeague(tx, leagueId);
      throw conflict('The draft has not started yet');
    }
    const draft = requireRunning(row.draft);
    const commissioner = commissionerId({
      creatorId: row.creatorId,
      memberIds: row.firstMember ? [row.firstMember] : [],
    });
    return { draft, regions: playerRegionsFor(row.regions as LeagueRegion[]), commissioner };
  };

  const requireTeamOnTheClock = async (tx: Repositories, draft: DraftRow) => {
    const team = await tx.drafts.teamWithSlots(teamOnTheClock(draft));
    if (!team) throw conflict('The team on the clock no longer exists');
    return { team, roster: rosterShapeOfSlots(team.slots) };
  };

  const teamOnTheClock = (draft: DraftRow) =>
    draft.teamOrder[snakeTurn(draft.currentPick, draft.teamOrder.length).teamIndex]!;

  return {
    async leagueOfTeam(teamId: string): Promise<string> {
      const team = await repos.teams.findById(teamId);
      if (!team) throw notFound(TEAM_NOT_FOUND);
      return team.leagueId;
    },

    /** GET /draft/status: for members, and for anyone while the league is public. */
    async status(userId: string, leagueId: string): Promise<DraftStatusResponse> {
      const room = await loadRoom(repos, leagueId);
      const { league } = room;
      requireAccess(league, userId, 'read');
      const regions = playerRegionsFor(league.regions as LeagueRegion[]);
      const [state, available] = await Promise.all([
        buildState(repos, room),
        repos.drafts.available(leagueId, regions),
      ]);
      return { ...state, available: available.map(toDraftPlayer) };
    },

    /** The live room's snapshot. */
    async live(leagueId: string): Promise<LiveDraftState> {
      const room = await loadRoom(repos, leagueId);
      const [state, participants, chatMessages] = await Promise.all([
        buildState(repos, room),
        participantsOf(repos, room),
        this.chat(leagueId),
      ]);
      return { ...state, participants, chatMessages };
    },

    async participants(leagueId: string): Promise<DraftParticipant[]> {
      return participantsOf(repos, await loadRoom(repos, leagueId));
    },

    async chat(leagueId: string): Promise<ChatMessage[]> {
      const rows = await repos.drafts.chat(leagueId);
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        username: row.username,
        message: row.message,
        timestamp: row.createdAt.toISOString(),
      }));
    },

    /** Who may enter a league's live room: its members. */
    async requireMember(userId: string, leagueId: string): Promise<void> {
      await reachLeague(repos, leagueId, userId, 'member', {
        message: 'Only members of this league can join its draft',
      });
    },

    /**
     * Starts the draft with a random order of the league's teams. The board needs 8 teams;
     * the live room 2 people in the room.
     */
    async start(userId: string, leagueId: string, view: DraftView): Promise<void> {
      await inTransaction(db, async (tx) => {
        const repository = tx.drafts;
        const league = await reachAsCommissioner(tx, leagueId, userId);
        const existing = await repository.find(leagueId);
        if (existing?.status === 'started') throw conflict('The draft has already started');
        if (existing) throw conflict('The draft is over; a league drafts once');

        const teams = await tx.teams.ofLeague(leagueId);
        if (view === 'board' && teams.length < BOARD_MIN_TEAMS) throw badRequest(NEED_TEAMS);
        if (view === 'live') {
          if ((await repository.online(leagueId)).size < LIVE_MIN_PARTICIPANTS) {
            throw badRequest(NEED_PARTICIPANTS);
          }
          if (teams.length < 2) throw badRequest('Need at least 2 teams to start the draft');
        }
        const sizes = await repository.rosterSizes(leagueId);
        const crowded = teams.find(
          (team) => (sizes.get(team.id) ?? 0) > ROSTER_CAPACITY - DRAFT_ROUNDS,
        );
        if (crowded) {
          throw conflict(
            `${crowded.name} already has ${sizes.get(crowded.id)} players; every team needs room for ${DRAFT_ROUNDS} picks`,
          );
        }
        const draft = await repository.insert({
          leagueId,
          status: 'started',
          teamOrder: shuffled(teams.map((team) => team.id)),
          pickSeconds: league.draftPickSeconds,
          clockStartedAt: new Date(),
        });
        await announce(tx, draft);
      });
    },

    /** The commissioner stops a running draft; the picks made stay on the rosters. */
    async end(userId: string, leagueId: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        await reachAsCommissioner(tx, leagueId, userId);
        const repository = tx.drafts;
        const draft = await repository.lock(leagueId);
        if (!draft) throw badRequest(END_BEFORE_START);
        if (draft.status !== 'started') throw conflict('The draft is already over');
        await announce(tx, await repository.finish(leagueId, 'ended'));
      });
    },

    /**
     * One pick, in one transaction: the draft runs, the pick is the current one, it is this
     * team's turn and this user's to make, and the player is still available here. The draft
     * row's lock makes picks of one league one at a time; the database's unique keys make a
     * player one team's.
     */
    async pick(userId: string, leagueId: string, input: PickInput, view: DraftView) {
      await inTransaction(db, async (tx) => {
        await reachLeague(tx, leagueId, userId, 'read');
        const { draft, regions, commissioner } = await lockRunning(tx, leagueId);
        const stale =
          input.pickNumber === undefined
            ? null
            : pickNumberProblem(input.pickNumber, draft.currentPick);
        if (stale) throw conflict(stale);
        const { team, roster } = await requireTeamOnTheClock(tx, draft);
        if (input.teamId !== undefined && input.teamId !== team.id) {
          throw conflict(`It is ${team.name}'s turn to pick`);
        }
        const pickerId = team.userId ?? commissioner;
        const mayPick = pickerId === userId || (view === 'board' && commissioner === userId);
        if (!mayPick) {
          const picker =
            team.owner ??
            (pickerId ? (await tx.leagues.usernames([pickerId])).get(pickerId) : null);
          throw forbidden(notYourTurn(picker ?? BOT_OWNER));
        }

        const player = await tx.players.findById(input.playerId);
        if (!player) throw notFound('Player not found');
        requirePlayerOfRegions(player, regions);
        const position = player.position as PlayerPosition;
        let slot: RosterSlot;
        if (input.slot) {
          requireSlotFor(roster, input.slot, position);
          slot = input.slot;
        } else {
          const placement = placeDraftedPlayer(roster, position);
          if ('error' in placement) throw badRequest(POSITION_ERROR);
          slot = placement.slot;
        }
        await recordPick(tx, draft, team, player, slot, userId);
      });
    },

    /**
     * The clock ran out on pick `pickNumber`: the server takes the best available player by
     * fantasy points with an open slot. Does nothing if that pick was made meanwhile (every
     * instance's timer tries; one wins). With nobody left to pick, the draft completes.
     */
    async autopick(leagueId: string, pickNumber: number): Promise<'picked' | 'stale' | 'early'> {
      return inTransaction(db, async (tx) => {
        const row = await tx.drafts.lockForPick(leagueId);
        const draft = row?.draft;
        if (draft?.status !== 'started' || draft.currentPick !== pickNumber) return 'stale';
        if (pickDeadline(draft.clockStartedAt, draft.pickSeconds).getTime() > Date.now()) {
          return 'early';
        }
        const { team, roster } = await requireTeamOnTheClock(tx, draft);
        const open = openPositions(roster);
        const candidates = await tx.drafts.available(
          leagueId,
          playerRegionsFor(row!.regions as LeagueRegion[]),
          { positions: open === 'any' ? undefined : open, limit: 20 },
        );
        const choice = chooseAutopick(
          roster,
          candidates.map((player) => ({ player, position: player.position as PlayerPosition })),
        );
        if (!choice) {
          await announce(tx, await tx.drafts.finish(leagueId, 'complete'));
        } else {
          await recordPick(tx, draft, team, choice.player.player, choice.slot, null);
        }
        return 'picked';
      });
    },

    /** A chat line, stored (the last 100 are kept) and announced. */
    async say(userId: string, leagueId: string, message: string): Promise<void> {
      const repository = repos.drafts;
      const row = await repository.insertChat(leagueId, userId, message);
      const username = (await repos.leagues.usernames([userId])).get(userId) ?? '';
      await repos.events.publish({
        kind: 'chat',
        leagueId,
        message: {
          id: row.id,
          userId,
          username,
          message: row.message,
          timestamp: row.createdAt.toISOString(),
        },
      });
    },

    running: () => repos.drafts.running(),
  };
}

export type DraftsService = ReturnType<typeof createDraftsService>;
