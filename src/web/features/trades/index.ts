// What other features may use of the trades: the offers on a team page and the league's
// Transactions tab.
export { TradeOffersSection } from './components/trade-offers-section';
export { TransactionsTab } from './components/transactions-tab';
