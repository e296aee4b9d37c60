// What other features may use of the teams: a team and the user's own teams, which the trade
// screen reads from the same cache entries as the team pages.
export { useMyTeams } from './api/get-my-teams';
export { useTeam } from './api/get-team';
