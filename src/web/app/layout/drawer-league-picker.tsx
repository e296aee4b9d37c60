import { Anchor, Select, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSelectedLeague } from '../../lib/league/use-selected-league';
import { appPaths } from '../../lib/paths';

/** The drawer's "active league" control: a select, since a phone has room for one line. */
export function DrawerLeaguePicker() {
  const { leagues, selectedLeagueId, selectLeague, status } = useSelectedLeague();

  if (status === 'ready' && leagues.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No active league.{' '}
        <Anchor component={Link} to={appPaths.leagues} size="sm">
          Find a league
        </Anchor>
      </Text>
    );
  }
  return (
    <Select
      label="Active league"
      leftSection={<IconTrophy size={16} />}
      data={leagues.map((league) => ({ value: league.id, label: league.name }))}
      value={selectedLeagueId}
      onChange={(value) => value && selectLeague(value)}
      placeholder={status === 'loading' ? 'Loading leagues...' : 'Choose a league'}
      allowDeselect={false}
      comboboxProps={{ zIndex: 400 }}
    />
  );
}
