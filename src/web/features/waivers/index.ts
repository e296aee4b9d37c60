// What other features may use of free agency and waivers: a player's standing in a league,
// the two ways a manager takes him (a free agent at once, a player on waivers by claim), and
// the input for a claim's bid.
export { useClaims } from './api/get-claims';
export { BidInput, bidProblem } from './components/bid-input';
export { PlayerStatusText } from './components/player-status-text';
export { openAddDropModal, openClaimModal } from './components/waiver-modals';
export { type PlayerMove, playerMoveOf, playerStatusLabel, playerStatusOf } from './player-status';
