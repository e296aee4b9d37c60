import { Button, Stack } from '@mantine/core';
import { IconGavel, IconHandFinger } from '@tabler/icons-react';
import { useEffect } from 'react';
import { DRAFT_PAUSED } from '../../../../domain/draft';
import { ClosedReason } from '../../../components/closed-reason';
import { ErrorPanel } from '../../../components/error-panel';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { useActiveLeagueId } from '../../../lib/league/use-selected-league';
import { useDraftStatus } from '../api/get-draft-status';
import { AuctionBoardBanner } from '../board/auction-board-banner';
import { canMakePick, isDraftCommissioner } from '../board/board-permissions';
import { DraftBoardHeader } from '../board/draft-board-header';
import { DraftBoardSkeleton } from '../board/draft-board-skeleton';
import { DraftBoardTabs } from '../board/draft-board-tabs';
import { openMakePickModal } from '../board/make-pick-modal';
import { openRecordSaleModal } from '../board/record-sale-modal';
import { PickClock } from '../components/pick-clock';

/** While the draft runs, picks made in the live room show up within this time. */
const POLL_MS = 2_000;

/** /draft: the league's draft board, run by the commissioner. */
export function DraftPage() {
  // RequireLeague renders this page only with a league id in the route or a selection.
  const leagueId = useActiveLeagueId() ?? '';
  const userId = useCurrentUser()?.id ?? null;
  const query = useDraftStatus(leagueId, { refetchInterval: POLL_MS });
  const state = query.data;
  useDraftTitle(state?.leagueName);

  if (!state && query.isError) {
    return (
      <Stack gap={0}>
        <DraftBoardHeader leagueId={leagueId} state={undefined} isCommissioner={false} failed />
        <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }

  const isCommissioner = state ? isDraftCommissioner(state, userId) : false;
  const mayPick = state ? canMakePick(state, userId) : false;

  return (
    <Stack gap="lg">
      <DraftBoardHeader leagueId={leagueId} state={state} isCommissioner={isCommissioner} />
      {state ? (
        <>
          {state.type === 'auction' && state.status === 'started' && state.auction ? (
            <AuctionBoardBanner
              auction={state.auction}
              action={
                isCommissioner ? (
                  <Button
                    leftSection={<IconGavel size={16} />}
                    onClick={() => openRecordSaleModal(leagueId)}
                  >
                    Record Sale
                  </Button>
                ) : null
              }
            />
          ) : (
            <PickClock
              draft={state}
              receivedAt={query.dataUpdatedAt}
              action={
                mayPick ? (
                  <ClosedReason reason={state.paused ? DRAFT_PAUSED : null}>
                    <Button
                      leftSection={<IconHandFinger size={16} />}
                      onClick={() => openMakePickModal(leagueId)}
                      disabled={state.paused}
                    >
                      Make Pick
                    </Button>
                  </ClosedReason>
                ) : null
              }
            />
          )}
          <DraftBoardTabs state={state} userId={userId} canPick={mayPick} />
        </>
      ) : (
        <DraftBoardSkeleton />
      )}
    </Stack>
  );
}

/** The tab reads "Draft · Summoners Cup · Rift Fantasy" once the league is known. */
function useDraftTitle(name: string | undefined) {
  useEffect(() => {
    if (name) document.title = `Draft · ${name} · Rift Fantasy`;
  }, [name]);
}
