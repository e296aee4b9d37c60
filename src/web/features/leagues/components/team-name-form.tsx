import { Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ModalActions } from '../../../components/modal-actions';
import { showError } from '../../../lib/toast';
import { teamNameProblem } from '../league-forms';

interface TeamNameFormProps {
  intro?: ReactNode;
  submitLabel: string;
  submitting: boolean;
  cancelLabel?: string;
  onCancel(): void;
  /** Called with the trimmed name once it passes the spec's rule. */
  onSubmit(teamName: string): void;
}

/** The one question of Create Your Team, Create New Team and Join {league}: a team name. */
export function TeamNameForm({
  intro,
  submitLabel,
  submitting,
  cancelLabel,
  onCancel,
  onSubmit,
}: TeamNameFormProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A second press while the first is on its way sends nothing.
    if (submitting) return;
    const problem = teamNameProblem(name);
    setError(problem);
    if (problem) {
      // Missing input also raises a 'Missing Field' toast.
      showError('Missing Field', problem);
      return;
    }
    onSubmit(name.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {intro ? (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        ) : null}
        <TextInput
          label="Team Name"
          placeholder="e.g. Baron Stealers"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={40}
          withAsterisk
          data-autofocus
        />
        <ModalActions
          submitLabel={submitLabel}
          submitting={submitting}
          onCancel={onCancel}
          cancelLabel={cancelLabel}
        />
      </Stack>
    </form>
  );
}
