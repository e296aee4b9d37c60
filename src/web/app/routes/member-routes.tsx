import { Navigate, type RouteObject } from 'react-router';
import { appPaths, routePatterns } from '../../lib/paths';
import { RequireLeague } from '../guards/require-league';
import { page, titled } from './lazy-page';
import { leagueRoutes } from './league-routes';

/** Screens that need a login. */
export const memberRoutes: RouteObject[] = [
  {
    path: routePatterns.player,
    ...titled('Player'),
    lazy: page(
      () => import('../../features/players/pages/player-page'),
      (m) => m.PlayerPage,
    ),
  },
  {
    path: 'leagues',
    ...titled('My Leagues'),
    lazy: page(
      () => import('../../features/leagues/pages/leagues-page'),
      (m) => m.LeaguesPage,
    ),
  },
  {
    path: routePatterns.league,
    ...titled('League'),
    lazy: page(
      () => import('../../features/leagues/pages/league-detail-page'),
      (m) => m.LeagueDetailPage,
    ),
  },
  {
    path: routePatterns.leagueSettings,
    ...titled('League Settings'),
    lazy: page(
      () => import('../../features/leagues/pages/league-settings-page'),
      (m) => m.LeagueSettingsPage,
    ),
  },
  {
    path: 'league',
    ...titled('League'),
    lazy: page(
      () => import('../../features/leagues/pages/current-league-page'),
      (m) => m.CurrentLeaguePage,
    ),
  },
  {
    path: 'teams',
    ...titled('My Teams'),
    lazy: page(
      () => import('../../features/teams/pages/teams-page'),
      (m) => m.TeamsPage,
    ),
  },
  {
    path: routePatterns.team,
    ...titled('Team'),
    lazy: page(
      () => import('../../features/teams/pages/team-page'),
      (m) => m.TeamPage,
    ),
  },
  {
    path: routePatterns.trade,
    ...titled('Propose Trade'),
    lazy: page(
      () => import('../../features/trades/pages/trade-page'),
      (m) => m.TradePage,
    ),
  },
  {
    path: 'friends',
    ...titled('Friends'),
    lazy: page(
      () => import('../../features/friends/pages/friends-page'),
      (m) => m.FriendsPage,
    ),
  },
  // /messages is the Messages tab of the friends page.
  { path: 'messages', element: <Navigate to={appPaths.messagesTab} replace /> },
  {
    path: routePatterns.conversation,
    ...titled('Conversation'),
    lazy: page(
      () => import('../../features/messages/pages/conversation-page'),
      (m) => m.ConversationPage,
    ),
  },
  {
    path: 'profile',
    ...titled('Profile'),
    lazy: page(
      () => import('../../features/profile/pages/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  { Component: RequireLeague, children: leagueRoutes },
];
