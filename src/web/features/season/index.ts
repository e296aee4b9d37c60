// What other features may use of the season: the league page's Standings and Matchups tabs,
// and the default season length its schedule forms start from.
export { MatchupsTab } from './components/matchups-tab';
export { StandingsTab } from './components/standings-tab';
export { DEFAULT_SEASON_WEEKS } from './season-weeks';
