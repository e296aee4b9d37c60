import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

interface LeaveGuardProps {
  /** Something on the page is not saved yet. */
  dirty: boolean;
  /** What would be lost, in the modal that asks. */
  message: string;
}

/**
 * While something is unsaved, leaving the page asks first: a link or Back inside the app opens
 * a modal (Stay or Leave), and closing or reloading the tab brings the browser's own prompt.
 */
export function LeaveGuard({ dirty, message }: LeaveGuardProps) {
  // Read when a navigation starts, so a save that has just cleared the page lets it go at once
  // (a listener swapped in an effect would still hold on for a moment after the render).
  const dirtyNow = useRef(dirty);
  useLayoutEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirtyNow.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      radius="lg"
      centered
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
