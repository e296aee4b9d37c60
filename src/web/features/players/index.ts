// What other features may use of the players: the league's player pool, which Add Player
// on a team page reads from the same cache entry as the player list.
export { useLeaguePlayers } from './api/get-league-players';
// A player's picture with its generated fallback, wherever a player is shown large.
export { PlayerAvatar } from './components/player-avatar';
