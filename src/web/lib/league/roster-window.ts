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
