import { Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconFlag, IconPlayerPause, IconTrophy } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { DraftTurn } from '../../../../domain/contract/drafts';
import type { DraftStatus } from '../../../../domain/vocabulary';
import { TeamAvatar } from '../../../components/team-avatar';
import { DRAFT_STATUS_COLORS, DRAFT_STATUS_LABELS } from './draft-labels';
import classes from './pick-clock.module.css';
import {
  clockOffset,
  formatCountdown,
  remainingMs,
  remainingPercent,
  URGENT_MS,
} from './pick-countdown';

interface PickClockProps {
  status: DraftStatus;
  onTheClock: DraftTurn | null;
  /** The state's `serverTime`: the server's clock when it was read. */
  serverTime: string;
  /**
   * The browser's Date.now() when that state arrived (a query's `dataUpdatedAt`, or the time
   * a live message came in). Defaults to the moment this component first sees `serverTime`.
   */
  receivedAt?: number;
  /** The league's pick clock, for the bar that empties as time runs. */
  pickSeconds?: number;
  /** How many picks are made and how many there are, e.g. "Pick 5 of 48". */
  progress?: { made: number; total: number };
  /** Buttons beside the clock: Make Pick, Start Draft, … */
  action?: ReactNode;
}

const IDLE_TEXT: Record<Exclude<DraftStatus, 'started'>, { title: string; text: string }> = {
  not_started: {
    title: 'The draft has not started',
    text: 'The commissioner starts it; the order is drawn at random then.',
  },
  complete: { title: 'Draft Complete', text: 'Every team has made all of its picks.' },
  ended: { title: 'Draft Ended', text: 'The commissioner ended the draft early.' },
};

const IDLE_ICONS: Record<Exclude<DraftStatus, 'started'>, ReactNode> = {
  not_started: <IconPlayerPause size={22} />,
  complete: <IconTrophy size={22} />,
  ended: <IconFlag size={22} />,
};

/** The on-the-clock banner: whose pick it is and the time left, or the draft's state. */
export function PickClock({
  status,
  onTheClock,
  serverTime,
  receivedAt,
  pickSeconds,
  progress,
  action,
}: PickClockProps) {
  if (status !== 'started' || !onTheClock) {
    const idle = IDLE_TEXT[status === 'started' ? 'complete' : status];
    return (
      <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.banner} data-idle>
        <Group justify="space-between" gap="md" wrap="wrap">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <span className={classes.idleIcon}>
              {IDLE_ICONS[status === 'started' ? 'complete' : status]}
            </span>
            <div style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Title order={2} fz="lg">
                  {idle.title}
                </Title>
                <Badge variant="light" color={DRAFT_STATUS_COLORS[status]} radius="sm">
                  {DRAFT_STATUS_LABELS[status]}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {progress && status !== 'not_started'
                  ? `${progress.made} of ${progress.total} picks made. `
                  : ''}
                {idle.text}
              </Text>
            </div>
          </Group>
          {action ? <Group gap="xs">{action}</Group> : null}
        </Group>
      </Paper>
    );
  }

  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.banner}
      data-testid="pick-clock"
      aria-label="On the clock"
      role="region"
    >
      <div className={classes.layout}>
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <TeamAvatar name={onTheClock.teamName} size={48} className={classes.avatar} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" tt="uppercase" fw={700} lts={0.8} c="gold.4">
              On the clock · Round {onTheClock.round}, Pick {onTheClock.pick}
              {progress ? (
                <Text span inherit c="dimmed" visibleFrom="sm">
                  {' '}
                  · {progress.made + 1} of {progress.total}
                </Text>
              ) : null}
            </Text>
            <Title order={2} fz={{ base: 'lg', sm: 22 }} lineClamp={1}>
              {onTheClock.teamName}
            </Title>
            <Text size="sm" c="dimmed" truncate>
              <Text span inherit c="gray.3" fw={600}>
                {onTheClock.picker}
              </Text>{' '}
              picks
            </Text>
          </Stack>
        </Group>
        <Group gap="md" wrap="nowrap" className={classes.side}>
          <Countdown
            deadline={onTheClock.deadline}
            serverTime={serverTime}
            receivedAt={receivedAt}
            pickSeconds={pickSeconds}
          />
          {action ? <Group gap="xs">{action}</Group> : null}
        </Group>
      </div>
    </Paper>
  );
}

function Countdown({
  deadline,
  serverTime,
  receivedAt,
  pickSeconds,
}: {
  deadline: string;
  serverTime: string;
  receivedAt?: number;
  pickSeconds?: number;
}) {
  const offset = useClockOffset(serverTime, receivedAt);
  const now = useNow(250);
  const left = remainingMs(deadline, offset, now);
  const urgent = left < URGENT_MS;
  return (
    <Stack gap={4} align="flex-end" className={classes.countdown}>
      <Group gap={6} wrap="nowrap">
        <IconClockHour4 size={18} className={classes.clockIcon} data-urgent={urgent || undefined} />
        <Text
          className={classes.time}
          data-urgent={urgent || undefined}
          data-testid="pick-countdown"
          aria-label={`${Math.ceil(left / 1000)} seconds left`}
        >
          {formatCountdown(left)}
        </Text>
      </Group>
      {pickSeconds ? (
        <Progress
          value={remainingPercent(left, pickSeconds)}
          color={urgent ? 'red' : 'gold'}
          size={4}
          w="100%"
          radius="xl"
          transitionDuration={250}
          aria-hidden
        />
      ) : null}
    </Stack>
  );
}

/** The server-minus-browser offset of the latest state; re-measured when a new state comes. */
function useClockOffset(serverTime: string, receivedAt?: number): number {
  const [measured, setMeasured] = useState(() => ({
    serverTime,
    offset: clockOffset(serverTime, receivedAt ?? Date.now()),
  }));
  if (measured.serverTime !== serverTime) {
    // A new state: measure again during render, so the first frame already counts right.
    const next = { serverTime, offset: clockOffset(serverTime, receivedAt ?? Date.now()) };
    setMeasured(next);
    return next.offset;
  }
  return measured.offset;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
