import { Paper, Stack, Text } from '@mantine/core';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Player } from '../../../../domain/contract/players';
import { REGION_LABELS } from '../../../../domain/regions';
import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { useActiveLeagueId, useSelectedLeague } from '../../../lib/league/use-selected-league';
import { appPaths } from '../../../lib/paths';
import { useLeaguePlayers } from '../api/get-league-players';
import { DataCredit } from '../components/data-credit';
import { FilterSummary, PlayerFilterBar } from '../components/player-filter-bar';
import { PlayersEmpty, PlayersLoadError, PlayersSkeleton } from '../components/players-list-states';
import { PlayersTable } from '../components/players-table';
import {
  filterPlayers,
  filtersFromParams,
  hasActiveFilters,
  NO_FILTERS,
  type PlayerFilters,
  paramsFromFilters,
  regionsPresent,
} from '../player-filters';
import { useViewerMoves } from '../use-viewer-moves';
import classes from './players-page.module.css';

const NO_PLAYERS: Player[] = [];

/** /players (selected league) and /:leagueId/players. */
export function PlayersPage() {
  // RequireLeague lets this page render only with a league id in the route or a selection.
  const leagueId = useActiveLeagueId() ?? '';
  // Remount per league so filters never carry over to a different player pool.
  return <LeaguePlayers key={leagueId} leagueId={leagueId} />;
}

function LeaguePlayers({ leagueId }: { leagueId: string }) {
  const { leagues } = useSelectedLeague();
  const leagueName = leagues.find((league) => league.id === leagueId)?.name;
  const query = useLeaguePlayers(leagueId);
  const players = query.data ?? NO_PLAYERS;

  const [filters, setFilters] = useFiltersInAddress();
  // Typing updates the inputs at once; the table follows when React has time.
  const shownFilters = useDeferredValue(filters);
  const visible = useMemo(() => filterPlayers(players, shownFilters), [players, shownFilters]);
  const ranks = useMemo(
    () => new Map(players.map((player, index) => [player.id, index + 1])),
    [players],
  );
  const regions = useMemo(() => regionsPresent(players), [players]);
  const { teamNames, action } = useViewerMoves(leagueId);

  return (
    <Stack gap="lg">
      <PageHeader
        back={<BackButton to={appPaths.leagues} label="Back to Leagues" />}
        title="Players"
        subtitle={
          [leagueName, regions.map((region) => REGION_LABELS[region]).join(' · ')]
            .filter(Boolean)
            .join(' — ') || 'Pro players ranked by fantasy points'
        }
      />

      <Stack gap="xs">
        <PlayerFilterBar filters={filters} regions={regions} onChange={setFilters} />
        <FilterSummary
          filters={filters}
          onClear={() => setFilters(NO_FILTERS)}
          count={
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="player-count">
              {query.data ? countLabel(visible.length, players.length) : ''}
            </Text>
          }
        />
      </Stack>

      <Paper radius="lg" p={0} className={classes.tableBox}>
        {query.data ? (
          visible.length === 0 ? (
            <PlayersEmpty filtered={hasActiveFilters(shownFilters)} />
          ) : (
            <PlayersTable
              players={visible}
              ranks={ranks}
              leagueId={leagueId}
              teamNames={teamNames}
              rowAction={action}
            />
          )
        ) : query.isError ? (
          <PlayersLoadError
            detail={query.error.message === 'League not found' ? query.error.message : undefined}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <PlayersSkeleton />
        )}
      </Paper>

      <DataCredit />
    </Stack>
  );
}

// Marks the address entries this page writes itself, so that only an address changed from
// outside resets the filters.
const OWN_ENTRY = { playerFilters: true };

/**
 * The list's filters, kept in the address too: Back from a player page, a reload or a shared
 * link shows the list filtered as it was. The inputs follow this state at once (the address
 * follows a moment later, and reading it back could undo keys typed meanwhile); each change
 * replaces the address's entry rather than adding one, so Back leaves the list at once. An
 * address changed from outside (the Players link) sets the filters to its own.
 */
function useFiltersInAddress() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [filters, setFilters] = useState(() => filtersFromParams(params));
  useEffect(() => {
    const own = (location.state as Partial<typeof OWN_ENTRY> | null)?.playerFilters === true;
    if (!own) setFilters(filtersFromParams(params));
  }, [location.state, params]);
  const change = (next: PlayerFilters) => {
    setFilters(next);
    setParams(paramsFromFilters(next), {
      replace: true,
      preventScrollReset: true,
      state: OWN_ENTRY,
    });
  };
  return [filters, change] as const;
}

function countLabel(shown: number, total: number): string {
  const noun = total === 1 ? 'player' : 'players';
  return shown === total ? `${total} ${noun}` : `${shown} of ${total} ${noun}`;
}
