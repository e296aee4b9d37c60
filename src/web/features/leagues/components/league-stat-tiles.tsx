import { SimpleGrid } from '@mantine/core';
import { IconCalendarWeek, IconLock, IconShield, IconUsers, IconWorld } from '@tabler/icons-react';
import type { League } from '../../../../domain/contract/leagues';
import { plural } from '../../../../domain/vocabulary';
import { StatTile } from '../../../components/stat-tile';
import { currentWeekOf } from '../../../lib/league/season-clock-labels';
import { maxTeamsOf, seasonWeeks } from '../league-display';

/** The league's stat tiles: Teams (count/max), Members, Current Week, Visibility. */
export function LeagueStatTiles({ league }: { league: League }) {
  const maxTeams = maxTeamsOf(league);
  const open = Math.max(0, maxTeams - league.teams.length);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={{ base: 8, sm: 'md' }}>
      <StatTile
        label="Teams"
        value={`${league.teams.length}/${maxTeams}`}
        detail={open === 0 ? 'League is full' : `${open} ${open === 1 ? 'spot' : 'spots'} open`}
        icon={<IconShield size={16} />}
      />
      <StatTile
        label="Members"
        value={league.members.length}
        detail={league.members.length === 1 ? 'manager' : 'managers'}
        icon={<IconUsers size={16} />}
        color="gold"
      />
      <StatTile
        label="Current Week"
        value={currentWeekOf(league)}
        detail={`of ${plural(seasonWeeks(league), 'week')}`}
        icon={<IconCalendarWeek size={16} />}
        color="blue"
      />
      <StatTile
        label="Visibility"
        value={league.isPublic ? 'Public' : 'Private'}
        detail={league.isPublic ? 'Anyone can join' : 'Invite only'}
        icon={league.isPublic ? <IconWorld size={16} /> : <IconLock size={16} />}
        color="gray"
      />
    </SimpleGrid>
  );
}
