// What other features and the app shell may use of the trades: the offers on a team page, the
// league's Transactions tab, and the count of offers awaiting the user for the navigation bar.
export { usePendingOfferCount } from './api/get-pending-offers';
export { TradeOffersSection } from './components/trade-offers-section';
export { TransactionsTab } from './components/transactions-tab';
