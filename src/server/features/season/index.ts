// The season: schedule, weekly scoring, matchups and standings.
// Other features and the app reach this feature only through this file.

export { CLOCK_ROUND_MS, startClockRounds } from './clock-rounds';
export {
  bracketsOf,
  PLAYOFFS_IN_THE_PAST,
  playoffCalendarOf,
  playoffSettingsOf,
} from './playoffs';
export { seasonRoutes } from './routes';
export {
  clockOfLeague,
  createSeasonService,
  firstGamePlayed,
  refuseNewTeamOnceBegun,
  rescoreWeeks,
  SCHEDULE_AFTER_SEEDS,
  SCHEDULE_BEFORE_DEADLINE,
  scheduleNewTeam,
  scheduleWeeks,
  weeksFrom,
} from './service';
