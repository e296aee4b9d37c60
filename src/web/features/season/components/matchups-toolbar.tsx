import { Button, Flex, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconCalculator, IconRefresh, IconScale } from '@tabler/icons-react';
import type { League } from '../../../../domain/contract/leagues';
import { showActionError } from '../../../lib/action-error';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { showSuccess } from '../../../lib/toast';
import { useCalculateWeek } from '../api/calculate-week';
import { useEvaluateWins } from '../api/evaluate-wins';
import { useMatchups } from '../api/get-matchups';
import {
  SEASON_ACTION_FALLBACKS,
  scoresCalculatedMessage,
  winsEvaluatedMessage,
} from '../season-messages';
import { scheduleWeek, weekCount } from '../season-weeks';
import { weekScoring } from '../week-scoring';
import { openRescoreWeekModal } from './rescore-week-form';
import { WeekPicker } from './week-picker';
import { WeekStatusBadge } from './week-status-badge';

interface MatchupsToolbarProps {
  league: League;
  week: number;
  onWeekChange(week: number): void;
}

/** The week selector with the week's dates, and the commissioner's scoring actions. */
export function MatchupsToolbar({ league, week, onWeekChange }: MatchupsToolbarProps) {
  const userId = useCurrentUser()?.id ?? '';
  const count = weekCount(league);
  const scheduled = league.schedule.length > 0;
  const entry = scheduleWeek(league.schedule, week);
  const matchups = useMatchups(league.id, week, scheduled);
  const calculate = useCalculateWeek(league.id, userId);
  const evaluate = useEvaluateWins(league.id, userId);
  const scoring = weekScoring({
    week,
    isCommissioner: league.isCommissioner,
    entry,
    matchups: matchups.data,
  });
  const scored = matchups.data?.some((matchup) => matchup.scoreA !== null) ?? false;

  const onCalculate = () =>
    calculate.mutate(week, {
      onSuccess: (result) =>
        showSuccess('Scores Calculated', scoresCalculatedMessage(week, result)),
      onError: (error) => showActionError(error, SEASON_ACTION_FALLBACKS.calculate),
    });
  const onEvaluate = () =>
    evaluate.mutate(week, {
      onSuccess: (result) =>
        showSuccess('Matchup Wins Evaluated', winsEvaluatedMessage(week, result)),
      onError: (error) => showActionError(error, SEASON_ACTION_FALLBACKS.evaluateWins),
    });

  return (
    <Paper radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'center' }}
        gap="sm"
      >
        <Group gap="sm">
          <WeekPicker
            week={week}
            count={count}
            schedule={league.schedule}
            onChange={onWeekChange}
          />
          <WeekFacts entry={entry} scheduled={scheduled} />
        </Group>
        {/* On a phone the week's main action comes first, each button full width. */}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} gap="xs">
          {league.isCommissioner ? (
            <Button
              variant="default"
              leftSection={<IconScale size={16} />}
              disabled={!scored}
              loading={evaluate.isPending}
              onClick={onEvaluate}
            >
              Evaluate Wins
            </Button>
          ) : null}
          {scoring.rescore ? (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => openRescoreWeekModal({ leagueId: league.id, week, userId })}
            >
              Rescore Week {week}
            </Button>
          ) : null}
          <Tooltip
            label={scoring.calculateHint}
            disabled={scoring.calculateHint === null}
            withArrow
            multiline
            maw={260}
            events={{ hover: true, focus: false, touch: true }}
          >
            {/* A disabled button fires no hover events; the wrapper carries the tooltip. */}
            <span style={{ display: 'flex', flex: 1 }}>
              <Button
                fullWidth
                leftSection={<IconCalculator size={16} />}
                disabled={scoring.calculateDisabled}
                loading={calculate.isPending}
                onClick={onCalculate}
              >
                Calculate Week {week} Scores
              </Button>
            </span>
          </Tooltip>
        </Flex>
      </Flex>
    </Paper>
  );
}

function WeekFacts({
  entry,
  scheduled,
}: {
  entry: ReturnType<typeof scheduleWeek>;
  scheduled: boolean;
}) {
  if (!scheduled || !entry) {
    return (
      <Text size="sm" c="dimmed">
        No schedule yet
      </Text>
    );
  }
  return (
    <Group gap={8} wrap="nowrap">
      <Text size="sm" fw={600} c="gray.2" data-testid="week-label" style={{ whiteSpace: 'nowrap' }}>
        {entry.label}
      </Text>
      <WeekStatusBadge entry={entry} />
    </Group>
  );
}
