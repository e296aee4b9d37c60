import { Button, Group, Stack, Text } from '@mantine/core';
import { closeModal, openModal } from '../../../lib/open-modal';
import { useBoardActions } from './use-board-actions';

const MODAL_ID = 'end-draft';

/** Ending stops the draft for everyone and cannot be undone, so it asks first. */
export function openEndDraftModal(leagueId: string, picksLeft: number) {
  openModal({
    modalId: MODAL_ID,
    title: 'End Draft',
    children: (
      <ConfirmEnd leagueId={leagueId} picksLeft={picksLeft} onDone={() => closeModal(MODAL_ID)} />
    ),
  });
}

function ConfirmEnd({
  leagueId,
  picksLeft,
  onDone,
}: {
  leagueId: string;
  picksLeft: number;
  onDone(): void;
}) {
  const actions = useBoardActions(leagueId);
  return (
    <Stack gap="md">
      <Text size="sm">
        End the draft now? {picksLeft === 1 ? '1 pick is' : `${picksLeft} picks are`} still to be
        made; teams keep the players they have drafted, and the draft cannot be resumed.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={actions.ending}>
          Cancel
        </Button>
        <Button color="red" loading={actions.ending} onClick={() => actions.end(onDone)}>
          End Draft
        </Button>
      </Group>
    </Stack>
  );
}
