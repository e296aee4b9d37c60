// Trades between teams, with review, veto and expiry.
// Other features and the app reach this feature only through this file.
export { tellTradeOwners, voidOpenTrades, voidTradesHolding } from './news';
export { tradesRoutes } from './routes';
export { createTradesService } from './service';
export { startTradeSweeper } from './sweeper';
