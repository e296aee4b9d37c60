import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoin, IconTrophyFilled } from '@tabler/icons-react';
import type { Playoffs } from '../../../../domain/contract/playoffs';
import { tableClasses } from '../../../components/data-table';
import { RankDisc } from '../../../components/rank-disc';
import { Tag } from '../../../components/tag';
import { TeamAvatar } from '../../../components/team-avatar';
import { TeamLink } from '../../../components/team-link';
import { coinFlipLine } from '../playoffs-display';

/**
 * The seeds, best first: as drawn once the regular season is final, or, before, the standings
 * as they stand (a projection). Byes and the champion are marked; the coin flips that placed
 * level teams follow. Names wrap and the Bye tag sits under the owner: the column is narrow
 * beside the bracket.
 */
export function PlayoffSeeds({ playoffs }: { playoffs: Playoffs }) {
  const projected = playoffs.status === 'upcoming';
  const byes = new Set(playoffs.rounds[0]?.byes.map((bye) => bye.team.id));
  return (
    <Paper radius="lg" p="md" component="section" aria-label="Seeds" data-testid="playoff-seeds">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            Seeds
          </Title>
          {projected ? <Tag color="blue">Projected</Tag> : null}
        </Group>
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {playoffs.seeds.map(({ seed, team }) => (
            <Group key={team.id} component="li" gap="sm" wrap="nowrap" data-testid="seed">
              <RankDisc value={seed} medal={seed === 1 ? 'gold' : undefined} filled />
              <SeedTeam team={team} bye={byes.has(team.id) && playoffs.champion?.id !== team.id} />
              {playoffs.champion?.id === team.id ? (
                <ThemeIcon
                  size={24}
                  radius="xl"
                  color="gold"
                  role="img"
                  aria-label="Champion"
                  title="Champion"
                >
                  <IconTrophyFilled size={14} />
                </ThemeIcon>
              ) : null}
            </Group>
          ))}
        </Stack>
        {playoffs.coinFlips.length > 0 ? <CoinFlips flips={playoffs.coinFlips} /> : null}
      </Stack>
    </Paper>
  );
}

/**
 * A seeded team: its badge, its whole name on as many lines as it takes (beside the bracket the
 * column is narrow, and a name of 40 characters needs three), its owner and its bye.
 */
function SeedTeam({ team, bye }: { team: Playoffs['seeds'][number]['team']; bye: boolean }) {
  return (
    <div className={tableClasses.withAvatar} style={{ flex: 1 }}>
      <TeamAvatar name={team.name} size={32} className={tableClasses.avatar} />
      <div>
        <TeamLink id={team.id} size="sm" className={tableClasses.link} whole>
          {team.name}
        </TeamLink>
        <Text size="xs" c="dimmed" truncate>
          {team.owner}
        </Text>
        {bye ? (
          <Tag color="gray" size="xs" mt={4}>
            Bye
          </Tag>
        ) : null}
      </div>
    </div>
  );
}

/** The coin flips that placed teams level on everything, each on its line. */
export function CoinFlips({ flips }: { flips: Playoffs['coinFlips'] }) {
  return (
    <Stack gap={4} pt="xs" data-testid="coin-flips">
      <Group gap={6} c="gold.3">
        <IconCoin size={14} />
        <Text size="xs" fw={700} tt="uppercase" lts={0.6}>
          Coin flips
        </Text>
      </Group>
      {flips.map((flip) => (
        <Text key={flip.teams.map((team) => team.id).join()} size="xs" c="gray.4">
          {coinFlipLine(flip)}
        </Text>
      ))}
    </Stack>
  );
}
