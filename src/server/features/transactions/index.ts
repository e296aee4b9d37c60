// The league's transactions log: adds, drops, claims, trades and commissioner actions.
// Other features write it through the repositories; the app mounts its route from here.

export { logCommissioner } from './commissioner';
export type { TransactionEntry } from './repository';
export { transactionsRoutes } from './routes';
export { createTransactionsService } from './service';
