// Accounts: registration, login, profiles, rights, and how a user is shown to others.
// Other features and the app reach this feature only through this file.
export { createAuthThrottle } from './auth-throttle';
export { runAdminCommand } from './operator-grants';
export { hashPassword } from './passwords';
export { signInRoutes, usersRoutes } from './routes';
export { createUsersService } from './service';
export type { Reader } from './user-json';
export { readerAmong, selfReader, toUser, userSeenBy } from './user-json';
