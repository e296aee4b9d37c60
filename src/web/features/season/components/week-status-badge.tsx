import { Badge } from '@mantine/core';
import type { ScheduleWeek } from '../../../../domain/contract/leagues';

const STATUS_BADGES = {
  final: { color: 'rift', label: 'Final' },
  live: { color: 'red', label: 'Live' },
  upcoming: { color: 'gold', label: 'Upcoming' },
} as const;

// Beside a week's dates on a phone, the dates wrap and the badge keeps its word whole.
const KEEP_WHOLE = { flexShrink: 0 } as const;

/** The week on the league's clock: Upcoming, Live (scores move as games are played), Final. */
export function WeekStatusBadge({ entry }: { entry: ScheduleWeek }) {
  if (entry.status === 'upcoming' && !entry.hasGames) {
    return (
      <Badge size="xs" variant="dot" color="gray" style={KEEP_WHOLE}>
        No pro games yet
      </Badge>
    );
  }
  const { color, label } = STATUS_BADGES[entry.status];
  return (
    <Badge size="xs" variant="dot" color={color} data-testid="week-status" style={KEEP_WHOLE}>
      {label}
    </Badge>
  );
}
