import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusPanel } from './status-panel';

interface ErrorPanelProps {
  title?: string;
  /** Why it failed, usually the server's message. */
  message: ReactNode;
  /** Offers Try Again. */
  onRetry?(): void;
  /** Other ways on (Go Back, a link). */
  children?: ReactNode;
}

/** A page whose data could not be loaded: what failed, why, and what to do next. */
export function ErrorPanel({
  title = 'Error Loading Data',
  message,
  onRetry,
  children,
}: ErrorPanelProps) {
  return (
    <StatusPanel
      icon={<IconAlertTriangle size={32} />}
      color="red"
      title={title}
      description={message}
    >
      {onRetry ? <Button onClick={onRetry}>Try Again</Button> : null}
      {children}
    </StatusPanel>
  );
}
