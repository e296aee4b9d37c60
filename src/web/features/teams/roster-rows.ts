import type { TeamRoster } from '../../../domain/contract/teams';
import { STARTER_SLOTS } from '../../../domain/vocabulary';
import type { RosterRow } from '../../components/roster-columns';

/** The six starter slots in order, then the league's bench seats (filled ones first). */
export function starterRows(roster: TeamRoster): RosterRow[] {
  return STARTER_SLOTS.map((slot) => ({ key: slot, slot, player: roster[slot] }));
}

export function benchRows(roster: TeamRoster, benchSize: number): RosterRow[] {
  return Array.from({ length: Math.max(benchSize, roster.BENCH.length) }, (_, seat) => ({
    key: `BENCH-${seat + 1}`,
    slot: 'BENCH' as const,
    player: roster.BENCH[seat] ?? null,
  }));
}
