import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconRobot, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Team } from '../../../../domain/types';
import { formatPoints } from '../../../lib/format';
import { appPaths } from '../../../lib/paths';

interface TeamHeaderProps {
  team: Team;
  isOwner: boolean;
  /** The viewer's own team in this league: a trade needs one on each side. */
  ownTeamInLeague: Team | undefined;
}

/** The team page's header: name, owner, league, total points, and Propose Trade. */
export function TeamHeader({ team, isOwner, ownTeamInLeague }: TeamHeaderProps) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={{
        background:
          'linear-gradient(120deg, rgba(11,191,177,0.14), rgba(13,21,40,0.88) 45%, rgba(200,170,110,0.10))',
      }}
    >
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={8} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            {isOwner ? (
              <Badge variant="light" color="rift" radius="sm">
                Your team
              </Badge>
            ) : null}
            {team.isBot ? (
              <Badge variant="light" color="gray" radius="sm" leftSection={<IconRobot size={11} />}>
                Bot team
              </Badge>
            ) : null}
          </Group>
          <Title order={1} fz={{ base: 28, sm: 38 }} lh={1.1} style={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Title>
          <Text size="sm" c="dimmed">
            Owner:{' '}
            <Text span fw={600} c="gray.3" data-testid="team-owner">
              {team.owner}
            </Text>
          </Text>
          {team.leagueId ? (
            <Group gap={6}>
              <IconTrophy size={15} color="var(--mantine-color-gold-5)" />
              <Anchor component={Link} to={appPaths.league(team.leagueId)} size="sm" c="gold.4">
                {team.leagueName}
              </Anchor>
            </Group>
          ) : null}
        </Stack>
        <Stack gap="sm" align="flex-end">
          <Stack gap={0} align="flex-end">
            <Text size="xs" tt="uppercase" c="dimmed" fw={700} lts={0.8}>
              Total Points
            </Text>
            <Text
              fz={{ base: 28, sm: 36 }}
              fw={800}
              c="gold.4"
              lh={1.15}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="team-total-points"
            >
              {formatPoints(team.totalPoints)}
            </Text>
          </Stack>
          {isOwner ? null : ownTeamInLeague ? (
            <Button
              component={Link}
              to={appPaths.trade(team.id)}
              leftSection={<IconArrowsExchange size={18} />}
            >
              Propose Trade
            </Button>
          ) : (
            <Text size="xs" c="dimmed" ta="right" maw={200}>
              You don't have a team in this league
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
