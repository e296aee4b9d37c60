import { useQueryClient } from '@tanstack/react-query';
import type { DraftStatusResponse } from '../../../../domain/contract/drafts';
import { actionErrorMessage } from '../../../lib/action-error';
import { queryKeys } from '../../../lib/query-keys';
import { showError, showSuccess } from '../../../lib/toast';
import { useEndDraft } from '../api/end-draft';
import { type DraftPickInput, useMakePick } from '../api/make-pick';
import { useStartDraft } from '../api/start-draft';

// Draft failures are toasts titled 'Draft Error' with the server's message.
const DRAFT_ERROR = 'Draft Error';

/** The board's start, end and pick, each with its success toast or a 'Draft Error' toast. */
export function useBoardActions(leagueId: string) {
  const starting = useStartDraft(leagueId);
  const ending = useEndDraft(leagueId);
  const picking = useMakePick(leagueId);
  const queryClient = useQueryClient();

  const fail = (fallback: string) => (error: unknown) => {
    showError(DRAFT_ERROR, actionErrorMessage(error, fallback));
    // A refused pick is often a stale view (someone picked first): show the current state.
    void queryClient.invalidateQueries({ queryKey: queryKeys.draft(leagueId) });
  };

  const start = () =>
    starting.mutate(undefined, {
      onSuccess: (state) => {
        const first = state.onTheClock;
        showSuccess(
          'Draft Started',
          first ? `${first.teamName} is on the clock.` : 'The draft order is set.',
        );
      },
      onError: fail('The draft could not be started'),
    });

  const end = (onDone?: () => void) =>
    ending.mutate(undefined, {
      onSuccess: (state) => {
        showSuccess('Draft Ended', `${state.picks.length} of ${state.totalPicks} picks were made.`);
        onDone?.();
      },
      onError: fail('The draft could not be ended'),
    });

  const pick = (input: DraftPickInput, onDone?: (state: DraftStatusResponse) => void) =>
    picking.mutate(input, {
      onSuccess: (state) => {
        const made =
          state.picks.find((candidate) => candidate.pickNumber === input.pickNumber) ??
          state.picks.findLast((candidate) => candidate.player.id === input.playerId);
        showSuccess(
          'Pick Successful',
          made
            ? `${made.teamName} drafted ${made.player.name} (${made.position}).`
            : 'The pick is in.',
        );
        if (state.status === 'complete') {
          showSuccess('Draft Complete', `All ${state.totalPicks} picks are in.`);
        }
        onDone?.(state);
      },
      onError: fail('The pick could not be made'),
    });

  return {
    start,
    end,
    pick,
    starting: starting.isPending,
    ending: ending.isPending,
    /** The player whose pick is on its way, if any. */
    pickingPlayerId: picking.isPending ? (picking.variables?.playerId ?? null) : null,
  };
}
