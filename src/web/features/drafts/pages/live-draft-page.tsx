import { Button, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { IconHandFinger, IconLogin, IconStarFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  DRAFT_PAUSED,
  LIVE_MIN_PARTICIPANTS,
  LOGIN_TO_JOIN,
  NEED_PARTICIPANTS,
} from '../../../../domain/draft';
import { BackButton } from '../../../components/back-button';
import { ClosedReason } from '../../../components/closed-reason';
import { ErrorPanel } from '../../../components/error-panel';
import { StatusPanel } from '../../../components/status-panel';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { useActiveLeagueId, useSelectedLeague } from '../../../lib/league/use-selected-league';
import { appPaths } from '../../../lib/paths';
import type { DraftTabValue } from '../components/draft-tabs';
import { PickClock } from '../components/pick-clock';
import { AuctionBlock } from '../live/auction-block';
import { AuctionBudgets } from '../live/auction-budgets';
import { ConnectionIndicator } from '../live/connection-indicator';
import { LiveDraftTabs } from '../live/live-draft-tabs';
import classes from '../live/live-room.module.css';
import { ParticipantsPanel } from '../live/participants-panel';
import { RoomControls } from '../live/room-controls';
import { RoomHeader } from '../live/room-header';
import { useDraftRoom } from '../live/use-draft-room';
import { useOpeningBid } from '../live/use-opening-bid';

/** Room kept above the tabs when they scroll into view: the app's header and a gap. */
const TABS_SCROLL_MARGIN = 80;

/** /riftdraft/:leagueId and /riftdraft: the live draft room. */
export function LiveDraftPage() {
  // RequireLeague renders this page only with a league id in the route or a selection.
  const leagueId = useActiveLeagueId() ?? '';
  // Another league is another room: a fresh socket and state.
  return <LiveDraftRoom key={leagueId} leagueId={leagueId} />;
}

function LiveDraftRoom({ leagueId }: { leagueId: string }) {
  const room = useDraftRoom(leagueId);
  const userId = useCurrentUser()?.id ?? null;
  const { leagues } = useSelectedLeague();
  const [tab, setTab] = useState<DraftTabValue>('order');
  const draft = room.draft;
  const auction = draft?.status === 'started' && draft.type === 'auction' ? draft.auction : null;
  const openingBid = useOpeningBid(auction);
  const tabsRef = useRef<HTMLDivElement>(null);
  const leagueName = draft?.leagueName ?? leagues.find((l) => l.id === leagueId)?.name ?? null;
  useRoomTitle(leagueName);

  if (!room.canJoin) {
    return (
      <StatusPanel
        icon={<IconLogin size={32} />}
        color="yellow"
        title="Live Draft Room"
        description={LOGIN_TO_JOIN}
      >
        <Button component={Link} to={appPaths.login}>
          Log In
        </Button>
      </StatusPanel>
    );
  }

  if (!draft && room.connection.state === 'disconnected') {
    return (
      <Stack gap={0}>
        <BackButton to={appPaths.league(leagueId)} label="Back to League" />
        <ErrorPanel title="Cannot Join the Draft" message={room.connection.reason}>
          <Button component={Link} to={appPaths.leagues}>
            Go to My Leagues
          </Button>
        </ErrorPanel>
      </Stack>
    );
  }

  const connected = room.connection.state === 'connected';
  const turn = draft?.status === 'started' ? draft.onTheClock : null;
  const myTeamId = draft?.participants.find((p) => p.userId === userId)?.teamId ?? null;
  const myNomination = Boolean(
    auction?.nominating && userId && auction.nominating.nominatorId === userId,
  );
  const myTurn = Boolean(turn && userId && turn.pickerId === userId) || myNomination;
  const isCommissioner = Boolean(draft && userId && draft.commissioner.userId === userId);
  const online = draft?.participants.filter((p) => p.online).length ?? 0;
  // The list is one tap away wherever the page is scrolled: the tab opens, and the tabs come
  // up when the header hides them or they sit low on the screen (on a phone, under the clock).
  const chooseAPlayer = () => {
    setTab('available');
    const tabs = tabsRef.current;
    if (!tabs) return;
    const { top } = tabs.getBoundingClientRect();
    if (top < TABS_SCROLL_MARGIN || top > window.innerHeight * 0.6) {
      tabs.scrollIntoView({ block: 'start' });
    }
  };

  return (
    <Stack gap="lg">
      <RoomHeader
        leagueId={leagueId}
        leagueName={leagueName}
        draft={draft}
        connection={<ConnectionIndicator status={room.connection} onRetry={room.retryNow} />}
        controls={
          draft ? (
            <RoomControls
              draft={draft}
              isCommissioner={isCommissioner}
              connected={connected}
              onStart={room.startDraft}
              onEnd={room.endDraft}
              onPause={room.pauseDraft}
              onResume={room.resumeDraft}
            />
          ) : null
        }
      />
      {draft ? (
        <>
          <div className={myTurn ? classes.myTurn : undefined} data-testid="clock-area">
            {myTurn ? (
              <div className={classes.myTurnStrip} data-testid="your-turn">
                <IconStarFilled size={16} />
                {myNomination ? 'Your nomination' : "You're on the clock"}
              </div>
            ) : null}
            {auction ? (
              <AuctionBlock
                draft={draft}
                auction={auction}
                myTeamId={myTeamId}
                myNomination={myNomination}
                receivedAt={room.receivedAt}
                connected={connected}
                openingBid={openingBid}
                onBid={room.bid}
                onChoose={chooseAPlayer}
              />
            ) : (
              <PickClock
                draft={draft}
                receivedAt={room.receivedAt}
                action={
                  myTurn ? (
                    <ClosedReason reason={draft.paused ? DRAFT_PAUSED : null}>
                      <Button
                        color="gold"
                        leftSection={<IconHandFinger size={16} />}
                        onClick={chooseAPlayer}
                        disabled={draft.paused}
                      >
                        Choose a Player
                      </Button>
                    </ClosedReason>
                  ) : null
                }
              />
            )}
          </div>
          {draft.status === 'not_started' && online < LIVE_MIN_PARTICIPANTS ? (
            <Text size="sm" c="orange.4" mt={-8} data-testid="need-participants">
              {NEED_PARTICIPANTS}
            </Text>
          ) : null}
          {/* On a phone the tabs come first: the list to pick from sits under the clock. */}
          <Grid gap="lg">
            <Grid.Col
              span={{ base: 12, md: 8 }}
              ref={tabsRef}
              style={{ scrollMarginTop: TABS_SCROLL_MARGIN }}
            >
              <LiveDraftTabs
                draft={draft}
                userId={userId}
                tab={tab}
                onTabChange={setTab}
                myTurn={myTurn}
                connected={connected}
                pendingPlayerId={room.pendingPick?.playerId ?? null}
                onDraft={room.draftPlayer}
                nominating={
                  auction
                    ? {
                        mine: myNomination,
                        openingBidProblem: openingBid.problem,
                        onNominate: (playerId) => room.nominate(playerId, openingBid.amount),
                      }
                    : null
                }
                onSendChat={room.sendChat}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                {auction ? (
                  <AuctionBudgets
                    auction={auction}
                    order={draft.order}
                    rounds={draft.rounds}
                    myTeamId={myTeamId}
                  />
                ) : null}
                <ParticipantsPanel
                  participants={draft.participants}
                  userId={userId}
                  pickerId={turn?.pickerId ?? null}
                />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      ) : (
        <Stack gap="md" role="status" aria-label="Joining the draft room">
          <Skeleton h={96} radius="lg" />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Skeleton h={320} radius="lg" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Skeleton h={200} radius="lg" />
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </Stack>
  );
}

/** The tab reads "Live Draft · Summoners Cup · Rift Fantasy" once the league is known. */
function useRoomTitle(name: string | null) {
  useEffect(() => {
    if (name) document.title = `Live Draft · ${name} · Rift Fantasy`;
  }, [name]);
}
