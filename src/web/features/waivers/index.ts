// What other features may use of free agency and waivers: a player's standing in a league,
// and the two ways a manager takes him (a free agent at once, a player on waivers by claim).
export { useClaims } from './api/get-claims';
export { PlayerStatusText } from './components/player-status-text';
export { openAddDropModal, openClaimModal } from './components/waiver-modals';
export { type PlayerMove, playerMoveOf, playerStatusLabel, playerStatusOf } from './player-status';
