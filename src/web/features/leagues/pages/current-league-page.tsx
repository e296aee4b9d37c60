import { IconBuildingStadium } from '@tabler/icons-react';
import { LeagueComingSoon } from '../../../components/league-coming-soon';

/** /league (spec §2): the current league at a glance. */
export function CurrentLeaguePage() {
  return (
    <LeagueComingSoon
      title="Current League"
      icon={<IconBuildingStadium size={32} />}
      summary={(league) =>
        `The current week, teams and players available for drafting in ${league}.`
      }
    />
  );
}
