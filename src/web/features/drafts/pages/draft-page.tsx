import { IconCalendarEvent } from '@tabler/icons-react';
import { LeagueComingSoon } from '../../../components/league-coming-soon';

/** /draft (spec §2): the league's draft board. */
export function DraftPage() {
  return (
    <LeagueComingSoon
      title="League Draft"
      icon={<IconCalendarEvent size={32} />}
      summary={(league) =>
        `The snake draft of ${league}: draft order, pick history and the players still available.`
      }
    />
  );
}
