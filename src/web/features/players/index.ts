// What other features may use of the players: the league's player pool, which Add Player
// on a team page reads from the same cache entry as the player list.
export { useLeaguePlayers } from './api/get-league-players';
