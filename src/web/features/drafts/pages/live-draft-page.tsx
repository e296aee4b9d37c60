import { IconBroadcast } from '@tabler/icons-react';
import { LeagueComingSoon } from '../../../components/league-coming-soon';

/** /riftdraft and /riftdraft/:leagueId: the live draft room (ARCHITECTURE §3). */
export function LiveDraftPage() {
  return (
    <LeagueComingSoon
      title="Live Draft Room"
      icon={<IconBroadcast size={32} />}
      summary={(league) =>
        `Draft in real time with the other managers of ${league}, with a pick clock and chat.`
      }
    />
  );
}
