import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { League } from '../../../../domain/contract/leagues';
import { ErrorPanel } from '../../../components/error-panel';
import { actionErrorMessage } from '../../../lib/action-error';
import { appPaths } from '../../../lib/paths';
import { useLeagueSettings } from '../api/get-league-settings';
import { settingsSummary } from '../settings-display';

/** The league's Settings tab: every group of settings in short, and the way to the full page. */
export function LeagueSettingsTab({ league }: { league: Pick<League, 'id' | 'isCommissioner'> }) {
  const query = useLeagueSettings(league.id);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={420}>
          {league.isCommissioner
            ? 'The rules your league plays by. Change them on the settings page.'
            : 'The rules this league plays by. Only the commissioner changes them.'}
        </Text>
        <Button
          component={Link}
          to={appPaths.leagueSettings(league.id)}
          variant={league.isCommissioner ? 'filled' : 'light'}
          leftSection={<IconAdjustments size={16} />}
          rightSection={<IconArrowRight size={14} />}
        >
          {league.isCommissioner ? 'Change Settings' : 'All Settings'}
        </Button>
      </Group>
      {query.data ? (
        <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="settings-summary">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
            {settingsSummary(query.data).map((group) => (
              <Stack key={group.title} gap={6} component="section" aria-label={group.title}>
                <Title order={3} fz="xs" c="gold.4" tt="uppercase" lts={0.8}>
                  {group.title}
                </Title>
                {group.rows.map((row) => (
                  <Group key={row.label} justify="space-between" gap="sm" wrap="nowrap">
                    <Text size="sm" c="dimmed">
                      {row.label}
                    </Text>
                    <Text size="sm" fw={600} ta="right" data-testid={`summary-${row.label}`}>
                      {row.value}
                    </Text>
                  </Group>
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
      ) : query.isError ? (
        <ErrorPanel
          title="Error Loading Settings"
          message={actionErrorMessage(query.error, 'Failed to load the settings')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Skeleton height={320} radius="lg" aria-busy="true" />
      )}
    </Stack>
  );
}
