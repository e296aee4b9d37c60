import { IconShieldHalfFilled } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon';

/** /teams/:id (spec §2). */
export function TeamPage() {
  return (
    <ComingSoon
      title="Team Details"
      icon={<IconShieldHalfFilled size={32} />}
      description="The active roster with points per position, roster changes and trade proposals."
    />
  );
}
