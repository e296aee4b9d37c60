import { Badge, Box, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth';
import { appPaths } from '../../../lib/paths';
import { RosterPreview } from './roster-preview';

export function HomeHero() {
  const { state } = useAuth();

  return (
    <Grid gap={{ base: 'xl', md: 48 }} align="center" pt={{ base: 'md', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Badge variant="outline" color="gold" size="lg" radius="sm" w="fit-content">
            LCK · LPL · LEC · LCS
          </Badge>
          <Title order={1} fz={{ base: 38, sm: 52, lg: 60 }} lh={1.05} fw={850}>
            Fantasy League of Legends
          </Title>
          <Text size="lg" c="dark.1" maw={560}>
            Draft the pros you believe in, score from their real matches and outplay your friends
            week after week.
          </Text>
          {/* Nothing until the session is known, so visitors and users never see each other's buttons. */}
          <Box mih={50}>
            {state.status === 'authenticated' ? (
              <Group>
                <Button
                  component={Link}
                  to={appPaths.leagues}
                  size="lg"
                  rightSection={<IconArrowRight size={18} />}
                >
                  My Leagues
                </Button>
              </Group>
            ) : state.status === 'anonymous' ? (
              <Group>
                <Button
                  component={Link}
                  to={appPaths.register}
                  size="lg"
                  rightSection={<IconArrowRight size={18} />}
                >
                  Get Started
                </Button>
                <Button component={Link} to={appPaths.players} size="lg" variant="default">
                  Browse Players
                </Button>
              </Group>
            ) : null}
          </Box>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="sm">
        <RosterPreview />
      </Grid.Col>
    </Grid>
  );
}
