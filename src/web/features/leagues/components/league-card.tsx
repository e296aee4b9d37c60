import { Badge, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconTrophy, IconUsers } from '@tabler/icons-react';
import type { LeagueSummary } from '../../../../domain/contract/leagues';
import { appPaths } from '../../../lib/paths';
import { maxTeamsOf } from '../league-display';
import classes from './league-card.module.css';
import { LinkCard } from './link-card';
import { RegionBadges } from './region-badges';

interface LeagueCardProps {
  league: LeagueSummary;
  userId: string;
  isActive?: boolean;
}

/** One league in the My Leagues grids; the whole card opens the league. */
export function LeagueCard({ league, userId, isActive = false }: LeagueCardProps) {
  const maxTeams = maxTeamsOf(league);
  const isMember = league.memberIds.includes(userId);
  const { teamCount } = league;
  const full = teamCount >= maxTeams;
  const role =
    league.creatorId === userId
      ? 'Commissioner'
      : isMember
        ? 'Member'
        : full
          ? 'League full'
          : 'Open to join';
  const members = league.memberIds.length;

  return (
    <LinkCard to={appPaths.league(league.id)} label={league.name} padding="lg" testId="league-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={42} radius="md" variant="light" color={isMember ? 'gold' : 'rift'}>
            <IconTrophy size={22} />
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" lh={1.25} truncate>
              {league.name}
            </Text>
            <Text size="xs" c="dimmed" fw={500}>
              {role}
            </Text>
          </Stack>
        </Group>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {league.isPublic ? null : (
            <Badge variant="outline" color="gray" radius="sm" leftSection={<IconLock size={11} />}>
              Private
            </Badge>
          )}
          {isActive ? (
            <Badge variant="light" color="rift" radius="sm">
              Active
            </Badge>
          ) : null}
        </Group>
      </Group>

      <Text size="sm" c={league.description ? 'dark.1' : 'dimmed'} lineClamp={2} mih={42}>
        {league.description || 'No description yet.'}
      </Text>

      <RegionBadges regions={league.regions} />

      <Stack gap={6} className={classes.footer}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {teamCount} / {maxTeams}{' '}
            <Text span c="dimmed" fw={400} size="sm">
              teams
            </Text>
          </Text>
          <Group gap={4} c="dimmed">
            <IconUsers size={14} />
            <Text size="sm">
              {members} {members === 1 ? 'member' : 'members'}
            </Text>
          </Group>
        </Group>
        <Progress
          value={Math.min(100, (teamCount / maxTeams) * 100)}
          size="sm"
          radius="xl"
          color={full ? 'gold' : 'rift'}
          aria-label={`${teamCount} of ${maxTeams} teams`}
        />
      </Stack>
    </LinkCard>
  );
}
