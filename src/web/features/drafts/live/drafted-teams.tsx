import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { DraftPick, DraftTeam } from '../../../../domain/contract/drafts';
import { tableClasses } from '../../../components/data-table';
import { SlotBadge } from '../../../components/slot-badge';
import { TeamAvatar } from '../../../components/team-avatar';
import { TeamLink } from '../../../components/team-link';
import { formatPoints } from '../../../lib/format';
import { type DraftedTeam, draftedTeams } from './draft-teams';
import classes from './live-room.module.css';

interface DraftedTeamsProps {
  order: readonly DraftTeam[];
  picks: readonly DraftPick[];
  /** Picks each team makes: the league's starter slots. */
  rounds: number;
  userId: string | null;
  onTheClockTeamId: string | null;
  /** The commissioner stopped the clock: the team on it is not picking now. */
  paused: boolean;
}

/** The room's Teams tab: what each team has drafted, slot by slot. */
export function DraftedTeams({
  order,
  picks,
  rounds,
  userId,
  onTheClockTeamId,
  paused,
}: DraftedTeamsProps) {
  const teams = useMemo(() => draftedTeams(order, picks), [order, picks]);
  if (teams.length === 0) {
    return (
      <Paper radius="lg" p="xl">
        <Text c="dimmed" ta="center">
          No teams in this league yet
        </Text>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="drafted-teams">
      {teams.map((team) => (
        <TeamCard
          key={team.teamId}
          team={team}
          rounds={rounds}
          own={Boolean(userId) && team.userId === userId}
          onClock={team.teamId === onTheClockTeamId}
          paused={paused}
        />
      ))}
    </SimpleGrid>
  );
}

function TeamCard({
  team,
  rounds,
  own,
  onClock,
  paused,
}: {
  team: DraftedTeam;
  rounds: number;
  own: boolean;
  onClock: boolean;
  paused: boolean;
}) {
  return (
    <Paper
      radius="lg"
      p="md"
      className={classes.teamCard}
      data-own={own || undefined}
      data-on-clock={onClock || undefined}
      data-testid="drafted-team"
      aria-label={team.teamName}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" mb="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <TeamAvatar name={team.teamName} size={36} />
          <div style={{ minWidth: 0 }}>
            <TeamLink id={team.teamId} fw={700} size="sm" className={tableClasses.link}>
              {team.teamName}
            </TeamLink>
            <Text size="xs" c="dimmed" truncate>
              {team.owner}
              {own ? ' · you' : ''}
            </Text>
          </div>
        </Group>
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="sm" fw={700} c="gold.4">
            {formatPoints(team.points)}
          </Text>
          <Text size="xs" c="dimmed">
            {team.pickCount}/{rounds} picks
          </Text>
        </Stack>
      </Group>
      {team.slots.length === 0 ? (
        <Text size="sm" c="dimmed" py="xs">
          {onClock ? (paused ? 'Paused' : 'Picking now…') : 'No picks yet'}
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {team.slots.flatMap((group) =>
            group.players.map((player) => (
              <Group key={player.id} component="li" gap="sm" wrap="nowrap">
                <SlotBadge slot={group.slot} size="sm" w={76} />
                <Text size="sm" truncate style={{ flex: 1 }}>
                  {player.name}
                  <Text span size="xs" c="dimmed">
                    {' '}
                    · {player.team}
                  </Text>
                </Text>
                {group.slot !== player.position ? (
                  <Badge size="xs" variant="outline" color="gray" radius="sm">
                    {player.position}
                  </Badge>
                ) : null}
              </Group>
            )),
          )}
        </Stack>
      )}
    </Paper>
  );
}
