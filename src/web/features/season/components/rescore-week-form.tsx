import { Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { ModalActions } from '../../../components/modal-actions';
import { showActionError } from '../../../lib/action-error';
import { closeModal, openModal } from '../../../lib/open-modal';
import { showSuccess } from '../../../lib/toast';
import { useCalculateWeek } from '../api/calculate-week';
import { SEASON_ACTION_FALLBACKS, scoresCalculatedMessage } from '../season-messages';

interface RescoreWeekOptions {
  leagueId: string;
  week: number;
  userId: string;
}

/** The commissioner's 'Rescore Week {n}', for a week whose results are all in. */
export function openRescoreWeekModal(options: RescoreWeekOptions) {
  const modalId = 'rescore-week';
  openModal({
    modalId,
    title: `Rescore Week ${options.week}`,
    children: <RescoreWeekForm {...options} onDone={() => closeModal(modalId)} />,
  });
}

/**
 * Scoring a complete week again is the same request as 'Calculate Week {n} Scores': it is for
 * games whose data was corrected after the week was scored, so it asks first.
 */
function RescoreWeekForm({
  leagueId,
  week,
  userId,
  onDone,
}: RescoreWeekOptions & { onDone(): void }) {
  const calculate = useCalculateWeek(leagueId, userId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    calculate.mutate(week, {
      onSuccess: (result) => {
        showSuccess('Scores Calculated', scoresCalculatedMessage(week, result));
        onDone();
      },
      onError: (error) => showActionError(error, SEASON_ACTION_FALLBACKS.calculate),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>
          Week {week}'s scores are recomputed from the stored games, for example after a game's data
          was corrected.
        </Text>
        <Text size="sm" c="dimmed">
          The matchups' winners and the standings follow the new scores.
        </Text>
        <ModalActions
          submitLabel={`Rescore Week ${week}`}
          submitting={calculate.isPending}
          onCancel={onDone}
          focusSubmit
        />
      </Stack>
    </form>
  );
}
