import type { Player, RosterPlayer } from './contract/players';
import type { LeagueTeam, Team, TeamRoster } from './contract/teams';
import {
  type PlayerPosition,
  type RosterSlot,
  STARTER_SLOTS,
  type StarterSlot,
} from './vocabulary';

/** A roster nobody has been added to: every starter slot empty, nobody on the bench. */
export function emptyRoster(): TeamRoster {
  return rosterBySlot<Player>([]);
}

/** Which slots take which players: a position slot only its position, FLEX and BENCH anyone. */
export function slotAccepts(slot: RosterSlot, position: PlayerPosition): boolean {
  return slot === 'FLEX' || slot === 'BENCH' || slot === position;
}

/**
 * What a roster holds, slot by slot: filled starter slots and the bench count, with the
 * league's bench size (3 unless its commissioner chose another).
 */
export interface RosterShape {
  filled: ReadonlySet<StarterSlot>;
  benchCount: number;
  benchSize: number;
}

/** Players keyed by slot: one (or none) in each starter slot, a list on the bench. */
export type RosterBySlot<P> = Record<StarterSlot, P | null> & { BENCH: P[] };

/** Lays players out by the slot each holds. */
export function rosterBySlot<P>(
  entries: Iterable<{ slot: RosterSlot; player: P }>,
): RosterBySlot<P> {
  const roster: RosterBySlot<P> = {
    TOP: null,
    JUNGLE: null,
    MID: null,
    ADC: null,
    SUPPORT: null,
    FLEX: null,
    BENCH: [],
  };
  for (const { slot, player } of entries) {
    if (slot === 'BENCH') roster.BENCH.push(player);
    else roster[slot] = player;
  }
  return roster;
}

export type Placement = { slot: RosterSlot } | { error: string };

export const POSITION_ERROR = 'Position Error - No valid position available for this player';
export const NO_BENCH = 'This league plays without a bench';

/**
 * Where a drafted player goes: their own position's slot if empty, else FLEX if
 * empty, else the bench while it has room, else an error. TEAM players have no
 * position slot of their own.
 */
export function placeDraftedPlayer(roster: RosterShape, position: PlayerPosition): Placement {
  if (position !== 'TEAM' && !roster.filled.has(position)) return { slot: position };
  if (!roster.filled.has('FLEX')) return { slot: 'FLEX' };
  if (roster.benchCount < roster.benchSize) return { slot: 'BENCH' };
  return { error: POSITION_ERROR };
}

/**
 * Why a player cannot go into a slot, or null if they can: the slot does not take their
 * position, or it (or the bench) is already full.
 */
export function slotProblem(
  roster: RosterShape,
  slot: RosterSlot,
  position: PlayerPosition,
): { kind: 'position' | 'full'; message: string } | null {
  if (!slotAccepts(slot, position)) {
    const own = position === 'TEAM' ? 'the FLEX slot' : `the ${position} slot, FLEX`;
    return {
      kind: 'position',
      message: `A ${position} player cannot play ${slot}; choose ${own} or the bench`,
    };
  }
  if (slot === 'BENCH') {
    if (roster.benchSize === 0) return { kind: 'full', message: NO_BENCH };
    return roster.benchCount >= roster.benchSize
      ? { kind: 'full', message: `The bench is full (${roster.benchSize} players)` }
      : null;
  }
  return roster.filled.has(slot)
    ? { kind: 'full', message: `The ${slot} slot is already filled` }
    : null;
}

/** The shape of a roster from the slots its players hold, one entry per player. */
export function rosterShapeOfSlots(slots: readonly string[], benchSize: number): RosterShape {
  return {
    filled: new Set(slots.filter((slot) => slot !== 'BENCH') as StarterSlot[]),
    benchCount: slots.filter((slot) => slot === 'BENCH').length,
    benchSize,
  };
}

/** A roster of any player shape (full players on a team's page, fewer fields on a league's). */
type RosterOf<P> = { [Slot in StarterSlot]: P | null } & { BENCH: readonly P[] };

/** Which starter slots of a team's roster hold a player, and how many sit on the bench. */
export function rosterShapeOf(roster: RosterOf<unknown>, benchSize: number): RosterShape {
  return {
    filled: new Set(STARTER_SLOTS.filter((slot) => roster[slot] !== null)),
    benchCount: roster.BENCH.length,
    benchSize,
  };
}

/** Every player on a roster: the starters in slot order, then the bench. */
export function rosterPlayers<P = Player>(roster: RosterOf<P>): P[] {
  const starters = STARTER_SLOTS.map((slot) => roster[slot]).filter(
    (player): player is P => player !== null,
  );
  return [...starters, ...roster.BENCH];
}

/** A rostered player as a league's page lists him: who he is and his points. */
export function rosterPlayerOf(player: Player): RosterPlayer {
  const { id, name, position, team, region, fantasyPoints } = player;
  return { id, name, position, team, region, fantasyPoints };
}

/** A team as its league's page shows it (`leagueTeamSchema`). */
export function leagueTeamOf(team: Team): LeagueTeam {
  const slim = (player: Player | null) => player && rosterPlayerOf(player);
  const { players } = team;
  return {
    ...team,
    players: {
      TOP: slim(players.TOP),
      JUNGLE: slim(players.JUNGLE),
      MID: slim(players.MID),
      ADC: slim(players.ADC),
      SUPPORT: slim(players.SUPPORT),
      FLEX: slim(players.FLEX),
      BENCH: players.BENCH.map(rosterPlayerOf),
    },
  };
}
