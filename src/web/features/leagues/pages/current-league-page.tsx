import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  IconBuildingStadium,
  IconCalendarRepeat,
  IconCalendarWeek,
  IconPlus,
  IconShield,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { League } from '../../../../domain/contract/leagues';
import {
  COMMISSIONER_ONLY,
  SEASON_BEGUN_NO_NEW_TEAMS,
  seasonHasBegun,
} from '../../../../domain/league-rules';
import { plural } from '../../../../domain/vocabulary';
import { ClosedReason } from '../../../components/closed-reason';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { StatTile } from '../../../components/stat-tile';
import { StatusPanel } from '../../../components/status-panel';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { useLeague } from '../../../lib/league/get-league';
import { leagueLoadErrorMessage } from '../../../lib/league/league-load-error';
import { currentWeekOf } from '../../../lib/league/season-clock-labels';
import { useSelectedLeague } from '../../../lib/league/use-selected-league';
import { appPaths } from '../../../lib/paths';
import { scheduleClosedBecause } from '../components/admin-actions';
import { LeagueClockPanel } from '../components/league-clock-panel';
import { openGenerateScheduleModal, openJoinLeagueModal } from '../components/league-modals';
import { RegionBadges } from '../components/region-badges';
import {
  DRAFT_TYPE_LABELS,
  formatDraftDate,
  maxTeamsOf,
  seasonWeeks,
  tradeDeadlineLabel,
  tradeReviewLabel,
} from '../league-display';

/** /league: the selected league at a glance, with its two actions. */
export function CurrentLeaguePage() {
  const { status, selectedLeagueId, error, retry } = useSelectedLeague();
  const query = useLeague(selectedLeagueId);

  if (status === 'loading') return <PageLoader label="Loading league information..." />;
  if (status === 'error') {
    return (
      <ErrorPanel message={error?.message ?? 'Your leagues could not be loaded.'} onRetry={retry} />
    );
  }
  if (!selectedLeagueId) {
    return (
      <StatusPanel
        icon={<IconBuildingStadium size={32} />}
        title="League Not Found"
        description={
          <>
            A league needs to be created on the backend first.
            <br />
            Create one, or join a public league, from My Leagues.
          </>
        }
      >
        <Button component={Link} to={appPaths.leagues}>
          Go to My Leagues
        </Button>
      </StatusPanel>
    );
  }
  if (query.data) return <CurrentLeague league={query.data} />;
  if (query.isError) {
    return (
      <ErrorPanel
        title="Error Loading League"
        message={leagueLoadErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <PageLoader label="Loading league information..." />;
}

function CurrentLeague({ league }: { league: League }) {
  const userId = useCurrentUser()?.id ?? '';
  const weeks = seasonWeeks(league);
  const maxTeams = maxTeamsOf(league);
  const draftDate = formatDraftDate(league.draft.dateTime);
  const scheduleClosed = league.isCommissioner ? scheduleClosedBecause(league) : COMMISSIONER_ONLY;
  const joinClosed = league.isMember
    ? 'You are already a member of this league'
    : seasonHasBegun(league)
      ? SEASON_BEGUN_NO_NEW_TEAMS
      : null;

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Current League"
        title={league.name}
        actions={
          <Group gap="xs">
            <ClosedReason reason={joinClosed}>
              <Button
                leftSection={<IconPlus size={18} />}
                disabled={joinClosed !== null}
                onClick={() => openJoinLeagueModal({ userId, league })}
              >
                Join League
              </Button>
            </ClosedReason>
            <ClosedReason reason={scheduleClosed}>
              <Button
                variant="light"
                leftSection={<IconCalendarRepeat size={18} />}
                disabled={scheduleClosed !== null}
                onClick={() => openGenerateScheduleModal(league)}
              >
                Generate New Schedule
              </Button>
            </ClosedReason>
          </Group>
        }
      />
      <LeagueClockPanel league={league} />

      <SimpleGrid cols={3} spacing={{ base: 8, sm: 'md' }}>
        <StatTile
          label="Current Week"
          value={currentWeekOf(league)}
          detail={`of ${plural(weeks, 'week')}`}
          icon={<IconCalendarWeek size={16} />}
          color="blue"
        />
        <StatTile
          label="Teams"
          value={league.teams.length}
          detail={`Maximum: ${maxTeams}`}
          icon={<IconShield size={16} />}
        />
        <StatTile
          label="Players"
          value={league.playerPool.available}
          detail="available for drafting"
          icon={<IconUsersGroup size={16} />}
          color="gold"
        />
      </SimpleGrid>

      <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="League Info">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            League Info
          </Title>
          <Button component={Link} to={appPaths.league(league.id)} variant="subtle" size="xs">
            Open league page
          </Button>
        </Group>
        <DataTable
          columns={INFO_COLUMNS}
          rows={[
            { label: 'Commissioner', value: league.creator?.username ?? '—' },
            { label: 'Description', value: league.description || '—' },
            { label: 'Regions', value: <RegionBadges regions={league.regions} /> },
            { label: 'Visibility', value: league.isPublic ? 'Public' : 'Private' },
            { label: 'Members', value: league.members.length },
            { label: 'Schedule', value: plural(weeks, 'week') },
            {
              label: 'Draft',
              value: draftDate
                ? `${DRAFT_TYPE_LABELS[league.draft.type]} · ${draftDate}`
                : 'Not scheduled',
            },
            {
              label: 'Player pool',
              value: `${league.playerPool.available} of ${league.playerPool.total} players available`,
            },
            {
              label: 'Trades',
              value: [
                tradeReviewLabel(league.trades.reviewHours),
                tradeDeadlineLabel(league.trades.deadlineWeek),
                ...(league.trades.deadlinePassed ? ['Trade deadline passed'] : []),
              ].join(' · '),
            },
          ]}
          rowKey={(row) => row.label}
          withHeader={false}
          horizontalSpacing="xs"
        />
      </Paper>
    </Stack>
  );
}

interface InfoRow {
  label: string;
  value: ReactNode;
}

const INFO_COLUMNS: DataColumn<InfoRow>[] = [
  {
    key: 'label',
    header: 'Field',
    rowHeader: true,
    width: { base: 120, sm: 180 },
    cell: (row) => row.label,
  },
  { key: 'value', header: 'Value', cell: (row) => row.value },
];
