// What other features and the app shell may use of the trades: the offers on a team page.
export { TradeOffersSection } from './components/trade-offers-section';
