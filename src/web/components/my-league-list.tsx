import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  type PaperProps,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useSelectedLeague } from '../lib/league/use-selected-league';
import { appPaths } from '../lib/paths';

/** The user's leagues, marking the active one and offering to switch. */
export function MyLeagueList(props: PaperProps) {
  const { leagues, selectedLeagueId, selectLeague, status } = useSelectedLeague();

  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" {...props}>
      <Title order={2} fz="lg" mb="md">
        Your Leagues
      </Title>
      {status === 'loading' ? (
        <Text c="dimmed">Loading leagues...</Text>
      ) : leagues.length === 0 ? (
        <Text c="dimmed">You are not in a league yet.</Text>
      ) : (
        <Stack gap={4}>
          {leagues.map((league) => (
            <Group key={league.id} justify="space-between" wrap="nowrap" py={6}>
              <Anchor
                component={Link}
                to={appPaths.league(league.id)}
                c="gray.2"
                truncate
                style={{ flex: 1, minWidth: 0 }}
              >
                {league.name}
              </Anchor>
              {league.id === selectedLeagueId ? (
                <Badge color="rift" variant="light" style={{ flexShrink: 0 }}>
                  Active
                </Badge>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => selectLeague(league.id)}
                  style={{ flexShrink: 0 }}
                >
                  Make active
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
