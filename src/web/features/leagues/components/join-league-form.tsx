import type { League } from '../../../../domain/contract/leagues';
import { showError, showSuccess } from '../../../lib/toast';
import { useJoinLeague } from '../api/join-league';
import { joinErrorToast } from '../league-errors';
import { TeamNameForm } from './team-name-form';

interface JoinLeagueFormProps {
  userId: string;
  league: Pick<League, 'id' | 'name'>;
  inviteCode?: string | null;
  onCancel(): void;
  onJoined(league: League): void;
}

/** 'Join {league}': joining is becoming a member with a team of that name. */
export function JoinLeagueForm({
  userId,
  league,
  inviteCode,
  onCancel,
  onJoined,
}: JoinLeagueFormProps) {
  const mutation = useJoinLeague(league.id, userId);
  return (
    <TeamNameForm
      intro="Name your team to join. You will draft real pros into it before the season starts."
      submitLabel="Join League"
      submitting={mutation.isPending}
      onCancel={onCancel}
      onSubmit={(teamName) =>
        mutation.mutate(
          { teamName, ...(inviteCode ? { inviteCode } : {}) },
          {
            onSuccess: (joined) => {
              showSuccess('League Joined', `Welcome to ${joined.name}!`);
              onJoined(joined);
            },
            onError: (error) => {
              const { message, autoClose } = joinErrorToast(error);
              showError('Error', message, autoClose);
            },
          },
        )
      }
    />
  );
}
