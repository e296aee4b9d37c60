import {
  DEFAULT_AUCTION_BUDGET,
  DEFAULT_BID_SECONDS,
  DEFAULT_NOMINATION_SECONDS,
  maxBid,
} from '../../../domain/auction';
import type {
  AuctionState,
  ChatMessage,
  DraftParticipant,
  DraftPick,
  DraftPlayer,
  DraftState,
  DraftStatusResponse,
  DraftTeam,
  LiveDraftState,
} from '../../../domain/contract/drafts';
import { draftRounds, totalPicks, turnAt } from '../../../domain/draft';
import { clockDeadline } from '../../../domain/draft-clock';
import { commissionerId } from '../../../domain/league-rules';
import { liveSnapshot } from '../../../domain/live-snapshot';
import { playerRegionsFor } from '../../../domain/regions';
import { snakeTurn } from '../../../domain/snake-order';
import type { DraftStatus, LeagueRegion } from '../../../domain/vocabulary';
import { findLeague, requireAccess } from '../../access/league-access';
import type { Db } from '../../db/client';
import { rosterRulesOf } from '../../db/league-roster';
import type { LeagueWithMembers, TeamRecord } from '../../db/records';
import type { DraftRow, PlayerRow } from '../../db/schema';
import { toPlayer } from '../players';
import { type Repositories, repositoriesOf } from '../repositories';
import { BOT_OWNER } from '../teams';

export function toDraftPlayer(row: PlayerRow): DraftPlayer {
  const { id, name, position, team, region, fantasyPoints, avatarUrl } = toPlayer(row);
  return { id, name, position, team, region, fantasyPoints, avatarUrl };
}

export const draftStatus = (row: Pick<DraftRow, 'status'> | undefined): DraftStatus =>
  (row?.status as DraftStatus | undefined) ?? 'not_started';

/** What a pick records of its team. */
export type PickingTeam = Pick<TeamRecord, 'id' | 'name' | 'owner'>;

const toDraftTeam = (team: TeamRecord): DraftTeam => ({
  teamId: team.id,
  teamName: team.name,
  userId: team.userId,
  owner: team.owner ?? BOT_OWNER,
});

export function toDraftPick(
  row: { pickNumber: number; slot: string; auto: boolean; madeAt: Date; price: number | null },
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
    price: row.price,
    madeAt: row.madeAt.toISOString(),
  };
}

export const toChatMessage = (row: {
  id: string;
  userId: string;
  username: string;
  message: string;
  createdAt: Date;
}): ChatMessage => ({
  id: row.id,
  userId: row.userId,
  username: row.username,
  message: row.message,
  timestamp: row.createdAt.toISOString(),
});

/** The league's commissioner (creator, else first member) with their name. */
export async function commissionerOf(repos: Repositories, league: LeagueWithMembers) {
  const userId = commissionerId(league);
  const username = userId ? ((await repos.leagues.usernames([userId])).get(userId) ?? null) : null;
  return { userId, username };
}

/** What every view of the room is built from, read once. */
async function loadRoom(repos: Repositories, leagueId: string) {
  const [league, draft, teams] = await Promise.all([
    findLeague(repos, leagueId),
    repos.drafts.find(leagueId),
    repos.teams.ofLeague(leagueId),
  ]);
  return { league, draft, teams, commissioner: await commissionerOf(repos, league) };
}
type Room = Awaited<ReturnType<typeof loadRoom>>;

async function buildState(repos: Repositories, room: Room): Promise<DraftState> {
  const { league, draft, teams } = room;
  const picks = draft ? await repos.drafts.picks(league.id) : [];
  const teamsById = new Map(teams.map((team) => [team.id, team]));
  const ordered = draft ? draft.teamOrder.flatMap((id) => teamsById.get(id) ?? []) : teams;
  const order = ordered.map(toDraftTeam);
  const deadline = draft ? clockDeadline(draft) : null;
  const roster = rosterRulesOf(league);
  const rounds = draftRounds(roster);
  return {
    leagueId: league.id,
    leagueName: league.name,
    status: draftStatus(draft),
    type: (draft?.kind ?? league.draftType) === 'auction' ? 'auction' : 'snake',
    version: draft?.version ?? 0,
    commissioner: room.commissioner,
    pickSeconds: draft?.pickSeconds ?? league.draftPickSeconds,
    order,
    rounds,
    roster,
    totalPicks: totalPicks(order.length, rounds),
    picks: picks.map((row) =>
      toDraftPick(row, order.length, teamsById.get(row.teamId), row.player),
    ),
    paused: draft?.status === 'started' && draft.pausedRemainingMs !== null,
    onTheClock:
      draft?.status === 'started' && draft.kind === 'snake'
        ? turnAt(draft.currentPick, order, room.commissioner, deadline?.toISOString() ?? null)
        : null,
    auction:
      draft?.kind === 'auction'
        ? await auctionState(repos, draft, ordered, room.commissioner.userId, deadline, rounds)
        : null,
    serverTime: new Date().toISOString(),
  };
}

