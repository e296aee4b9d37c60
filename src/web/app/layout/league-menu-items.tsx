import { Menu, Text } from '@mantine/core';
import { IconCheck, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSelectedLeague } from '../../lib/league/use-selected-league';
import { appPaths } from '../../lib/paths';

// Long lists belong on My Leagues; the menu offers quick switching between a few.
const MAX_LEAGUES_IN_MENU = 5;

/** The "active league" part of the user menu: the current one, and a switch to others. */
export function LeagueMenuItems() {
  const { leagues, selectedLeagueId, selectLeague, status } = useSelectedLeague();

  if (status === 'loading') {
    return (
      <Text size="sm" c="dimmed" px="sm" py={6}>
        Loading leagues...
      </Text>
    );
  }
  if (leagues.length === 0) {
    return (
      <Menu.Item component={Link} to={appPaths.leagues} leftSection={<IconTrophy size={16} />}>
        No league yet. Find one
      </Menu.Item>
    );
  }
  return (
    <>
      {leagues.slice(0, MAX_LEAGUES_IN_MENU).map((league) => {
        const active = league.id === selectedLeagueId;
        return (
          <Menu.Item
            key={league.id}
            onClick={() => selectLeague(league.id)}
            leftSection={active ? <IconCheck size={16} /> : <IconTrophy size={16} />}
            color={active ? 'rift' : undefined}
            fw={active ? 600 : undefined}
            aria-current={active ? 'true' : undefined}
          >
            {league.name}
          </Menu.Item>
        );
      })}
      {leagues.length > MAX_LEAGUES_IN_MENU ? (
        <Menu.Item component={Link} to={appPaths.leagues}>
          All my leagues ({leagues.length})
        </Menu.Item>
      ) : null}
    </>
  );
}
