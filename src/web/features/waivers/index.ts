// What other features may use of free agency and waivers: a player's standing in a league,
// the two ways a manager takes him (a free agent at once, a player on waivers by claim), and
// what a claim's edit needs: its bid, its drop, and what the server may refuse of them.
export { useClaims } from './api/get-claims';
export { BidInput, bidProblem } from './components/bid-input';
export { DropSelect } from './components/drop-select';
export { PlayerStatusText } from './components/player-status-text';
export { openAddDropModal, openClaimModal } from './components/waiver-modals';
export { closesAfterRefusal, isLineupLocked } from './drop-locks';
export { type PlayerMove, playerMoveOf, playerStatusLabel, playerStatusOf } from './player-status';
export { claimNeedsDrop } from './roster-room';
export { useDropChoice } from './use-drop-choice';
