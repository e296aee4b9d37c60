import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import type { LiveDraftState } from '../../../../domain/contract/drafts';
import { closeModal, openModal } from '../../../lib/open-modal';

const END_MODAL = 'end-live-draft';

interface RoomControlsProps {
  draft: LiveDraftState;
  isCommissioner: boolean;
  connected: boolean;
  onStart(): void;
  onEnd(): void;
  onPause(): void;
  onResume(): void;
}

/**
 * Start Draft and End Draft, shown to everyone: the room tells anyone but the
 * commissioner 'Only user "{name}" can start or end the draft'. The commissioner also pauses
 * and resumes the clock of a running draft, snake or auction.
 */
export function RoomControls({
  draft,
  isCommissioner,
  connected,
  onStart,
  onEnd,
  onPause,
  onResume,
}: RoomControlsProps) {
  const paused = draft.paused;
  if (draft.status === 'complete' || draft.status === 'ended') return null;
  const end = () => {
    // Ending early cannot be undone, so the commissioner confirms it; anyone else is refused.
    if (isCommissioner && draft.status === 'started') {
      openEndModal(draft.totalPicks - draft.picks.length, onEnd);
    } else {
      onEnd();
    }
  };
  return (
    <Group gap="xs" wrap="nowrap">
      {draft.status === 'not_started' ? (
        <Button
          leftSection={<IconPlayerPlay size={16} />}
          variant={isCommissioner ? 'filled' : 'default'}
          disabled={!connected}
          onClick={onStart}
        >
          Start Draft
        </Button>
      ) : null}
      {isCommissioner && draft.status === 'started' ? (
        <Button
          leftSection={paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
          variant="default"
          disabled={!connected}
          onClick={paused ? onResume : onPause}
        >
          {paused ? 'Resume' : 'Pause'}
        </Button>
      ) : null}
      <Button
        leftSection={<IconPlayerStop size={16} />}
        color="red"
        variant={isCommissioner && draft.status === 'started' ? 'light' : 'default'}
        disabled={!connected}
        onClick={end}
      >
        End Draft
      </Button>
    </Group>
  );
}

function openEndModal(picksLeft: number, onEnd: () => void) {
  const close = () => closeModal(END_MODAL);
  openModal({
    modalId: END_MODAL,
    title: 'End Draft',
    children: (
      <Stack gap="md">
        <Text size="sm">
          End the draft for everyone now? {picksLeft === 1 ? '1 pick is' : `${picksLeft} picks are`}{' '}
          still to be made; teams keep the players they have drafted, and the draft cannot be
          resumed.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              onEnd();
              close();
            }}
          >
            End Draft
          </Button>
        </Group>
      </Stack>
    ),
  });
}
