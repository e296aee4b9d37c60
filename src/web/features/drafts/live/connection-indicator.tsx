import { Button, Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { ConnectionStatus } from '../../../lib/live/reconnecting-socket';
import classes from './live-room.module.css';
import { useNow } from './use-now';

const LOOKS = {
  connected: { color: 'teal', label: 'Connected' },
  connecting: { color: 'yellow', label: 'Connecting…' },
  reconnecting: { color: 'orange', label: 'Reconnecting…' },
  disconnected: { color: 'red', label: 'Disconnected' },
} as const;

/** The live room's connection indicator, with the retry countdown or the reason. */
export function ConnectionIndicator({
  status,
  onRetry,
}: {
  status: ConnectionStatus;
  onRetry(): void;
}) {
  const now = useNow(status.state === 'reconnecting');
  const look = LOOKS[status.state];
  let label: string = look.label;
  if (status.state === 'reconnecting') {
    const seconds = Math.max(1, Math.ceil((status.retryAt - now) / 1000));
    label = `Reconnecting in ${seconds}s…`;
  }
  return (
    <Group gap="xs" wrap="nowrap" data-testid="connection-status" data-state={status.state}>
      <span
        className={classes.connection}
        style={{ '--dot': `var(--mantine-color-${look.color}-5)` } as CSSProperties}
        aria-live="polite"
        title={status.state === 'disconnected' ? status.reason : undefined}
      >
        <span className={classes.dot} data-pulse={status.state !== 'connected' || undefined} />
        {label}
      </span>
      {status.state === 'reconnecting' ? (
        <Button size="compact-xs" variant="subtle" color="gray" onClick={onRetry}>
          Retry now
        </Button>
      ) : null}
      {status.state === 'disconnected' ? (
        <Text size="xs" c="red.3" className={classes.reason} data-testid="connection-reason">
          {status.reason}
        </Text>
      ) : null}
    </Group>
  );
}
