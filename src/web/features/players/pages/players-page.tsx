import { IconUsersGroup } from '@tabler/icons-react';
import { LeagueComingSoon } from '../../../components/league-coming-soon';

/** /players and /:leagueId/players (spec §2). */
export function PlayersPage() {
  return (
    <LeagueComingSoon
      title="Players"
      icon={<IconUsersGroup size={32} />}
      summary={(league) =>
        `Search and filter the pro players of ${league} by region and position, with their fantasy points.`
      }
    />
  );
}
