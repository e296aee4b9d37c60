import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconCalendarWeek,
  IconCrown,
  IconListNumbers,
  IconLock,
  IconPlus,
  IconTournament,
  IconTrophy,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { League } from '../../../../domain/contract/leagues';
import { HeroByline, HeroCard } from '../../../components/hero-card';
import { appPaths } from '../../../lib/paths';
import { RegionBadges } from './region-badges';

interface LeagueHeroProps {
  league: League;
  /** Shown to non-members: opens the Join modal. */
  onJoin?(): void;
  /** Extra action beside the title (e.g. the member's own team). */
  aside?: ReactNode;
}

/** The league's other screens, along the bottom of its header. */
const LEAGUE_LINKS = [
  { label: 'View Players', Icon: IconUsersGroup, to: appPaths.leaguePlayers },
  { label: 'Standings', Icon: IconListNumbers, to: appPaths.standingsFor },
  { label: 'Matchups', Icon: IconCalendarWeek, to: appPaths.matchupsFor },
  { label: 'Playoffs', Icon: IconTournament, to: appPaths.leaguePlayoffs },
] as const;

/** The league page's header: name, creator, description, regions, Join, and the league's links. */
export function LeagueHero({ league, onJoin, aside }: LeagueHeroProps) {
  return (
    <HeroCard
      accent="gold"
      title={league.name}
      badges={
        <>
          {league.isPublic ? (
            <Badge variant="outline" color="gray" radius="sm" leftSection={<IconWorld size={11} />}>
              Public
            </Badge>
          ) : (
            <Badge variant="outline" color="gray" radius="sm" leftSection={<IconLock size={11} />}>
              Private
            </Badge>
          )}
          {league.isCommissioner ? (
            <Badge variant="light" color="gold" radius="sm" leftSection={<IconCrown size={11} />}>
              Commissioner
            </Badge>
          ) : league.isMember ? (
            <Badge variant="light" color="rift" radius="sm">
              Member
            </Badge>
          ) : null}
          {league.playoffs.champion ? (
            <Badge
              component={Link}
              to={appPaths.team(league.playoffs.champion.id)}
              variant="filled"
              color="gold"
              radius="sm"
              leftSection={<IconTrophy size={11} />}
              style={{ cursor: 'pointer' }}
              data-testid="league-champion"
            >
              Champion: {league.playoffs.champion.name}
            </Badge>
          ) : null}
        </>
      }
      asideBelowOnPhone
      aside={
        <Stack gap="xs" align="stretch">
          {onJoin ? (
            <Button size="md" leftSection={<IconPlus size={18} />} onClick={onJoin}>
              Join League
            </Button>
          ) : null}
          {aside}
        </Stack>
      }
      footer={
        <Group gap="xs">
          {LEAGUE_LINKS.map(({ label, Icon, to }) => (
            <Button
              key={label}
              component={Link}
              to={to(league.id)}
              variant="light"
              color="gray"
              leftSection={<Icon size={16} />}
            >
              {label}
            </Button>
          ))}
        </Group>
      }
    >
      <HeroByline label="Created by" testId="league-creator">
        {league.creator?.username ?? 'a former member'}
      </HeroByline>
      {league.description ? (
        <Text c="dark.1" maw={720} style={{ whiteSpace: 'pre-line' }}>
          {league.description}
        </Text>
      ) : null}
      <RegionBadges regions={league.regions} size="md" />
    </HeroCard>
  );
}
