// Fantasy teams and their rosters.
// Other features and the app reach this feature only through this file.
export { teamsRoutes } from './routes';
export type { TeamsService } from './service';
export {
  BOT_OWNER,
  createTeamIn,
  createTeamsService,
  JOIN_DURING_DRAFT,
  requirePlayerOfRegions,
  requireSlotFor,
  toTeam,
} from './service';
