// Free agency and waivers: claims, the daily clears, a drop's waiver period.
// Other features and the app reach this feature only through this file.

export { scheduleClears, startReverseStandings } from './clear';
export { startWaiverClears } from './clear-rounds';
export { waiversRoutes } from './routes';
export { createWaiversService, ON_WAIVERS, releaseToWaivers } from './service';
