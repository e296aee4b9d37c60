import { Button } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link, Outlet, useParams, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { PageLoader } from '../../components/page-loader';
import { StatusPanel } from '../../components/status-panel';
import { useFollowLeague, useSelectedLeague } from '../../lib/league/use-selected-league';
import { appPaths } from '../../lib/paths';

/**
 * League pages need a selected league or a league id in the route
 * (`/:leagueId/players`, `/riftdraft/:leagueId`, `?leagueId=`); a league named in the route
 * becomes the selected one when it is the user's.
 */
export function RequireLeague() {
  const { leagueId } = useParams();
  const [searchParams] = useSearchParams();
  const { status, selectedLeagueId, error, retry } = useSelectedLeague();
  const routeLeagueId = leagueId ?? searchParams.get('leagueId');
  useFollowLeague(routeLeagueId);

  if (routeLeagueId) return <Outlet />;
  if (status === 'loading') return <PageLoader label="Loading league information..." />;
  if (status === 'error') {
    return (
      <ErrorPanel message={error?.message ?? 'Your leagues could not be loaded.'} onRetry={retry} />
    );
  }
  if (selectedLeagueId) return <Outlet />;

  return (
    <StatusPanel
      icon={<IconTrophy size={32} />}
      title="Select a League First"
      description="You need to select a league before you can access this page."
    >
      <Button component={Link} to={appPaths.leagues} size="md">
        Go to My Leagues
      </Button>
    </StatusPanel>
  );
}
