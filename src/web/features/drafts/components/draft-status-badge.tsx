import { Badge } from '@mantine/core';
import type { DraftStatus } from '../../../../domain/vocabulary';
import { DRAFT_STATUS_COLORS, DRAFT_STATUS_LABELS } from './draft-labels';

/** Not Started, In Progress, Complete or Ended, in the draft's colour. */
export function DraftStatusBadge({ status, testId }: { status: DraftStatus; testId: string }) {
  return (
    <Badge
      variant="light"
      color={DRAFT_STATUS_COLORS[status]}
      radius="sm"
      size="lg"
      data-testid={testId}
    >
      {DRAFT_STATUS_LABELS[status]}
    </Badge>
  );
}
