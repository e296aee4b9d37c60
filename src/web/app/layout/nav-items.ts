import {
  IconCalendarEvent,
  IconListNumbers,
  IconShield,
  IconSwords,
  IconTrophy,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { appPaths } from '../../lib/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Shown but not clickable: the page needs a selected league and there is none. */
  disabled: boolean;
  /** Other screens that belong to this link's section (a conversation belongs to Friends). */
  sectionPaths?: readonly string[];
  /** A count beside the label (trade offers awaiting an answer); absent when there is none. */
  badge?: { count: number; label: string; testId: string };
}

export const NEEDS_LEAGUE_HINT = 'Select a league first';

/**
 * The navigation bar. Players appears only with a selected league; Matchups,
 * Standings and Draft stay visible but disabled without one, so users learn they exist. My
 * Teams counts the trade offers waiting for the user's answer (they are on the team pages);
 * Friends counts the unread conversations and the friend requests received.
 */
export function buildNavItems({
  authenticated,
  hasLeague,
  offersAwaiting = 0,
  socialWaiting = 0,
}: {
  authenticated: boolean;
  hasLeague: boolean;
  offersAwaiting?: number;
  socialWaiting?: number;
}): NavItem[] {
  const players: NavItem[] = hasLeague
    ? [{ label: 'Players', to: appPaths.players, icon: IconUsersGroup, disabled: false }]
    : [];
  if (!authenticated) return players;
  return [
    ...players,
    { label: 'My Leagues', to: appPaths.leagues, icon: IconTrophy, disabled: false },
    {
      label: 'My Teams',
      to: appPaths.teams,
      icon: IconShield,
      disabled: false,
      ...(offersAwaiting > 0
        ? {
            badge: {
              count: offersAwaiting,
              label: `${offersAwaiting} trade ${offersAwaiting === 1 ? 'offer' : 'offers'} to answer`,
              testId: 'nav-offer-count',
            },
          }
        : {}),
    },
    { label: 'Matchups', to: appPaths.matchups, icon: IconSwords, disabled: !hasLeague },
    { label: 'Standings', to: appPaths.standings, icon: IconListNumbers, disabled: !hasLeague },
    { label: 'Draft', to: appPaths.draft, icon: IconCalendarEvent, disabled: !hasLeague },
    {
      label: 'Friends',
      to: appPaths.friends,
      icon: IconUsers,
      disabled: false,
      sectionPaths: [appPaths.messages],
      ...(socialWaiting > 0
        ? {
            badge: {
              count: socialWaiting,
              label: `${socialWaiting} unread ${socialWaiting === 1 ? 'conversation or friend request' : 'conversations and friend requests'}`,
              testId: 'nav-social-count',
            },
          }
        : {}),
    },
  ];
}

/** Whether the screen at `pathname` lies in a link's section beyond the link's own address. */
export function inSection(item: Pick<NavItem, 'sectionPaths'>, pathname: string): boolean {
  return (
    item.sectionPaths?.some((path) => pathname === path || pathname.startsWith(`${path}/`)) ?? false
  );
}
