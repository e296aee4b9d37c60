import { IconListNumbers } from '@tabler/icons-react';
import { LeagueComingSoon } from '../../../components/league-coming-soon';

/** /standings (spec §2). */
export function StandingsPage() {
  return (
    <LeagueComingSoon
      title="Standings"
      icon={<IconListNumbers size={32} />}
      summary={(league) => `Wins, losses, win rate and fantasy points of every team in ${league}.`}
    />
  );
}
