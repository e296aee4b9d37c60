import type { TeamRoster } from '../../../domain/contract/teams';
import { type RosterRules, starterSlotsOf } from '../../../domain/roster';
import type { RosterRow } from '../../components/roster-columns';

/** The league's starter slots in order (TEAM last, when it has one), then its bench seats (filled ones first). */
export function starterRows(roster: TeamRoster, rules: Pick<RosterRules, 'teamSlot'>): RosterRow[] {
  return starterSlotsOf(rules).map((slot) => ({ key: slot, slot, player: roster[slot] }));
}

export function benchRows(roster: TeamRoster, benchSize: number): RosterRow[] {
  return Array.from({ length: Math.max(benchSize, roster.BENCH.length) }, (_, seat) => ({
    key: `BENCH-${seat + 1}`,
    slot: 'BENCH' as const,
    player: roster.BENCH[seat] ?? null,
  }));
}
