import { Grid, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { StatTileSkeleton } from '../../../components/stat-tile';

/** The detail page's cards in outline while the player loads. */
export function PlayerPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading player">
      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group gap="lg" wrap="nowrap">
          <Skeleton circle height={88} />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton height={30} width="35%" />
            <Skeleton height={18} width="20%" />
            <Skeleton height={12} width="12%" />
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={3} spacing={{ base: 8, sm: 'md' }}>
        {['points', 'kda', 'games'].map((tile) => (
          <StatTileSkeleton key={tile} valueWidth="60%" detailWidth="40%" />
        ))}
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="lg">
              {['kills', 'deaths', 'assists', 'cs', 'vision', 'objectives'].map((bar) => (
                <Skeleton key={bar} height={10} radius="xl" />
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Skeleton height={196} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
