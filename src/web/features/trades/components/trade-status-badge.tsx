import { Badge } from '@mantine/core';
import type { TradeStatus } from '../../../../domain/vocabulary';
import { TRADE_STATUS_COLORS, TRADE_STATUS_LABELS } from '../trade-display';

/** 'In review', 'Completed', 'Vetoed', … in the status's colour. */
export function TradeStatusBadge({ status }: { status: TradeStatus }) {
  return (
    <Badge
      variant="light"
      color={TRADE_STATUS_COLORS[status]}
      radius="sm"
      style={{ flexShrink: 0 }}
      data-testid="trade-status"
    >
      {TRADE_STATUS_LABELS[status]}
    </Badge>
  );
}
