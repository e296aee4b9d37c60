import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconShield } from '@tabler/icons-react';
import type { League } from '../../../../domain/contract/leagues';
import { SEASON_BEGUN_NO_NEW_TEAMS, seasonHasBegun } from '../../../../domain/league-rules';
import { ListEmpty } from '../../../components/list-empty';
import { LeagueTeamCard } from './league-team-card';

interface TeamsTabProps {
  league: League;
  userId: string;
  onCreateTeam(): void;
}

/** The league's Teams tab; a member without a team is offered to create one. */
export function TeamsTab({ league, userId, onCreateTeam }: TeamsTabProps) {
  const ownTeam = league.teams.find((team) => team.userId === userId);
  const withoutTeam = league.isMember && !ownTeam;
  const canCreate = withoutTeam && !seasonHasBegun(league);

  if (league.teams.length === 0) {
    return (
      <ListEmpty
        icon={<IconShield size={26} />}
        title="No teams yet"
        description={
          canCreate
            ? 'Be the first: create your team, then invite the rest of your league.'
            : 'Teams appear here as managers join the league.'
        }
      >
        {canCreate ? (
          <Button leftSection={<IconPlus size={18} />} onClick={onCreateTeam}>
            Create First Team
          </Button>
        ) : null}
      </ListEmpty>
    );
  }

  return (
    <Stack gap="md">
      {canCreate ? (
        <Alert variant="light" color="rift" icon={<IconShield size={18} />} p="sm">
          <Group justify="space-between" gap="sm">
            <Text size="sm">You are a member of this league but have no team yet.</Text>
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onCreateTeam}>
              Create Team
            </Button>
          </Group>
        </Alert>
      ) : withoutTeam ? (
        <Alert variant="light" color="gray" icon={<IconShield size={18} />} p="sm">
          <Text size="sm">
            You are a member of this league but have no team. {SEASON_BEGUN_NO_NEW_TEAMS}.
          </Text>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {league.teams.map((team) => (
          <LeagueTeamCard
            key={team.id}
            team={team}
            isOwn={team.userId === userId}
            rules={{ benchSize: league.roster.bench, teamSlot: league.roster.teamSlot }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
