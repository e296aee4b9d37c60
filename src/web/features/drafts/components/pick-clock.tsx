import { Badge, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconFlag, IconPlayerPause, IconTrophy } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import type { DraftState } from '../../../../domain/contract/drafts';
import type { DraftStatus } from '../../../../domain/vocabulary';
import { TeamAvatar } from '../../../components/team-avatar';
import { DraftBanner } from './draft-banner';
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
  /**
   * The draft as the board or the live room has it: its status, the turn on the clock, the
   * league's pick clock (for the bar that empties as time runs), the picks made of all, and
   * `serverTime`, the server's clock when it was read.
   */
  draft: Pick<
    DraftState,
    'status' | 'onTheClock' | 'serverTime' | 'pickSeconds' | 'picks' | 'totalPicks' | 'paused'
  >;
  /**
   * The browser's Date.now() when that state arrived (a query's `dataUpdatedAt`, or the time
   * a live message came in). Defaults to the moment this component first sees `serverTime`.
   */
  receivedAt?: number;
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
export function PickClock({ draft, receivedAt, action }: PickClockProps) {
  const { status, onTheClock } = draft;
  const progress = { made: draft.picks.length, total: draft.totalPicks };
  if (status !== 'started' || !onTheClock) {
    const idle = IDLE_TEXT[status === 'started' ? 'complete' : status];
    return (
      <DraftBanner idle>
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
                {status !== 'not_started'
                  ? `${progress.made} of ${progress.total} picks made. `
                  : ''}
                {idle.text}
              </Text>
            </div>
          </Group>
          {action ? <Group gap="xs">{action}</Group> : null}
        </Group>
      </DraftBanner>
    );
  }

  return (
    <DraftBanner data-testid="pick-clock" aria-label="On the clock" role="region">
      <div className={classes.layout}>
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <TeamAvatar name={onTheClock.teamName} size={48} className={classes.avatar} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" tt="uppercase" fw={700} lts={0.8} c="gold.4">
              On the clock · Round {onTheClock.round}, Pick {onTheClock.pick}
              <Text span inherit c="dimmed" visibleFrom="sm">
                {' '}
                · {onTheClock.pickNumber + 1} of {progress.total}
              </Text>
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
          {draft.paused || onTheClock.deadline === null ? (
            // The clock stands still: no countdown to run out.
            <Badge
              size="lg"
              color="yellow"
              variant="light"
              leftSection={<IconPlayerPause size={14} />}
              data-testid="pick-paused"
            >
              Paused
            </Badge>
          ) : (
            <Countdown
              deadline={onTheClock.deadline}
              serverTime={draft.serverTime}
              receivedAt={receivedAt}
              pickSeconds={draft.pickSeconds}
            />
          )}
          {action ? <Group gap="xs">{action}</Group> : null}
        </Group>
      </div>
    </DraftBanner>
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
