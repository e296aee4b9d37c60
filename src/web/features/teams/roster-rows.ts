import type { TeamRoster } from '../../../domain/contract/teams';
import { BENCH_SIZE, STARTER_SLOTS } from '../../../domain/vocabulary';
import type { RosterRow } from '../../components/roster-columns';

/** The six starter slots in order, then the bench's three seats (filled ones first). */
export function starterRows(roster: TeamRoster): RosterRow[] {
  return STARTER_SLOTS.map((slot) => ({ key: slot, slot, player: roster[slot] }));
}

export function benchRows(roster: TeamRoster): RosterRow[] {
  return Array.from({ length: Math.max(BENCH_SIZE, roster.BENCH.length) }, (_, seat) => ({
    key: `BENCH-${seat + 1}`,
    slot: 'BENCH' as const,
    player: roster.BENCH[seat] ?? null,
  }));
}
