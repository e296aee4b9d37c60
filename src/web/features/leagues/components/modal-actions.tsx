import { Button, Group } from '@mantine/core';

interface ModalActionsProps {
  submitLabel: string;
  submitting: boolean;
  onCancel(): void;
  cancelLabel?: string;
}

/** The buttons at the foot of every league form: a way out, and the one action. */
export function ModalActions({
  submitLabel,
  submitting,
  onCancel,
  cancelLabel = 'Cancel',
}: ModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
