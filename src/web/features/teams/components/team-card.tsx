import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Team } from '../../../../domain/contract/teams';
import { MoreLink } from '../../../components/more-link';
import { SlotBadge } from '../../../components/slot-badge';
import { formatPoints } from '../../../lib/format';
import { appPaths } from '../../../lib/paths';
import { starterRows } from '../roster-rows';

/** A team's card on My Teams: name, league, the starter slots, the bench count and total points. */
export function TeamCard({ team }: { team: Team }) {
  const bench = team.players.BENCH.length;
  const { teamSlot } = team;
  return (
    <Card
      radius="lg"
      padding="lg"
      data-testid="team-card"
      aria-label={team.name}
      component="article"
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={appPaths.team(team.id)}
              fw={700}
              fz="lg"
              c="gray.0"
              lh={1.25}
              truncate
            >
              {team.name}
            </Anchor>
            <Group gap={6} wrap="nowrap">
              <IconTrophy size={14} color="var(--mantine-color-gold-5)" style={{ flexShrink: 0 }} />
              {team.leagueId ? (
                <Anchor
                  component={Link}
                  to={appPaths.league(team.leagueId)}
                  size="sm"
                  c="gold.4"
                  truncate
                >
                  {team.leagueName}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  Not assigned
                </Text>
              )}
            </Group>
          </Stack>
          <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
            <Text
              fz={24}
              fw={800}
              c="gold.4"
              lh={1.1}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {formatPoints(team.totalPoints)}
            </Text>
            <Text size="xs" c="dimmed">
              total points
            </Text>
          </Stack>
        </Group>

        <Stack gap={6}>
          {starterRows(team.players, { teamSlot }).map(({ slot, player }) => (
            <Group key={slot} gap="sm" wrap="nowrap">
              <SlotBadge slot={slot} size="sm" />
              <Text
                size="sm"
                c={player ? 'gray.1' : 'dimmed'}
                fs={player ? undefined : 'italic'}
                fw={player ? 500 : 400}
                truncate
                style={{ flex: 1 }}
              >
                {player?.name ?? 'Empty'}
              </Text>
              {player ? (
                <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatPoints(player.fantasyPoints)}
                </Text>
              ) : null}
            </Group>
          ))}
        </Stack>

        <Group
          justify="space-between"
          mt="auto"
          pt="sm"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm" c="dimmed">
            Bench: {bench} {bench === 1 ? 'player' : 'players'}
          </Text>
          <MoreLink to={appPaths.team(team.id)} label="Manage" />
        </Group>
      </Stack>
    </Card>
  );
}
