import { IconShield } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon';

/** /teams (spec §2). */
export function TeamsPage() {
  return (
    <ComingSoon
      title="My Teams"
      icon={<IconShield size={32} />}
      description="Your rosters in every league: six starters, the bench and total fantasy points."
    />
  );
}
