import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoin, IconTrophyFilled } from '@tabler/icons-react';
import type { Playoffs } from '../../../../domain/contract/playoffs';
import { RankDisc } from '../../../components/rank-disc';
import { Tag } from '../../../components/tag';
import { TeamCell } from '../../../components/team-cell';
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
              <div style={{ minWidth: 0, flex: 1 }}>
                <TeamCell
                  id={team.id}
                  name={team.name}
                  owner={team.owner}
                  wrapName
                  detail={
                    byes.has(team.id) && playoffs.champion?.id !== team.id ? (
                      <Tag color="gray" size="xs" mt={4}>
                        Bye
                      </Tag>
                    ) : null
                  }
                />
              </div>
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

function CoinFlips({ flips }: { flips: Playoffs['coinFlips'] }) {
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
