import { Grid, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { StatTileSkeleton } from '../../../components/stat-tile';

/** The league page in outline while it loads. */
export function LeagueDetailSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading league">
      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Skeleton height={18} width={120} />
          <Skeleton height={36} width="45%" />
          <Skeleton height={14} width="25%" />
          <Skeleton height={14} width="60%" />
          <Group gap="xs" mt="sm">
            <Skeleton height={34} width={130} />
            <Skeleton height={34} width={120} />
            <Skeleton height={34} width={120} />
          </Group>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 8, sm: 'md' }}>
        {['teams', 'members', 'week', 'visibility'].map((tile) => (
          <StatTileSkeleton key={tile} valueWidth="40%" detailWidth="60%" />
        ))}
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton height={36} mb="md" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {['a', 'b', 'c', 'd'].map((card) => (
              <Skeleton key={card} height={110} radius="lg" />
            ))}
          </SimpleGrid>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={260} radius="lg" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
