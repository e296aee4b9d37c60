import { Button, Flex, Group, Paper, Text } from '@mantine/core';
import { IconCalculator, IconRefresh, IconScale } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { League } from '../../../../domain/contract/leagues';
import { decidedWeeks } from '../../../../domain/playoffs';
import { ClosedReason } from '../../../components/closed-reason';
import { showActionError } from '../../../lib/action-error';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { showSuccess } from '../../../lib/toast';
import { useCalculateWeek } from '../api/calculate-week';
import { useEvaluateWins } from '../api/evaluate-wins';
import { useMatchups } from '../api/get-matchups';
import { playoffsQueryOptions } from '../api/get-playoffs';
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
  const decided = useDecidedWeek(league, week);
  const calculate = useCalculateWeek(league.id, userId);
  const evaluate = useEvaluateWins(league.id, userId);
  const scoring = weekScoring({
    week,
    isCommissioner: league.isCommissioner,
    entry,
    matchups: matchups.data,
    decided,
    seasonOver: league.playoffs.champion !== null,
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
            <ClosedReason reason={scoring.evaluateHint} style={{ display: 'flex' }}>
              <Button
                fullWidth
                variant="default"
                leftSection={<IconScale size={16} />}
                disabled={!scored || scoring.evaluateHint !== null}
                loading={evaluate.isPending}
                onClick={onEvaluate}
              >
                Evaluate Wins
              </Button>
            </ClosedReason>
          ) : null}
          {scoring.rescore ? (
            <ClosedReason reason={scoring.rescoreHint} style={{ display: 'flex' }}>
              <Button
                fullWidth
                variant="default"
                leftSection={<IconRefresh size={16} />}
                disabled={scoring.rescoreHint !== null}
                onClick={() => openRescoreWeekModal({ leagueId: league.id, week, userId })}
              >
                Rescore Week {week}
              </Button>
            </ClosedReason>
          ) : null}
          <ClosedReason reason={scoring.calculateHint} style={{ display: 'flex', flex: 1 }}>
            <Button
              fullWidth
              leftSection={<IconCalculator size={16} />}
              disabled={scoring.calculateDisabled}
              loading={calculate.isPending}
              onClick={onCalculate}
            >
              Calculate Week {week} Scores
            </Button>
          </ClosedReason>
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

/**
 * Whether the week belongs to a decided playoff round, whose results stand. The commissioner's
 * view of a playoff week reads the bracket for it; no other view needs it.
 */
function useDecidedWeek(league: League, week: number): boolean {
  const firstWeek = league.playoffs.firstWeek;
  const playoffWeek = league.isCommissioner && firstWeek !== null && week >= firstWeek;
  const playoffs = useQuery({ ...playoffsQueryOptions(league.id), enabled: playoffWeek });
  if (!playoffWeek || !playoffs.data) return false;
  return decidedWeeks([...playoffs.data.rounds, ...playoffs.data.consolation]).includes(week);
}
