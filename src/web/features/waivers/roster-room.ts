import type { League } from '../../../domain/contract/leagues';
import type { WaiverClaim } from '../../../domain/contract/waivers';
import { type RosterBySlot, rosterShapeOfSlots, starterSlotsOf } from '../../../domain/roster';
import type { PlayerPosition, RosterSlot } from '../../../domain/vocabulary';
import { placeAdded } from '../../../domain/waivers';

/** Whether an added player finds a slot: as the roster stands, and with each of its players let go. */
export interface RosterRoom {
  /** A slot takes him without a drop. */
  open: boolean;
  /** The players whose drop leaves a slot that takes him. */
  drops: ReadonlySet<string>;
}

/**
 * The room a roster has for a player of this position in a league of these roster settings, by
 * the rule the clear and the add-drop apply (`placeAdded`): a drop frees its own slot, and the
 * rest of the roster stays as it is.
 */
export function rosterRoomFor(
  roster: RosterBySlot<{ id: string }>,
  { bench, teamSlot }: League['roster'],
  position: PlayerPosition,
): RosterRoom {
  const rules = { benchSize: bench, teamSlot };
  const held: { id: string; slot: RosterSlot }[] = [
    ...starterSlotsOf({ teamSlot: true }).flatMap((slot) => {
      const player = roster[slot];
      return player ? [{ id: player.id, slot }] : [];
    }),
    ...roster.BENCH.map((player) => ({ id: player.id, slot: 'BENCH' as const })),
  ];
  const fits = (drop: (typeof held)[number] | null) => {
    const kept = held.filter((entry) => entry !== drop).map((entry) => entry.slot);
    return placeAdded(rosterShapeOfSlots(kept, rules), position, drop?.slot ?? null) !== null;
  };
  return {
    open: fits(null),
    drops: new Set(held.filter(fits).map((entry) => entry.id)),
  };
}

/**
 * A pending claim that names no drop needs one once no open slot takes its player (the roster
 * filled after it was made): the clear would fail it for want of room.
 */
export function claimNeedsDrop(
  claim: Pick<WaiverClaim, 'addPlayer' | 'dropPlayer'>,
  roster: RosterBySlot<{ id: string }>,
  rules: League['roster'],
): boolean {
  return claim.dropPlayer === null && !rosterRoomFor(roster, rules, claim.addPlayer.position).open;
}
