import type { RouteObject } from 'react-router';
import { routePatterns } from '../../lib/paths';
import { page, titled } from './lazy-page';

// Screens that also need a selected league or a league id in the route.
export const leagueRoutes: RouteObject[] = [
  {
    path: 'players',
    ...titled('Players'),
    lazy: page(
      () => import('../../features/players/pages/players-page'),
      (m) => m.PlayersPage,
    ),
  },
  {
    path: routePatterns.leaguePlayers,
    ...titled('Players'),
    lazy: page(
      () => import('../../features/players/pages/players-page'),
      (m) => m.PlayersPage,
    ),
  },
  {
    path: 'matchups',
    ...titled('Matchups'),
    lazy: page(
      () => import('../../features/season/pages/matchups-page'),
      (m) => m.MatchupsPage,
    ),
  },
  {
    path: 'standings',
    ...titled('Standings'),
    lazy: page(
      () => import('../../features/season/pages/standings-page'),
      (m) => m.StandingsPage,
    ),
  },
  {
    path: routePatterns.leaguePlayoffs,
    ...titled('Playoffs'),
    lazy: page(
      () => import('../../features/season/pages/playoffs-page'),
      (m) => m.PlayoffsPage,
    ),
  },
  {
    path: 'draft',
    ...titled('Draft'),
    lazy: page(
      () => import('../../features/drafts/pages/draft-page'),
      (m) => m.DraftPage,
    ),
  },
  {
    path: 'riftdraft',
    ...titled('Live Draft'),
    lazy: page(
      () => import('../../features/drafts/pages/live-draft-page'),
      (m) => m.LiveDraftPage,
    ),
  },
  {
    path: routePatterns.liveDraftFor,
    ...titled('Live Draft'),
    lazy: page(
      () => import('../../features/drafts/pages/live-draft-page'),
      (m) => m.LiveDraftPage,
    ),
  },
];
