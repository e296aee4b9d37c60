// Leagues: creating, joining and browsing them, and a league's page.
// Other features and the app reach this feature only through this file.
export { leaguesRoutes } from './routes';
export { createLeaguesService } from './service';
