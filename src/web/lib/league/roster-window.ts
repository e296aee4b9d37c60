import { BOT_NO_TRADES, CLOSED_BY_DRAFT, SEASON_OVER } from '../../../domain/league-rules';
import type { DraftStatus } from '../../../domain/vocabulary';

/**
 * Whether the league's rosters take moves: not while the draft runs (the draft fills them), and
 * not once the champion is crowned.
 */
export type RosterWindow = 'open' | 'drafting' | 'over';

export function rosterWindowOf(league: {
  draft: { status: DraftStatus };
  playoffs: { champion: unknown };
}): RosterWindow {
  if (league.playoffs.champion !== null) return 'over';
  return league.draft.status === 'started' ? 'drafting' : 'open';
}

/**
 * Why no trade can be offered to `team` now, as the server would say it, or null: the season
 * is over, the draft is running, or the team is a bot's.
 */
export function tradeClosedBecause(
  team: { name: string; isBot: boolean },
  window: RosterWindow,
): string | null {
  if (window === 'over') return SEASON_OVER('trades');
  if (window === 'drafting') return CLOSED_BY_DRAFT('Trades');
  return team.isBot ? BOT_NO_TRADES(team.name) : null;
}
