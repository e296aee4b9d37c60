import { Button, Group } from '@mantine/core';

interface ModalActionsProps {
  submitLabel: string;
  submitting: boolean;
  onCancel(): void;
  cancelLabel?: string;
  /** A destructive action's colour (a veto is red). */
  submitColor?: string;
  /** Focus the action when the form opens (a confirmation). */
  focusSubmit?: boolean;
  /** The action waits for a choice the form cannot go without. */
  submitDisabled?: boolean;
}

/** The buttons at the foot of every form in a modal: a way out, and the one action. */
export function ModalActions({
  submitLabel,
  submitting,
  onCancel,
  cancelLabel = 'Cancel',
  submitColor,
  focusSubmit = false,
  submitDisabled = false,
}: ModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        color={submitColor}
        loading={submitting}
        disabled={submitDisabled}
        data-autofocus={focusSubmit || undefined}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
