import type { ReactNode } from 'react';
import type { Team } from '../../../../domain/contract/teams';
import { showActionError } from '../../../lib/action-error';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { showSuccess } from '../../../lib/toast';
import { useCreateTeam } from '../api/create-team';
import { LEAGUE_ACTION_FALLBACKS } from '../league-errors';
import { TeamNameForm } from './team-name-form';

interface CreateTeamFormProps {
  userId: string;
  leagueId: string;
  intro?: ReactNode;
  cancelLabel?: string;
  onCancel(): void;
  onCreated(team: Team): void;
}

/** 'Create Your Team' / 'Create New Team': POST /teams in a league the user is in. */
export function CreateTeamForm({ userId, leagueId, onCreated, ...props }: CreateTeamFormProps) {
  const mutation = useCreateTeam(userId);
  const idempotencyKey = useIdempotencyKey();
  return (
    <TeamNameForm
      {...props}
      submitLabel="Create Team"
      submitting={mutation.isPending}
      onSubmit={(name) =>
        mutation.mutate(
          { input: { name, leagueId }, idempotencyKey },
          {
            onSuccess: (team) => {
              showSuccess('Team Created', `${team.name} is ready for the draft.`);
              onCreated(team);
            },
            onError: (error) => showActionError(error, LEAGUE_ACTION_FALLBACKS.createTeam),
          },
        )
      }
    />
  );
}
