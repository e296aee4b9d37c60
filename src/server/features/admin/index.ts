// Operator tools for a league (filling it with bot teams).
// Other features and the app reach this feature only through this file.
export { adminRoutes } from './routes';
