import { IconSwords } from '@tabler/icons-react';
import { LeagueComingSoon } from '../../../components/league-coming-soon';

/** /matchups (spec §2). */
export function MatchupsPage() {
  return (
    <LeagueComingSoon
      title="Weekly Matchups"
      icon={<IconSwords size={32} />}
      summary={(league) => `Head-to-head results of ${league}, week by week, with every score.`}
    />
  );
}
