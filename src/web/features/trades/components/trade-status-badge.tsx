import type { TradeStatus } from '../../../../domain/vocabulary';
import { Tag } from '../../../components/tag';
import { TRADE_STATUS_COLORS, TRADE_STATUS_LABELS } from '../trade-display';

/** 'In review', 'Completed', 'Vetoed', … in the status's colour. */
export function TradeStatusBadge({ status }: { status: TradeStatus }) {
  return (
    <Tag color={TRADE_STATUS_COLORS[status]} data-testid="trade-status">
      {TRADE_STATUS_LABELS[status]}
    </Tag>
  );
}
