import { Badge, Box, Button, Stack, Tabs, Text } from '@mantine/core';
import { IconShield } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { League } from '../../../../domain/contract/leagues';
import { SEASON_BEGUN_NO_NEW_TEAMS, seasonHasBegun } from '../../../../domain/league-rules';
import { BackButton } from '../../../components/back-button';
import { ErrorPanel } from '../../../components/error-panel';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { useLeague } from '../../../lib/league/get-league';
import { leagueLoadErrorMessage } from '../../../lib/league/league-load-error';
import { useFollowLeague } from '../../../lib/league/use-selected-league';
import { appPaths } from '../../../lib/paths';
import { MatchupsTab, StandingsTab } from '../../season';
import { TransactionsTab } from '../../trades';
import { AdminActions } from '../components/admin-actions';
import { DraftTab } from '../components/draft-tab';
import { LeagueClockPanel } from '../components/league-clock-panel';
import { LeagueDetailSkeleton } from '../components/league-detail-skeleton';
import { LeagueHero } from '../components/league-hero';
import layout from '../components/league-layout.module.css';
import { LeagueMembers } from '../components/league-members';
import { openCreateTeamModal, openJoinLeagueModal } from '../components/league-modals';
import { LeagueSettingsTab } from '../components/league-settings-tab';
import { LeagueStatTiles } from '../components/league-stat-tiles';
import { LeagueTradeRules } from '../components/league-trade-rules';
import { TeamsTab } from '../components/teams-tab';
import { WaiversTab } from '../components/waivers-tab';

/**
 * /leagues/:id: a league's teams, members, standings, matchups, draft, waivers, log and
 * settings.
 */
export function LeagueDetailPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  // A private league's invite link carries its code; GET and join both pass it on.
  const inviteCode = searchParams.get('inviteCode');
  const query = useLeague(id, inviteCode);
  useLeagueTitle(query.data?.name);
  useFollowLeague(id);

  const back = <BackButton to={appPaths.leagues} label="Back to Leagues" />;

  if (query.data) {
    return (
      <Stack gap="lg">
        {back}
        <LeagueView league={query.data} inviteCode={inviteCode} />
      </Stack>
    );
  }
  if (query.isError) {
    // Try Again reloads the whole page, not just the league.
    return (
      <Stack gap={0}>
        {back}
        <ErrorPanel
          title="Error Loading League"
          message={leagueLoadErrorMessage(query.error)}
          onRetry={() => window.location.reload()}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {back}
      <LeagueDetailSkeleton />
    </Stack>
  );
}

const LEAGUE_TABS = [
  'teams',
  'standings',
  'matchups',
  'draft',
  'waivers',
  'transactions',
  'settings',
] as const;
type LeagueTab = (typeof LEAGUE_TABS)[number];
const isLeagueTab = (value: string | null): value is LeagueTab =>
  LEAGUE_TABS.includes(value as LeagueTab);

/**
 * The tab the address names (`?tab=waivers`, as a claim's notification links to), Teams
 * without one; choosing a tab writes it there, so a reload or a shared link opens the same.
 */
function useLeagueTab(): [LeagueTab, (tab: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const choose = (tab: string | null) =>
    setSearchParams(
      (params) => {
        if (!isLeagueTab(tab) || tab === 'teams') params.delete('tab');
        else params.set('tab', tab);
        return params;
      },
      // The same page: it stays where it was scrolled to.
      { replace: true, preventScrollReset: true },
    );
  return [isLeagueTab(asked) ? asked : 'teams', choose];
}

function LeagueView({ league, inviteCode }: { league: League; inviteCode: string | null }) {
  const userId = useCurrentUser()?.id ?? '';
  const [tab, setTab] = useLeagueTab();
  const ownTeam = league.teams.find((team) => team.userId === userId);

  const seasonBegun = seasonHasBegun(league);
  const join = () => openJoinLeagueModal({ userId, league, inviteCode });
  const createTeam = () => openCreateTeamModal({ userId, league });

  return (
    <>
      <LeagueHero
        league={league}
        onJoin={league.isMember || seasonBegun ? undefined : join}
        aside={
          ownTeam ? (
            <Button
              component={Link}
              to={appPaths.team(ownTeam.id)}
              variant="default"
              leftSection={<IconShield size={16} />}
            >
              My Team
            </Button>
          ) : !league.isMember && seasonBegun ? (
            <Text size="sm" c="dimmed" maw={240} data-testid="league-closed">
              {SEASON_BEGUN_NO_NEW_TEAMS}
            </Text>
          ) : null
        }
      />
      <LeagueClockPanel league={league} />
      <LeagueStatTiles league={league} />
      <div className={layout.layout} data-admin={league.isCommissioner}>
        <Box className={layout.main}>
          <Tabs
            value={tab}
            onChange={setTab}
            keepMounted={false}
            classNames={{ tab: layout.tab, list: layout.tabList }}
          >
            <Tabs.List mb="md">
              <Tabs.Tab
                value="teams"
                rightSection={
                  <Badge size="xs" variant="light" color="gray" circle>
                    {league.teams.length}
                  </Badge>
                }
              >
                Teams
              </Tabs.Tab>
              <Tabs.Tab value="standings">Standings</Tabs.Tab>
              <Tabs.Tab value="matchups">Matchups</Tabs.Tab>
              <Tabs.Tab value="draft">Draft</Tabs.Tab>
              <Tabs.Tab value="waivers">Waivers</Tabs.Tab>
              <Tabs.Tab value="transactions">Transactions</Tabs.Tab>
              <Tabs.Tab value="settings">Settings</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="teams">
              <TeamsTab league={league} userId={userId} onCreateTeam={createTeam} />
            </Tabs.Panel>
            <Tabs.Panel value="standings">
              <StandingsTab leagueId={league.id} />
            </Tabs.Panel>
            <Tabs.Panel value="matchups">
              <MatchupsTab league={league} />
            </Tabs.Panel>
            <Tabs.Panel value="draft">
              <DraftTab league={league} />
            </Tabs.Panel>
            <Tabs.Panel value="waivers">
              <WaiversTab league={league} userId={userId} />
            </Tabs.Panel>
            <Tabs.Panel value="transactions">
              <TransactionsTab leagueId={league.id} teams={league.teams} userId={userId} />
            </Tabs.Panel>
            <Tabs.Panel value="settings">
              <LeagueSettingsTab league={league} />
            </Tabs.Panel>
          </Tabs>
        </Box>
        {league.isCommissioner ? (
          <Box className={layout.admin}>
            <AdminActions league={league} userId={userId} />
          </Box>
        ) : null}
        <Stack gap="lg" className={layout.members}>
          <LeagueTradeRules trades={league.trades} seasonOver={league.playoffs.champion !== null} />
          <LeagueMembers members={league.members} userId={userId} />
        </Stack>
      </div>
    </>
  );
}

/** The tab reads "Summoners Cup · Rift Fantasy" once the league is known. */
function useLeagueTitle(name: string | undefined) {
  useEffect(() => {
    if (name) document.title = `${name} · Rift Fantasy`;
  }, [name]);
}
