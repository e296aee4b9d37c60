import { IconTrophy } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { useSelectedLeague } from '../../../lib/league/use-selected-league';

/** /leagues/:id (spec §2). */
export function LeagueDetailPage() {
  const { id } = useParams();
  const { leagues } = useSelectedLeague();
  const name = leagues.find((league) => league.id === id)?.name;
  return (
    <ComingSoon
      title={name ?? 'League Details'}
      icon={<IconTrophy size={32} />}
      description="Teams, members, standings, weekly matchups and the draft of this league, in one place."
    />
  );
}
