import { Button, Group, Stack } from '@mantine/core';
import { IconPlus, IconTrophy, IconWorld } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { League } from '../../../../domain/contract/leagues';
import { ErrorPanel } from '../../../components/error-panel';
import { ListEmpty } from '../../../components/list-empty';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { SearchInput } from '../../../components/search-input';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { useSelectedLeague } from '../../../lib/league/use-selected-league';
import { appPaths } from '../../../lib/paths';
import { useLeagues } from '../api/get-leagues';
import { LeagueCard } from '../components/league-card';
import { LeagueGridSection } from '../components/league-grid-section';
import { openCreateLeagueModal, openCreateTeamModal } from '../components/league-modals';
import { splitLeagues } from '../league-lists';

/** /leagues: the user's leagues and the public ones to join, with search and create. */
export function LeaguesPage() {
  const user = useCurrentUser();
  const userId = user?.id ?? '';
  const navigate = useNavigate();
  const { selectedLeagueId } = useSelectedLeague();
  const leaguesQuery = useLeagues(user ? userId : null);
  const [search, setSearch] = useState('');

  const grids = useMemo(
    () => splitLeagues(leaguesQuery.data ?? [], userId, search),
    [leaguesQuery.data, userId, search],
  );

  const createLeague = () =>
    openCreateLeagueModal({
      userId,
      onCreated: (league: League) => {
        void navigate(appPaths.league(league.id));
        if (league.promptCreateTeam) {
          openCreateTeamModal({ userId, league, afterLeagueCreated: true });
        }
      },
    });

  const createButton = (label: string) => (
    <Button leftSection={<IconPlus size={18} />} onClick={createLeague}>
      {label}
    </Button>
  );

  return (
    <Stack gap="xl">
      <PageHeader
        title="Leagues"
        subtitle="Jump back into your leagues, or find a public one and join with a team name."
        actions={<Group>{createButton('Create League')}</Group>}
      />

      <SearchInput
        label="Search leagues"
        placeholder="Search leagues by name or description"
        value={search}
        onChange={setSearch}
        size="md"
        maw={520}
      />

      {leaguesQuery.data ? (
        <>
          <LeagueGridSection
            title="My Leagues"
            count={grids.mine.length}
            empty={
              <ListEmpty
                icon={<IconTrophy size={26} />}
                title="No Leagues Found"
                description={
                  search.trim()
                    ? `None of your leagues matches “${search.trim()}”.`
                    : 'You are not in a league yet. Create one for your friends, or join a public league below.'
                }
              >
                {createButton('Create a League')}
              </ListEmpty>
            }
          >
            {grids.mine.map((league) => (
              <LeagueCard
                key={league.id}
                league={league}
                userId={userId}
                isActive={league.id === selectedLeagueId}
              />
            ))}
          </LeagueGridSection>

          <LeagueGridSection
            title="Public Leagues"
            count={grids.open.length}
            empty={
              <ListEmpty
                icon={<IconWorld size={26} />}
                description={
                  search.trim()
                    ? `No public league matches “${search.trim()}”.`
                    : 'No public leagues are available to join at this time.'
                }
              />
            }
          >
            {grids.open.map((league) => (
              <LeagueCard key={league.id} league={league} userId={userId} />
            ))}
          </LeagueGridSection>
        </>
      ) : leaguesQuery.isError ? (
        <ErrorPanel
          message={leaguesQuery.error.message}
          onRetry={() => void leaguesQuery.refetch()}
        />
      ) : (
        <PageLoader label="Loading leagues..." />
      )}
    </Stack>
  );
}
