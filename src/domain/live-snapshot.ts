import type {
  AuctionBid,
  ChatMessage,
  DraftedRoster,
  DraftParticipant,
  DraftPick,
  DraftPlayer,
  DraftState,
  DraftTeam,
  LiveDraftState,
  UsernameView,
} from './contract/drafts';
import { turnAt } from './draft';
import { rosterBySlot } from './roster';
import type { DraftStatus } from './vocabulary';

/**
 * The name a seat goes by in the username view: its owner's username. A bot team has no owner,
 * so it goes by its team name after 'Bot'; the space keeps it apart from every username.
 */
export const seatName = (team: DraftTeam): string =>
  team.userId === null ? `${team.owner} (${team.teamName})` : team.owner;

/** The draft by username: its flags, the order and history by seat name, and each seat's picks. */
export function usernameView(state: DraftState): UsernameView {
  const seats = new Map(state.order.map((team) => [team.teamId, seatName(team)]));
  const drafted = (team: DraftTeam): DraftedRoster => ({
    teamId: team.teamId,
    teamName: team.teamName,
    players: rosterBySlot(
      state.picks
        .filter((pick) => pick.teamId === team.teamId)
        .map((pick) => ({ slot: pick.position, player: pick.player })),
    ),
  });
  return {
    draftStarted: state.status !== 'not_started',
    draftComplete: state.status === 'complete' || state.status === 'ended',
    draftOrder: state.order.map(seatName),
    // A pick the clock passed (the team had room for nobody left) leaves no entry.
    currentPickIndex: state.onTheClock?.pickNumber ?? state.picks.length,
    draftHistory: state.picks.map(({ round, pick, teamId, user, player, position }) => ({
      round,
      pick,
      user: seats.get(teamId) ?? user,
      player,
      position,
    })),
    teams: Object.fromEntries(state.order.map((team) => [seatName(team), drafted(team)])),
  };
}

/** The live room's snapshot of a draft, with who is in the room and the recent chat. */
export function liveSnapshot(
  state: DraftState,
  participants: DraftParticipant[],
  chatMessages: ChatMessage[],
): LiveDraftState {
  return { ...state, participants, chatMessages, ...usernameView(state) };
}

/** The draft after a stored pick, as the pick's event tells it. */
export interface AfterPick {
  status: DraftStatus;
  version: number;
  /** The pick on the clock next and its deadline; null once the draft is over. */
  pickNumber: number | null;
  deadline: string | null;
}

/** The snapshot after one more pick, without reading the draft again. */
export function withPick(
  snapshot: LiveDraftState,
  pick: DraftPick,
  after: AfterPick,
  now: Date,
): LiveDraftState {
  const next = {
    ...snapshot,
    status: after.status,
    version: after.version,
    picks: [...snapshot.picks, pick],
    onTheClock:
      after.pickNumber !== null && after.deadline
        ? turnAt(after.pickNumber, snapshot.order, snapshot.commissioner, after.deadline)
        : null,
    serverTime: now.toISOString(),
  };
  return { ...next, ...usernameView(next) };
}

/** A bid as its event tells it: the nomination it was on, and the bid itself. */
export type MadeBid = AuctionBid & { lotNumber: number };

/**
 * The snapshot after one more bid on the player up, without reading the draft again; null when
 * the snapshot does not hold that player up (the caller then reads the room afresh).
 */
export function withBid(
  snapshot: LiveDraftState,
  bid: MadeBid,
  after: { version: number; deadline: string | null },
  now: Date,
): LiveDraftState | null {
  const lot = snapshot.auction?.lot;
  if (!snapshot.auction || !lot || lot.number !== bid.lotNumber) return null;
  const { lotNumber: _, ...made } = bid;
  return {
    ...snapshot,
    version: after.version,
    auction: {
      ...snapshot.auction,
      lot: {
        ...lot,
        highBid: bid.amount,
        highTeamId: bid.teamId,
        highTeamName: bid.teamName,
        deadline: after.deadline,
        bids: [made, ...lot.bids],
      },
    },
    serverTime: now.toISOString(),
  };
}

/** A nomination as its event tells it: its number, the player up and the opening bid. */
export interface MadeLot {
  number: number;
  player: DraftPlayer;
  bid: AuctionBid;
}

/**
 * The snapshot after a nomination, without reading the draft again; null unless the snapshot
 * is an auction waiting for exactly this nomination (the caller then reads the room afresh).
 */
export function withLot(
  snapshot: LiveDraftState,
  made: MadeLot,
  after: { version: number; deadline: string | null },
  now: Date,
): LiveDraftState | null {
  const auction = snapshot.auction;
  if (!auction || auction.lot || made.number !== auction.lotNumber + 1) return null;
  return {
    ...snapshot,
    version: after.version,
    auction: {
      ...auction,
      lotNumber: made.number,
      nominating: null,
      lot: {
        number: made.number,
        player: made.player,
        highBid: made.bid.amount,
        highTeamId: made.bid.teamId,
        highTeamName: made.bid.teamName,
        deadline: after.deadline,
        bids: [made.bid],
      },
    },
    serverTime: now.toISOString(),
  };
}
