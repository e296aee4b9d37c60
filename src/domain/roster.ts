import type { Player, RosterPlayer } from './contract/players';
import type { LeagueTeam, Team, TeamRoster } from './contract/teams';
import {
  type PlayerPosition,
  type RosterSlot,
  STARTER_SLOTS,
  type StarterSlot,
  TEAM_SLOT,
} from './vocabulary';

/**
 * The roster a league chose: the bench's seats (3 unless its commissioner chose another) and
 * whether a seventh starter slot, TEAM, takes a pro organisation.
 */
export interface RosterRules {
  benchSize: number;
  teamSlot: boolean;
}

/** The league's starter slots in the order screens list them: the six, then TEAM if it has it. */
export function starterSlotsOf({ teamSlot }: Pick<RosterRules, 'teamSlot'>): StarterSlot[] {
  return teamSlot ? [...STARTER_SLOTS, TEAM_SLOT] : [...STARTER_SLOTS];
}

/** A roster nobody has been added to: every starter slot empty, nobody on the bench. */
export function emptyRoster(): TeamRoster {
  return rosterBySlot<Player>([]);
}

/**
 * Which slots take which players: a position slot (TEAM included) only its position, FLEX and
 * BENCH anyone. Whether the league has the slot at all is `slotProblem`'s question.
 */
export function slotAccepts(slot: RosterSlot, position: PlayerPosition): boolean {
  return slot === 'FLEX' || slot === 'BENCH' || slot === position;
}

/** The starter slot of a player's own position in this league, if it has one. */
export function ownSlotOf(
  position: PlayerPosition,
  { teamSlot }: Pick<RosterRules, 'teamSlot'>,
): StarterSlot | null {
  if (position !== TEAM_SLOT) return position;
  return teamSlot ? TEAM_SLOT : null;
}

/** What a roster holds, slot by slot: filled starter slots and the bench count, with the league's rules. */
export interface RosterShape extends RosterRules {
  filled: ReadonlySet<StarterSlot>;
  benchCount: number;
}

/**
 * Players keyed by slot: one (or none) in each starter slot, a list on the bench. TEAM is
 * always null in a league without that slot.
 */
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
    TEAM: null,
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
export const NO_TEAM_SLOT = 'This league has no TEAM slot';

/**
 * Where a drafted player goes: their own position's slot if empty, else FLEX if empty, else
 * the bench while it has room, else an error. A TEAM player's own slot is the TEAM slot, in
 * the leagues that have one.
 */
export function placeDraftedPlayer(roster: RosterShape, position: PlayerPosition): Placement {
  const own = ownSlotOf(position, roster);
  if (own && !roster.filled.has(own)) return { slot: own };
  if (!roster.filled.has('FLEX')) return { slot: 'FLEX' };
  if (roster.benchCount < roster.benchSize) return { slot: 'BENCH' };
  return { error: POSITION_ERROR };
}

/**
 * 'A MID', 'An ADC': a position read as a word or as its letters takes 'an' when it starts
 * with a vowel sound, which for our positions is when it starts with a vowel.
 */
const withArticle = (position: PlayerPosition) =>
  `${/^[AEIOU]/.test(position) ? 'An' : 'A'} ${position}`;

/**
 * Why a player cannot go into a slot, or null if they can: the league has no such slot, the
 * slot does not take their position, or it (or the bench) is already full.
 */
export function slotProblem(
  roster: RosterShape,
  slot: RosterSlot,
  position: PlayerPosition,
): { kind: 'position' | 'full'; message: string } | null {
  if (slot === TEAM_SLOT && !roster.teamSlot) return { kind: 'position', message: NO_TEAM_SLOT };
  if (!slotAccepts(slot, position)) {
    const ownSlot = ownSlotOf(position, roster);
    const own = ownSlot ? `the ${ownSlot} slot, FLEX` : 'the FLEX slot';
    return {
      kind: 'position',
      message: `${withArticle(position)} player cannot play ${slot}; choose ${own} or the bench`,
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
export function rosterShapeOfSlots(slots: readonly string[], rules: RosterRules): RosterShape {
  return {
    filled: new Set(slots.filter((slot) => slot !== 'BENCH') as StarterSlot[]),
    benchCount: slots.filter((slot) => slot === 'BENCH').length,
    benchSize: rules.benchSize,
    teamSlot: rules.teamSlot,
  };
}

/** A roster of any player shape (full players on a team's page, fewer fields on a league's). */
type RosterOf<P> = { [Slot in StarterSlot]: P | null } & { BENCH: readonly P[] };

/** Which starter slots of a team's roster hold a player, and how many sit on the bench. */
export function rosterShapeOf(roster: RosterOf<unknown>, rules: RosterRules): RosterShape {
  return {
    filled: new Set(starterSlotsOf(rules).filter((slot) => roster[slot] !== null)),
    benchCount: roster.BENCH.length,
    benchSize: rules.benchSize,
    teamSlot: rules.teamSlot,
  };
}

/** Every player on a roster: the starters in slot order (TEAM last), then the bench. */
export function rosterPlayers<P = Player>(roster: RosterOf<P>): P[] {
  const starters = starterSlotsOf({ teamSlot: true })
    .map((slot) => roster[slot])
    .filter((player): player is P => player !== null);
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
      TEAM: slim(players.TEAM),
      BENCH: players.BENCH.map(rosterPlayerOf),
    },
  };
}
