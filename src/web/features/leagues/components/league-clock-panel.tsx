import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBroadcast,
  IconClockPlay,
  IconFlagCheck,
  IconHourglass,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { League } from '../../../../domain/contract/leagues';
import { SEASON_OVER } from '../../../../domain/league-rules';
import { firstGameHappened } from '../../../../domain/season-clock';
import { LEAGUE_TIME_ZONE } from '../../../../domain/time-labels';
import { ClosedReason } from '../../../components/closed-reason';
import { Tag } from '../../../components/tag';
import { showActionError } from '../../../lib/action-error';
import {
  clockModeLine,
  clockWeekLine,
  formatClockTime,
} from '../../../lib/league/season-clock-labels';
import { useLeagueNow } from '../../../lib/league/use-league-now';
import { appPaths } from '../../../lib/paths';
import { showSuccess } from '../../../lib/toast';
import { usePauseSeason } from '../api/pause-season';
import { useResumeSeason } from '../api/resume-season';

/**
 * Where the league's season stands on its clock: the week, its status and games played, how
 * the clock runs (a replay's pace, paused), league time; the commissioner's replay controls.
 */
export function LeagueClockPanel({ league }: { league: League }) {
  const { clock } = league;
  const now = useLeagueNow(clock);
  const controls = league.isCommissioner && clock.mode === 'replay';
  const status = clock.paused ? 'paused' : (clock.weekStatus ?? 'upcoming');

  return (
    <Paper
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label="Season clock"
      data-testid="league-clock"
      data-status={status}
    >
      <Group justify="space-between" gap="md" align="center">
        <Group gap="md" wrap="nowrap" align="center" style={{ minWidth: 0, flex: '1 1 320px' }}>
          <StatusIcon status={status} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} size="md" c="gray.0" data-testid="clock-week">
              {clockWeekLine(clock, league.schedule)}
            </Text>
            <Group gap={8} wrap="wrap">
              <Text size="sm" c="dimmed" data-testid="clock-mode">
                {clockModeLine(clock)}
              </Text>
              {clock.paused ? (
                <Tag color="yellow" leftSection={<IconPlayerPauseFilled size={10} />}>
                  Paused
                </Tag>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" data-testid="clock-now">
              League time: {formatClockTime(now)} {LEAGUE_TIME_ZONE}
            </Text>
          </Stack>
        </Group>
        {controls ? <ReplayControls league={league} now={now} /> : null}
      </Group>
    </Paper>
  );
}

const STATUS_ICONS = {
  live: { color: 'red', Icon: IconBroadcast, label: 'Week under way' },
  final: { color: 'rift', Icon: IconFlagCheck, label: 'Week final' },
  upcoming: { color: 'blue', Icon: IconHourglass, label: 'Season not started' },
  paused: { color: 'yellow', Icon: IconPlayerPauseFilled, label: 'Replay paused' },
} as const;

function StatusIcon({ status }: { status: keyof typeof STATUS_ICONS }) {
  const { color, Icon, label } = STATUS_ICONS[status];
  return (
    <ThemeIcon
      variant="light"
      color={color}
      size={42}
      radius="md"
      aria-label={label}
      visibleFrom="xs"
    >
      <Icon size={22} />
    </ThemeIcon>
  );
}

/**
 * Pause and Resume, closed with the reason once the champion is crowned (the server refuses
 * them then); until the league's first game has happened (at league time `now`), the way to the
 * pace on the settings page.
 */
function ReplayControls({ league, now }: { league: League; now: number }) {
  const { clock } = league;
  const pause = usePauseSeason(league.id);
  const resume = useResumeSeason(league.id);
  const closedBecause = league.playoffs.champion ? SEASON_OVER('replay controls') : null;
  const paceOpen = !firstGameHappened(
    clock.firstGameAt === null ? null : Date.parse(clock.firstGameAt),
    now,
  );

  const onPause = () =>
    pause.mutate(undefined, {
      onSuccess: () => showSuccess('Replay Paused', 'League time stands still until you resume.'),
      onError: (error) => showActionError(error, 'Failed to pause the replay'),
    });
  const onResume = () =>
    resume.mutate(undefined, {
      onSuccess: () => showSuccess('Replay Resumed', 'League time runs on from where it stood.'),
      onError: (error) => showActionError(error, 'Failed to resume the replay'),
    });
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end" w={{ base: '100%', sm: 'auto' }}>
      {paceOpen ? (
        <Button
          component={Link}
          to={appPaths.leagueSettingsSection(league.id, 'season')}
          variant="subtle"
          leftSection={<IconClockPlay size={16} />}
        >
          Change pace
        </Button>
      ) : null}
      <ClosedReason reason={closedBecause} style={{ display: 'flex', flex: 1 }}>
        {clock.paused ? (
          <Button
            style={{ flex: 1 }}
            leftSection={<IconPlayerPlayFilled size={16} />}
            loading={resume.isPending}
            disabled={closedBecause !== null}
            onClick={onResume}
          >
            Resume
          </Button>
        ) : (
          <Button
            style={{ flex: 1 }}
            variant="default"
            leftSection={<IconPlayerPauseFilled size={16} />}
            loading={pause.isPending}
            disabled={closedBecause !== null}
            onClick={onPause}
          >
            Pause
          </Button>
        )}
      </ClosedReason>
    </Group>
  );
}
