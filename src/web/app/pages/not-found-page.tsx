import { Button } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { StatusPanel } from '../../components/status-panel';
import { appPaths } from '../../lib/paths';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <StatusPanel
      icon={<IconMapOff size={32} />}
      badge="404"
      title="Page Not Found"
      description={`There is nothing at ${pathname}. The link may be old or mistyped.`}
    >
      <Button component={Link} to={appPaths.home}>
        Back to Home
      </Button>
      <Button component={Link} to={appPaths.leagues} variant="default">
        My Leagues
      </Button>
    </StatusPanel>
  );
}
