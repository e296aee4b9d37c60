import { firstGameHappened } from './season-clock';

export const COMMISSIONER_ONLY = 'Only the league commissioner can do this';
/**
 * Once the champion is crowned (the playoff final is final, or in a league without playoffs the
 * last week), the league's trades, waivers, roster moves and schedule close, and so does the
 * replay's Pause and Resume: no week is left for its clock to hold back.
 */
export const SEASON_OVER = (
  what: 'trades' | 'waivers' | 'roster moves' | 'schedule changes' | 'rescores' | 'replay controls',
) => `The season is over: the champion is crowned, and ${what} are closed`;

/** Adds, drops and lineup moves while the draft runs: the draft fills the rosters. */
export const DRAFT_RUNNING = 'Rosters are locked while the draft is running; draft players instead';

/** Schedule Draft once the draft has begun: a league drafts once, as it was scheduled. */
export const DRAFT_SCHEDULE_CLOSED =
  'The draft has begun: its time, type and clocks can no longer change';

/** A bot team takes no trade offers: the commissioner runs it, and would trade with himself. */
export const BOT_NO_TRADES = (team: string) => `${team} is run by a bot and does not trade`;

/** Moves that wait for the draft: what it hands out is not settled until it ends. */
export const CLOSED_BY_DRAFT = (what: 'Trades' | 'Waiver claims') =>
  `${what} are closed while the draft is running`;

/**
 * A league with a schedule takes new teams until its first game has been played on its clock:
 * until then the weeks are drawn again with each new team; after it the pairings are being
 * played, and a team fitted in would have no games.
 */
export const SEASON_BEGUN_NO_NEW_TEAMS = 'The season has begun: this league takes no new teams';

/** Whether a league's page shows a schedule whose first game has been played. */
export const seasonHasBegun = (league: {
  schedule: readonly unknown[];
  clock: { firstGameAt: string | null; now: string };
}) =>
  league.schedule.length > 0 &&
  league.clock.firstGameAt !== null &&
  firstGameHappened(Date.parse(league.clock.firstGameAt), Date.parse(league.clock.now));

/** The league's commissioner: its creator, or its first member when there is none. */
export function commissionerId(league: {
  creatorId: string | null;
  memberIds: readonly string[];
}): string | null {
  return league.creatorId ?? league.memberIds[0] ?? null;
}

/** Who may change a team's roster: its owner; for a bot team, the commissioner. */
export function canManageTeam(
  team: { userId: string | null },
  league: { creatorId: string | null; memberIds: readonly string[] },
  userId: string,
): boolean {
  return team.userId === null ? commissionerId(league) === userId : team.userId === userId;
}
