import { IconArrowsExchange } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon';

/** /trade/:id: id is the other team's id. */
export function TradePage() {
  return (
    <ComingSoon
      title="Propose Trade"
      icon={<IconArrowsExchange size={32} />}
      description="Choose players to offer and to receive, compare the points, and send the proposal."
    />
  );
}
