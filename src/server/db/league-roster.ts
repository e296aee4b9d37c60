import type { RosterRules } from '../../domain/roster';
import type { LeagueRow } from './schema';

/** The roster a league chose (its bench, its TEAM slot), as the roster rules read it. */
export const rosterRulesOf = (
  league: Pick<LeagueRow, 'rosterBench' | 'rosterTeamSlot'>,
): RosterRules => ({ benchSize: league.rosterBench, teamSlot: league.rosterTeamSlot });
