import { IconUser } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon';

/** /players/:id (spec §2). */
export function PlayerPage() {
  return (
    <ComingSoon
      title="Player Details"
      icon={<IconUser size={32} />}
      description="Fantasy points, KDA, per-game stats and objective kills of this player from real pro games."
    />
  );
}