/** An auction's budgets, nomination and the player up, from the draft row and its sales. */
async function auctionState(
  repos: Repositories,
  draft: DraftRow,
  ordered: TeamRecord[],
  commissioner: string | null,
  deadline: Date | null,
  rounds: number,
): Promise<AuctionState> {
  const [teams, bids, lotPlayer] = await Promise.all([
    repos.drafts.auctionTeams(draft.leagueId),
    draft.lotPlayerId ? repos.drafts.lotBids(draft.leagueId, draft.lotNumber) : [],
    draft.lotPlayerId ? repos.players.findInLeague(draft.lotPlayerId, draft.leagueId) : undefined,
  ]);
  const budget = draft.budget ?? DEFAULT_AUCTION_BUDGET;
  const byId = new Map(teams.map((team) => [team.id, team]));
  const names = new Map(ordered.map((team) => [team.id, team.name]));
  const nominatorTeam =
    draft.status === 'started' && !draft.lotPlayerId && draft.nominator !== null
      ? ordered.find((team) => team.id === draft.teamOrder[draft.nominator!])
      : undefined;
  return {
    budget,
    bidSeconds: draft.bidSeconds ?? DEFAULT_BID_SECONDS,
    nominationSeconds: draft.nominationSeconds ?? DEFAULT_NOMINATION_SECONDS,
    paused: draft.pausedRemainingMs !== null,
    lotNumber: draft.lotNumber,
    nominating: nominatorTeam
      ? {
          teamId: nominatorTeam.id,
          teamName: nominatorTeam.name,
          nominatorId: nominatorTeam.userId ?? commissioner,
          deadline: deadline?.toISOString() ?? null,
        }
      : null,
    lot:
      lotPlayer && draft.highTeamId && draft.highBid !== null
        ? {
            number: draft.lotNumber,
            player: toDraftPlayer(lotPlayer),
            highBid: draft.highBid,
            highTeamId: draft.highTeamId,
            highTeamName: names.get(draft.highTeamId) ?? '',
            deadline: deadline?.toISOString() ?? null,
            bids: bids.map((bid) => ({
              amount: bid.amount,
              teamId: bid.teamId,
              teamName: names.get(bid.teamId) ?? '',
              madeAt: bid.madeAt.toISOString(),
            })),
          }
        : null,
    teams: ordered.map((team) => {
      const row = byId.get(team.id);
      const budgetLeft = budget - (row?.spent ?? 0);
      const playersWon = row?.won ?? 0;
      return {
        teamId: team.id,
        budgetLeft,
        playersWon,
        maxBid: maxBid(budgetLeft, playersWon, rounds),
      };
    }),
  };
}

/** Every member, seated at their team, and whether they are in the room now. */
async function participantsOf(repos: Repositories, room: Room): Promise<DraftParticipant[]> {
  const [members, online] = await Promise.all([
    repos.leagues.members(room.league.id),
    repos.draftPresence.online(room.league.id),
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

/** What a client sees of a league's draft: the board's status and the live room's snapshot. */
export function createDraftView(db: Db) {
  const repos = repositoriesOf(db);
  const chat = async (leagueId: string) =>
    (await repos.draftChat.recent(leagueId)).map(toChatMessage);

  return {
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
        chat(leagueId),
      ]);
      return liveSnapshot(state, participants, chatMessages);
    },

    async participants(leagueId: string): Promise<DraftParticipant[]> {
      return participantsOf(repos, await loadRoom(repos, leagueId));
    },
  };
}

export type DraftView = ReturnType<typeof createDraftView>;
