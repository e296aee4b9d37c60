import { Tooltip } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

interface ClosedReasonProps {
  /** Why the control inside is closed; null while it is open, and no tooltip shows. */
  reason: string | null;
  children: ReactNode;
  /** The wrapper's style, for a control that fills its place. */
  style?: CSSProperties;
}

/**
 * A closed control with its reason, shown on hover and on touch. A disabled button fires no
 * hover events, so a wrapper around it carries the tooltip.
 */
export function ClosedReason({ reason, children, style }: ClosedReasonProps) {
  // An open control needs no tooltip (long lists hold one per row); the wrapper stays, so the
  // layout does not move when it closes.
  if (reason === null) return <span style={style}>{children}</span>;
  return (
    <Tooltip
      label={reason}
      withArrow
      multiline
      maw={260}
      events={{ hover: true, focus: false, touch: true }}
    >
      <span style={style}>{children}</span>
    </Tooltip>
  );
}
