// What other features may use of the season: the league page's Standings and Matchups tabs.
export { MatchupsTab } from './components/matchups-tab';
export { StandingsTab } from './components/standings-tab';
