import { Badge, Button, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconCalendarWeek,
  IconCrown,
  IconListNumbers,
  IconLock,
  IconPlus,
  IconUsersGroup,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { League } from '../../../../domain/types';
import { appPaths } from '../../../lib/paths';
import { RegionBadges } from './region-badges';

interface LeagueHeroProps {
  league: League;
  /** Shown to non-members: opens the Join modal. */
  onJoin?(): void;
  /** Extra action beside the title (e.g. the member's own team). */
  aside?: ReactNode;
}

/** The league page's header: name, creator, description, regions, Join, and the league's links. */
export function LeagueHero({ league, onJoin, aside }: LeagueHeroProps) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={{
        background:
          'linear-gradient(120deg, rgba(200,170,110,0.14), rgba(13,21,40,0.88) 45%, rgba(11,191,177,0.10))',
      }}
    >
      <Stack gap="lg">
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', sm: 'flex-start' }}
          gap="lg"
        >
          <Stack gap={8} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6}>
              {league.isPublic ? (
                <Badge
                  variant="outline"
                  color="gray"
                  radius="sm"
                  leftSection={<IconWorld size={11} />}
                >
                  Public
                </Badge>
              ) : (
                <Badge
                  variant="outline"
                  color="gray"
                  radius="sm"
                  leftSection={<IconLock size={11} />}
                >
                  Private
                </Badge>
              )}
              {league.isCommissioner ? (
                <Badge
                  variant="light"
                  color="gold"
                  radius="sm"
                  leftSection={<IconCrown size={11} />}
                >
                  Commissioner
                </Badge>
              ) : league.isMember ? (
                <Badge variant="light" color="rift" radius="sm">
                  Member
                </Badge>
              ) : null}
            </Group>
            <Title
              order={1}
              fz={{ base: 28, sm: 38 }}
              lh={1.1}
              style={{ overflowWrap: 'anywhere' }}
            >
              {league.name}
            </Title>
            <Text size="sm" c="dimmed">
              Created by{' '}
              <Text span fw={600} c="gray.3" data-testid="league-creator">
                {league.creator?.username ?? 'a former member'}
              </Text>
            </Text>
            {league.description ? (
              <Text c="dark.1" maw={720} style={{ whiteSpace: 'pre-line' }}>
                {league.description}
              </Text>
            ) : null}
            <RegionBadges regions={league.regions} size="md" />
          </Stack>
          <Stack gap="xs" align="stretch">
            {onJoin ? (
              <Button size="md" leftSection={<IconPlus size={18} />} onClick={onJoin}>
                Join League
              </Button>
            ) : null}
            {aside}
          </Stack>
        </Flex>

        <Group gap="xs">
          <Button
            component={Link}
            to={appPaths.leaguePlayers(league.id)}
            variant="light"
            color="gray"
            leftSection={<IconUsersGroup size={16} />}
          >
            View Players
          </Button>
          <Button
            component={Link}
            to={appPaths.standingsFor(league.id)}
            variant="light"
            color="gray"
            leftSection={<IconListNumbers size={16} />}
          >
            Standings
          </Button>
          <Button
            component={Link}
            to={appPaths.matchupsFor(league.id)}
            variant="light"
            color="gray"
            leftSection={<IconCalendarWeek size={16} />}
          >
            Matchups
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
