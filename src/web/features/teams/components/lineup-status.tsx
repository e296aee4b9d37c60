import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LeagueClock } from '../../../../domain/contract/leagues';
import type { TeamDetail } from '../../../../domain/contract/teams';
import { formatClockTime, realMsUntil, waitLabel } from '../../../lib/league/season-clock-labels';
import { useLeagueNow } from '../../../lib/league/use-league-now';
import { queryKeys } from '../../../lib/query-keys';
import { LOCK_MODE_TEXT } from '../lineup-moves';

interface LineupStatusProps {
  team: TeamDetail;
  /** The league's clock says how fast league time runs, and whether it stands paused. */
  clock: LeagueClock;
}

/**
 * Above the roster: how many players are locked, when the next lock falls (league time, and
 * how long that is in real time), and what the league's lock mode means. The team is asked for
 * again the moment the next lock falls.
 */
export function LineupStatus({ team, clock }: LineupStatusProps) {
  const { lineup } = team;
  const running = { ...clock, now: lineup.now };
  const leagueNow = useLeagueNow(running, 5_000);
  useRefreshAtNextLock(team, running);
  const locked = lineup.locks.filter((lock) => lock.locked).length;
  const wait = lineup.nextLockAt
    ? realMsUntil({ ...running, now: new Date(leagueNow).toISOString() }, lineup.nextLockAt)
    : null;

  return (
    <Paper radius="lg" p={{ base: 'sm', sm: 'md' }} aria-label="Lineup locks" component="section">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={locked > 0 ? 'gold' : 'gray'} size={36} radius="md">
          {locked > 0 ? <IconLock size={18} /> : <IconLockOpen size={18} />}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={8} wrap="wrap">
            <Text fw={700} size="sm" data-testid="next-lock">
              {lineup.nextLockAt
                ? `Next lock: ${formatClockTime(lineup.nextLockAt)}`
                : 'No more locks this week'}
            </Text>
            {wait !== null && wait > 0 ? (
              <Text size="sm" c="dimmed">
                {waitLabel(wait)}
              </Text>
            ) : lineup.nextLockAt && clock.paused ? (
              <Text size="sm" c="dimmed">
                the replay is paused
              </Text>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {locked > 0
              ? `${locked} ${locked === 1 ? 'player is' : 'players are'} locked until the week ends. `
              : ''}
            {LOCK_MODE_TEXT[lineup.lockMode]}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The team is asked for again just after its next lock falls, so the lock shows by itself. */
function useRefreshAtNextLock(team: TeamDetail, clock: Parameters<typeof realMsUntil>[0]) {
  const queryClient = useQueryClient();
  const next = team.lineup.nextLockAt;
  const wait = next ? realMsUntil(clock, next) : null;
  useEffect(() => {
    // A wait past what a timer holds (about 24 days) is looked at again on a later visit.
    if (wait === null || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.team(team.id) }),
      wait + 500,
    );
    return () => clearTimeout(timer);
  }, [queryClient, team.id, wait]);
}
