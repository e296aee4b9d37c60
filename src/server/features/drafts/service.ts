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
  ROSTER_CAPACITY,
  totalPicks,
} from '../../../domain/draft';
import { commissionerId } from '../../../domain/league-rules';
import { playerRegionsFor } from '../../../domain/regions';
import {
  POSITION_ERROR,
  placeDraftedPlayer,
  type RosterSlot,
  slotProblem,
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
  DraftTurn,
  LeagueRegion,
  LiveDraftState,
  PlayerPosition,
} from '../../../domain/types';
import type { Db } from '../../db/client';
import type { DraftRow, PlayerRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, uniqueViolation } from '../../errors';
import { publish } from '../../plugins/events';
import { createLeaguesRepository, type LeagueWithMembers } from '../leagues/repository';
import { toPlayer } from '../players/service';
import { createTeamsRepository, type TeamRecord } from '../teams/repository';
import { rosterShape } from '../teams/service';
import { createDraftsRepository } from './repository';

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

const BOT = 'Bot';
const draftStatus = (row: DraftRow | undefined): DraftStatus =>
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

/**
 * The draft engine (ARCHITECTURE §3 Drafts): one draft per league, every change in one
 * transaction that also announces it, so nobody hears of a pick that is not stored.
 */
export function createDraftsService(db: Db) {
  const requireLeague = async (tx: Db, leagueId: string): Promise<LeagueWithMembers> => {
    const league = await createLeaguesRepository(tx).findById(leagueId);
    if (!league) throw notFound('League not found');
    return league;
  };

  const commissionerName = async (tx: Db, league: LeagueWithMembers) => {
    const id = commissionerId(league);
    if (!id) return null;
    return (await createLeaguesRepository(tx).usernames([id])).get(id) ?? null;
  };

  const requireCommissioner = async (tx: Db, league: LeagueWithMembers, userId: string) => {
    if (commissionerId(league) !== userId) {
      throw forbidden(onlyCommissioner((await commissionerName(tx, league)) ?? 'the commissioner'));
    }
  };

  /** The team on the clock and who may pick for it: the owner, or the commissioner for a bot. */
  const turnOf = (
    draft: DraftRow,
    league: LeagueWithMembers,
    teamsById: Map<string, TeamRecord>,
    usernames: Map<string, string>,
  ): DraftTurn | null => {
    if (draft.status !== 'started') return null;
    const turn = snakeTurn(draft.currentPick, draft.teamOrder.length);
    const team = teamsById.get(draft.teamOrder[turn.teamIndex]!);
    if (!team) return null;
    const pickerId = team.userId ?? commissionerId(league);
    return {
      pickNumber: draft.currentPick,
      round: turn.round + 1,
      pick: turn.pickInRound + 1,
      teamId: team.id,
      teamName: team.name,
      pickerId,
      picker: team.owner ?? (pickerId ? (usernames.get(pickerId) ?? BOT) : BOT),
      deadline: pickDeadline(draft.clockStartedAt, draft.pickSeconds).toISOString(),
    };
  };

  const buildState = async (tx: Db, leagueId: string): Promise<DraftState> => {
    const repository = createDraftsRepository(tx);
    const [league, draft, teamRecords, picks] = await Promise.all([
      requireLeague(tx, leagueId),
      repository.find(leagueId),
      createTeamsRepository(tx).ofLeague(leagueId),
      repository.picks(leagueId),
    ]);
    const commissioner = commissionerId(league);
    const usernames = await createLeaguesRepository(tx).usernames(
      commissioner ? [commissioner] : [],
    );
    const teamsById = new Map(teamRecords.map((team) => [team.id, team]));
    const orderedTeams = draft
      ? draft.teamOrder.flatMap((id) => teamsById.get(id) ?? [])
      : teamRecords;
    const order: DraftTeam[] = orderedTeams.map((team) => ({
      teamId: team.id,
      teamName: team.name,
      userId: team.userId,
      owner: team.owner ?? BOT,
    }));
    const teamCount = draft ? draft.teamOrder.length : teamRecords.length;
    const history: DraftPick[] = picks.map((row) => {
      const turn = snakeTurn(row.pickNumber, teamCount);
      const team = teamsById.get(row.teamId);
      return {
        pickNumber: row.pickNumber,
        round: turn.round + 1,
        pick: turn.pickInRound + 1,
        teamId: row.teamId,
        teamName: team?.name ?? '',
        user: team?.owner ?? BOT,
        player: toDraftPlayer(row.player),
        position: row.slot as DraftPick['position'],
        auto: row.auto,
        madeAt: row.madeAt.toISOString(),
      };
    });
    return {
      leagueId: league.id,
      leagueName: league.name,
      status: draftStatus(draft),
      version: draft?.version ?? 0,
      commissioner: {
        userId: commissioner,
        username: commissioner ? (usernames.get(commissioner) ?? null) : null,
      },
      pickSeconds: draft?.pickSeconds ?? league.draftPickSeconds,
      order,
      totalPicks: totalPicks(teamCount),
      picks: history,
      onTheClock: draft ? turnOf(draft, league, teamsById, usernames) : null,
      serverTime: new Date().toISOString(),
    };
  };

  /** Announces the draft's new state to every instance once the transaction commits. */
  const announce = async (tx: Db, leagueId: string) => {
    const draft = await createDraftsRepository(tx).find(leagueId);
    const running = draft?.status === 'started';
    await publish(tx, {
      kind: 'draft',
      leagueId,
      status: draftStatus(draft),
      pickNumber: running ? draft.currentPick : null,
      deadline: running
        ? pickDeadline(draft.clockStartedAt, draft.pickSeconds).toISOString()
        : null,
    });
  };

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
    tx: Db,
    draft: DraftRow,
    teamId: string,
    player: PlayerRow,
    slot: RosterSlot,
    madeBy: string | null,
  ) => {
    const repository = createDraftsRepository(tx);
    const taken = (error: unknown) => {
      if (uniqueViolation(error) === undefined) throw error;
      throw conflict(`${player.name} has already been drafted`);
    };
    await createTeamsRepository(tx)
      .addPlayer({ teamId, leagueId: draft.leagueId, playerId: player.id, slot })
      .catch(taken);
    await repository
      .insertPick({
        leagueId: draft.leagueId,
        pickNumber: draft.currentPick,
        teamId,
        playerId: player.id,
        slot,
        madeBy,
        auto: madeBy === null,
      })
      .catch(taken);
    const last = draft.currentPick + 1 >= totalPicks(draft.teamOrder.length);
    await repository.update(draft.leagueId, {
      advanceClock: true,
      ...(last ? { status: 'complete', finishedAt: new Date() } : {}),
    });
    await announce(tx, draft.leagueId);
  };

  const teamOnTheClock = (draft: DraftRow) =>
    draft.teamOrder[snakeTurn(draft.currentPick, draft.teamOrder.length).teamIndex]!;

  return {
    state: (leagueId: string) => buildState(db, leagueId),

    async leagueOfTeam(teamId: string): Promise<string> {
      const team = await createTeamsRepository(db).findById(teamId);
      if (!team) throw notFound('Team not found');
      return team.leagueId;
    },

    /** GET /draft/status: for members, and for anyone while the league is public. */
    async status(userId: string, leagueId: string): Promise<DraftStatusResponse> {
      const league = await requireLeague(db, leagueId);
      if (!league.isPublic && !league.memberIds.includes(userId)) {
        throw forbidden('This league is private. Only its members can follow its draft.');
      }
      const regions = playerRegionsFor(league.regions as LeagueRegion[]);
      const [state, available] = await Promise.all([
        buildState(db, leagueId),
        createDraftsRepository(db).available(leagueId, regions),
      ]);
      return { ...state, available: available.map(toDraftPlayer) };
    },

    /** The live room's snapshot. */
    async live(leagueId: string): Promise<LiveDraftState> {
      const [state, participants, chatMessages] = await Promise.all([
        buildState(db, leagueId),
        this.participants(leagueId),
        this.chat(leagueId),
      ]);
      return { ...state, participants, chatMessages };
    },

    /** Every member, seated at their team, and whether they are in the room now. */
    async participants(leagueId: string): Promise<DraftParticipant[]> {
      const league = await requireLeague(db, leagueId);
      const [members, teamRecords, online] = await Promise.all([
        createLeaguesRepository(db).members(leagueId),
        createTeamsRepository(db).ofLeague(leagueId),
        createDraftsRepository(db).online(leagueId),
      ]);
      const commissioner = commissionerId(league);
      return members.map((member) => {
        const team = teamRecords.find((record) => record.userId === member.id);
        return {
          userId: member.id,
          username: member.username,
          teamId: team?.id ?? null,
          teamName: team?.name ?? null,
          online: online.has(member.id),
          isCommissioner: member.id === commissioner,
        };
      });
    },

    async chat(leagueId: string): Promise<ChatMessage[]> {
      const rows = await createDraftsRepository(db).chat(leagueId);
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
      const league = await requireLeague(db, leagueId);
      if (!league.memberIds.includes(userId)) {
        throw forbidden('Only members of this league can join its draft');
      }
    },

    /**
     * Starts the draft with a random order of the league's teams. The board needs 8 teams;
     * the live room 2 people in the room.
     */
    async start(userId: string, leagueId: string, view: DraftView): Promise<void> {
      await db.transaction(async (tx) => {
        const leagues = createLeaguesRepository(tx);
        const repository = createDraftsRepository(tx);
        await leagues.lock(leagueId);
        const league = await requireLeague(tx, leagueId);
        await requireCommissioner(tx, league, userId);
        const existing = await repository.find(leagueId);
        if (existing?.status === 'started') throw conflict('The draft has already started');
        if (existing) throw conflict('The draft is over; a league drafts once');

        const teamRecords = await createTeamsRepository(tx).ofLeague(leagueId);
        if (view === 'board' && teamRecords.length < BOARD_MIN_TEAMS) throw badRequest(NEED_TEAMS);
        if (view === 'live') {
          if ((await repository.online(leagueId)).size < LIVE_MIN_PARTICIPANTS) {
            throw badRequest(NEED_PARTICIPANTS);
          }
          if (teamRecords.length < 2) throw badRequest('Need at least 2 teams to start the draft');
        }
        const sizes = await repository.rosterSizes(leagueId);
        const crowded = teamRecords.find(
          (team) => (sizes.get(team.id) ?? 0) > ROSTER_CAPACITY - DRAFT_ROUNDS,
        );
        if (crowded) {
          throw conflict(
            `${crowded.name} already has ${sizes.get(crowded.id)} players; every team needs room for ${DRAFT_ROUNDS} picks`,
          );
        }
        await repository.insert({
          leagueId,
          status: 'started',
          teamOrder: shuffled(teamRecords.map((team) => team.id)),
          pickSeconds: league.draftPickSeconds,
          clockStartedAt: new Date(),
        });
        await announce(tx, leagueId);
      });
    },

    /** The commissioner stops a running draft; the picks made stay on the rosters. */
    async end(userId: string, leagueId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const league = await requireLeague(tx, leagueId);
        await requireCommissioner(tx, league, userId);
        const repository = createDraftsRepository(tx);
        const draft = await repository.lock(leagueId);
        if (!draft) throw badRequest(END_BEFORE_START);
        if (draft.status !== 'started') throw conflict('The draft is already over');
        await repository.update(leagueId, { status: 'ended', finishedAt: new Date() });
        await announce(tx, leagueId);
      });
    },

    /**
     * One pick, in one transaction: the draft runs, the pick is the current one, it is this
     * team's turn and this user's to make, and the player is still available here.
     */
    async pick(userId: string, leagueId: string, input: PickInput, view: DraftView) {
      await db.transaction(async (tx) => {
        const league = await requireLeague(tx, leagueId);
        const draft = requireRunning(await createDraftsRepository(tx).lock(leagueId));
        if (input.pickNumber !== undefined && input.pickNumber !== draft.currentPick) {
          throw conflict(
            `Pick ${input.pickNumber + 1} has already been made; pick ${draft.currentPick + 1} is on the clock`,
          );
        }
        const teams = createTeamsRepository(tx);
        const onTheClock = await teams.findById(teamOnTheClock(draft));
        if (!onTheClock) throw conflict('The team on the clock no longer exists');
        if (input.teamId !== undefined && input.teamId !== onTheClock.id) {
          throw conflict(`It is ${onTheClock.name}'s turn to pick`);
        }
        const commissioner = commissionerId(league);
        const pickerId = onTheClock.userId ?? commissioner;
        const mayPick = pickerId === userId || (view === 'board' && commissioner === userId);
        if (!mayPick) {
          const picker =
            onTheClock.owner ??
            (pickerId
              ? (await createLeaguesRepository(tx).usernames([pickerId])).get(pickerId)
              : null);
          throw forbidden(notYourTurn(picker ?? BOT));
        }

        const player = await tx.query.players.findFirst({
          where: (players, { eq }) => eq(players.id, input.playerId),
        });
        if (!player) throw notFound('Player not found');
        if (!playerRegionsFor(league.regions as LeagueRegion[]).includes(player.region as never)) {
          throw badRequest(
            `${player.name} plays in ${player.region}, which this league does not include`,
          );
        }
        const holder = await teams.holderOf(league.id, player.id);
        if (holder) throw conflict(`${player.name} has already been drafted by ${holder.name}`);

        await teams.lock(onTheClock.id);
        const roster = await rosterShape(teams, onTheClock.id);
        const position = player.position as PlayerPosition;
        let slot: RosterSlot;
        if (input.slot) {
          const problem = slotProblem(roster, input.slot, position);
          if (problem)
            throw problem.kind === 'position'
              ? badRequest(problem.message)
              : conflict(problem.message);
          slot = input.slot;
        } else {
          const placement = placeDraftedPlayer(roster, position);
          if ('error' in placement) throw badRequest(POSITION_ERROR);
          slot = placement.slot;
        }
        await recordPick(tx, draft, onTheClock.id, player, slot, userId);
      });
    },

    /**
     * The clock ran out on pick `pickNumber`: the server takes the best available player by
     * fantasy points with an open slot. Does nothing if that pick was made meanwhile (every
     * instance's timer tries; one wins). With nobody left to pick, the draft completes.
     */
    async autopick(leagueId: string, pickNumber: number): Promise<'picked' | 'stale' | 'early'> {
      return db.transaction(async (tx) => {
        const repository = createDraftsRepository(tx);
        const draft = await repository.lock(leagueId);
        if (draft?.status !== 'started' || draft.currentPick !== pickNumber) return 'stale';
        if (pickDeadline(draft.clockStartedAt, draft.pickSeconds).getTime() > Date.now()) {
          return 'early';
        }
        const league = await requireLeague(tx, leagueId);
        const teams = createTeamsRepository(tx);
        const teamId = teamOnTheClock(draft);
        await teams.lock(teamId);
        const roster = await rosterShape(teams, teamId);
        const open = openPositions(roster);
        const candidates = await repository.available(
          leagueId,
          playerRegionsFor(league.regions as LeagueRegion[]),
          { positions: open === 'any' ? undefined : open, limit: 20 },
        );
        const choice = chooseAutopick(
          roster,
          candidates.map((row) => ({ row, position: row.position as PlayerPosition })),
        );
        if (!choice) {
          await repository.update(leagueId, { status: 'complete', finishedAt: new Date() });
          await announce(tx, leagueId);
          return 'picked';
        }
        await recordPick(tx, draft, teamId, choice.player.row, choice.slot, null);
        return 'picked';
      });
    },

    /** A chat line, stored (the last 100 are kept) and announced. */
    async say(userId: string, leagueId: string, message: string): Promise<void> {
      const repository = createDraftsRepository(db);
      const row = await repository.insertChat(leagueId, userId, message);
      const username = (await createLeaguesRepository(db).usernames([userId])).get(userId) ?? '';
      await publish(db, {
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

    running: () => createDraftsRepository(db).running(),
  };
}

export type DraftsService = ReturnType<typeof createDraftsService>;
