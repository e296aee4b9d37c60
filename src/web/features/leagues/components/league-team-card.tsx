import { Badge, Box, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import type { LeagueTeam } from '../../../../domain/contract/teams';
import { type RosterRules, rosterShapeOf, starterSlotsOf } from '../../../../domain/roster';
import { formatPoints } from '../../../lib/format';
import { appPaths } from '../../../lib/paths';
import { LinkCard } from './link-card';

/** A team in its league's Teams tab: owner, how full its roster is, and its points. */
export function LeagueTeamCard({
  team,
  isOwn,
  rules,
}: {
  team: LeagueTeam;
  isOwn: boolean;
  /** The league's bench and TEAM slot. */
  rules: RosterRules;
}) {
  const shape = rosterShapeOf(team.players, rules);
  const starters = starterSlotsOf(rules);
  return (
    <LinkCard
      to={appPaths.team(team.id)}
      label={team.name}
      padding="md"
      testId="league-team"
      style={isOwn ? { borderColor: 'rgba(11,191,177,0.45)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {team.name}
          </Text>
          <Group gap={6} wrap="nowrap">
            {team.isBot ? <IconRobot size={14} color="var(--mantine-color-dimmed)" /> : null}
            <Text size="xs" c="dimmed" truncate>
              {team.isBot ? 'Bot team' : `Owner: ${team.owner}`}
            </Text>
          </Group>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={800} c="gold.4" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatPoints(team.totalPoints)}
          </Text>
          <Text size="xs" c="dimmed">
            pts
          </Text>
        </Stack>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={4} wrap="nowrap" aria-hidden="true">
          {starters.map((slot) => (
            <Tooltip key={slot} label={slot} withArrow openDelay={200}>
              <Box
                w={22}
                h={6}
                style={{
                  borderRadius: 3,
                  background: shape.filled.has(slot)
                    ? 'var(--mantine-color-rift-6)'
                    : 'rgba(140,160,200,0.18)',
                }}
              />
            </Tooltip>
          ))}
        </Group>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {shape.filled.size}/{starters.length} starters · {shape.benchCount}/{shape.benchSize}{' '}
          bench
        </Text>
      </Group>
      {isOwn ? (
        <Badge variant="light" color="rift" radius="sm" w="fit-content">
          Your team
        </Badge>
      ) : null}
    </LinkCard>
  );
}
