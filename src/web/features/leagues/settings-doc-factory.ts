import type { LeagueSettingsDoc } from '../../../domain/contract/settings';
import { SETTING_PATHS, SETTING_RULES } from '../../../domain/league-settings';

/**
 * For the tests: a replay league's settings as the server answers them before its draft, every
 * setting open; `overrides` replaces whole groups.
 */
export function createSettingsDoc(overrides: Partial<LeagueSettingsDoc> = {}): LeagueSettingsDoc {
  return {
    league: { name: 'Summoners Cup', description: '', isPublic: true, maxTeams: 12 },
    roster: {
      starters: ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'],
      bench: 3,
      teamSlot: false,
    },
    scoring: { player: { kill: 2, death: -0.5, assist: 1.5 }, team: { win: 2 } },
    trades: { reviewHours: 24, deadlineWeek: null },
    waivers: { type: 'faab', budget: 100, days: 2 },
    locks: { lockMode: 'player', finalGraceHours: 12 },
    season: { mode: 'replay', weekSeconds: 86_400, weeks: 9 },
    playoffs: { teams: 4, startWeek: null, firstWeek: 8, roundWeeks: 1, consolation: false },
    medianGame: false,
    changes: Object.fromEntries(
      SETTING_PATHS.map((path) => [
        path,
        { when: SETTING_RULES[path].when, open: true, closedBecause: null },
      ]),
    ) as LeagueSettingsDoc['changes'],
    ...overrides,
  };
}
