import type { DraftTeam, DraftTurn } from './contract/drafts';
import {
  ownSlotOf,
  type Placement,
  placeDraftedPlayer,
  type RosterRules,
  type RosterShape,
  rosterShapeOfSlots,
  starterSlotsOf,
} from './roster';
import { snakeTurn } from './snake-order';
import { PLAYER_POSITIONS, type PlayerPosition, type RosterSlot, TEAM_SLOT } from './vocabulary';

/** The fewest teams the board starts a draft with. */
export const BOARD_MIN_TEAMS = 8;
/** The fewest connected people the live room starts a draft with. */
export const LIVE_MIN_PARTICIPANTS = 2;
/**
 * A draft has one round per starter slot of the league: 6, or 7 with the TEAM slot. Each team
 * drafts that many players, as in an auction.
 */
export const draftRounds = (rules: Pick<RosterRules, 'teamSlot'>) => starterSlotsOf(rules).length;
/** A roster holds the league's starters and its bench; a team must have room for its picks. */
export const rosterCapacity = (rules: RosterRules) => draftRounds(rules) + rules.benchSize;
export const DEFAULT_PICK_SECONDS = 60;
/** The chat keeps this many recent messages. */
export const CHAT_HISTORY = 100;

export const NEED_TEAMS = `Need at least ${BOARD_MIN_TEAMS} teams to start the draft`;
export const NEED_PARTICIPANTS = `Need at least ${LIVE_MIN_PARTICIPANTS} participants to start the draft`;
export const END_BEFORE_START = 'Cannot End Draft - Draft has not started yet';
export const DRAFT_PAUSED = 'The draft is paused';
export const LOGIN_TO_JOIN = 'You need to be logged in to join the draft';
export const onlyCommissioner = (name: string) => `Only user "${name}" can start or end the draft`;
export const notYourTurn = (name: string) => `Not your turn - it is ${name}'s turn to draft`;

export const totalPicks = (teamCount: number, rounds: number) => rounds * teamCount;

export const DRAFT_DATE_PAST = 'The draft date must be in the future';
/** How far back a draft date may lie: the minute being picked in a form that shows minutes. */
const DRAFT_DATE_SLACK_MS = 60_000;

/**
 * A draft is scheduled for a real moment when the managers meet (a replay's draft too: its
 * clock runs in real seconds), so the date is judged against real time, not league time
 * (docs/decisions/029-draft-date-in-real-time.md).
 */
export function draftDateProblem(at: number, realNow: number): string | null {
  return at < realNow - DRAFT_DATE_SLACK_MS ? DRAFT_DATE_PAST : null;
}

/**
 * Why a message that names `claimed` as its sender cannot come from the signed-in `actual`, or
 * null. Usernames are unique in any letter case, so case does not matter.
 */
export function senderProblem(claimed: string | undefined, actual: string): string | null {
  if (claimed === undefined || claimed.toLowerCase() === actual.toLowerCase()) return null;
  return `You are signed in as ${actual}, not ${claimed}`;
}

/**
 * Why a pick made against pick `asked` (0-based) cannot stand while pick `current` is on the
 * clock, or null when they agree. An earlier number is a pick the client saw before others
 * moved; a later one has simply not come yet.
 */
export function pickNumberProblem(asked: number, current: number): string | null {
  if (asked === current) return null;
  return asked < current
    ? `Pick ${asked + 1} has already been made; pick ${current + 1} is on the clock`
    : `Pick ${asked + 1} is not on the clock yet; pick ${current + 1} is`;
}

/** When the clock of a pick that started at `startedAt` runs out. */
export function pickDeadline(startedAt: Date, pickSeconds: number): Date {
  return new Date(startedAt.getTime() + pickSeconds * 1000);
}

/**
 * The clock's choice when a pick times out: the first candidate (callers pass the available
 * players best first) that has an open slot on the roster, with that slot.
 */
export function chooseAutopick<T extends { position: PlayerPosition }>(
  roster: RosterShape,
  candidates: readonly T[],
): { player: T; slot: Exclude<Placement, { error: string }>['slot'] } | null {
  for (const player of candidates) {
    const placement = placeDraftedPlayer(roster, player.position);
    if ('slot' in placement) return { player, slot: placement.slot };
  }
  return null;
}

/**
 * Which positions a team could still draft, judged by its picks in this draft: a player goes to
 * his own slot, FLEX or the bench (`placeDraftedPlayer`). Players the team held before the draft
 * only take more room, so a position this refuses the draft refuses too.
 */
export function draftRoomFor(
  draft: { picks: readonly { teamId: string; position: RosterSlot }[]; roster: RosterRules },
  teamId: string,
): (position: PlayerPosition) => boolean {
  const shape = rosterShapeOfSlots(
    draft.picks.filter((pick) => pick.teamId === teamId).map((pick) => pick.position),
    draft.roster,
  );
  return (position) => 'slot' in placeDraftedPlayer(shape, position);
}

/**
 * The positions the clock looks for when it picks for a team with `picksLeft` picks to make
 * (this one included): a TEAM player for an open TEAM slot on the team's last pick (pro
 * organisations score less than players, so the best by points would leave the slot empty);
 * else starters first, the positions whose own slot is open, as a manager would draft (the
 * draft has a round per starter slot, so a pick for FLEX or the bench while one is open leaves
 * a starter slot empty); then any position the roster has room for.
 */
export function autopickPositions(
  roster: RosterShape,
  picksLeft: number,
): PlayerPosition[] | 'any' {
  if (roster.teamSlot && !roster.filled.has(TEAM_SLOT) && picksLeft <= 1) return [TEAM_SLOT];
  const starters = ownSlotOpen(roster);
  return starters.length > 0 ? starters : openPositions(roster);
}

/** The positions whose own slot (TEAM's, in a league with one) is open on the roster. */
const ownSlotOpen = (roster: RosterShape): PlayerPosition[] =>
  PLAYER_POSITIONS.filter((position) => {
    const own = ownSlotOf(position, roster);
    return own !== null && !roster.filled.has(own);
  });

/**
 * Whether a roster has room for a player of any of `positions` (those of the players still
 * available): a team without it can make no pick, and its turn passes.
 */
export function hasRoomForAny(roster: RosterShape, positions: ReadonlySet<string>): boolean {
  const open = openPositions(roster);
  return open === 'any' ? positions.size > 0 : open.some((position) => positions.has(position));
}

/**
 * Which positions could still be placed on a roster: every position while FLEX or the bench is
 * open, else those whose own slot (TEAM's, in a league with one) is.
 */
export function openPositions(roster: RosterShape): PlayerPosition[] | 'any' {
  if (!roster.filled.has('FLEX') || roster.benchCount < roster.benchSize) return 'any';
  return ownSlotOpen(roster);
}

/**
 * The pick on the clock: its place in the snake, the team, and who may make it (the owner, or
 * the commissioner for a bot team).
 */
export function turnAt(
  pickNumber: number,
  order: readonly DraftTeam[],
  commissioner: { userId: string | null; username: string | null },
  deadline: string | null,
): DraftTurn {
  const turn = snakeTurn(pickNumber, order.length);
  const team = order[turn.teamIndex]!;
  const bot = team.userId === null;
  return {
    pickNumber,
    round: turn.round + 1,
    pick: turn.pickInRound + 1,
    teamId: team.teamId,
    teamName: team.teamName,
    pickerId: bot ? commissioner.userId : team.userId,
    picker: bot ? (commissioner.username ?? team.owner) : team.owner,
    deadline,
  };
}
