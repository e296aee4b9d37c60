// The pro players: lists, a player's page, pictures and season totals.
// Other features and the app reach this feature only through this file.
export { playersRoutes } from './routes';
export { createPlayersService, toPlayer } from './service';
export { recomputePlayerTotals } from './totals-repository';
