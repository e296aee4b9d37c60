import { Badge, Button, Group, NumberInput, Progress, Stack, Text, Title } from '@mantine/core';
import { IconGavel, IconPlayerPause, IconStarFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { MIN_BID, typedBidProblem } from '../../../../domain/auction';
import type { AuctionState, LiveDraftState } from '../../../../domain/contract/drafts';
import { DRAFT_PAUSED, draftRoomFor } from '../../../../domain/draft';
import { POSITION_ERROR } from '../../../../domain/roster';
import { ClosedReason } from '../../../components/closed-reason';
import { TeamAvatar } from '../../../components/team-avatar';
import { PlayerAvatar } from '../../players';
import { DraftBanner } from '../components/draft-banner';
import classes from '../components/pick-clock.module.css';
import {
  clockOffset,
  formatCountdown,
  remainingMs,
  remainingPercent,
  URGENT_MS,
} from '../components/pick-countdown';
import { useNow } from './use-now';
import type { OpeningBid } from './use-opening-bid';

interface AuctionBlockProps {
  draft: LiveDraftState;
  auction: AuctionState;
  /** The viewer's team in this draft, if they have one. */
  myTeamId: string | null;
  /** The viewer may nominate now (their team's turn, or a bot's for the commissioner). */
  myNomination: boolean;
  receivedAt: number;
  connected: boolean;
  /** The opening bid the viewer's next nomination carries. */
  openingBid: OpeningBid;
  onBid(amount: number): void;
  onChoose(): void;
}

/**
 * The auction's block: the player up with the high bid, its team and the bid clock, and the
 * viewer's bid buttons; between players, whose nomination it is and its clock.
 */
export function AuctionBlock(props: AuctionBlockProps) {
  const { draft, auction } = props;
  const lot = auction.lot;
  const deadline = lot?.deadline ?? auction.nominating?.deadline ?? null;
  const seconds = lot ? auction.bidSeconds : auction.nominationSeconds;
  return (
    <DraftBanner
      data-testid="auction-block"
      role="region"
      aria-label={lot ? 'Player up for bids' : 'Nomination'}
    >
      <div className={classes.layout}>
        {lot ? <LotSummary lot={lot} myTeamId={props.myTeamId} /> : <Nominating {...props} />}
        <Group gap="md" wrap="wrap" className={classes.side}>
          {auction.paused ? (
            <Badge
              size="lg"
              color="yellow"
              variant="light"
              leftSection={<IconPlayerPause size={14} />}
            >
              Paused
            </Badge>
          ) : deadline ? (
            <Countdown
              deadline={deadline}
              serverTime={draft.serverTime}
              receivedAt={props.receivedAt}
              seconds={seconds}
            />
          ) : null}
          {lot ? <BidControls {...props} /> : null}
        </Group>
      </div>
    </DraftBanner>
  );
}

function LotSummary({
  lot,
  myTeamId,
}: {
  lot: NonNullable<AuctionState['lot']>;
  myTeamId: string | null;
}) {
  const mine = lot.highTeamId === myTeamId;
  return (
    <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
      <PlayerAvatar player={lot.player} size={52} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="xs" tt="uppercase" fw={700} lts={0.8} c="gold.4">
          Up for bids · Nomination {lot.number}
        </Text>
        <Title order={2} fz={{ base: 'lg', sm: 22 }} lineClamp={1} data-testid="lot-player">
          {lot.player.name}{' '}
          <Text span c="dimmed" fz="sm">
            {lot.player.position} · {lot.player.team}
          </Text>
        </Title>
        <Text size="sm" c="dimmed" truncate data-testid="high-bid">
          High bid{' '}
          <Text span inherit c={mine ? 'teal.4' : 'gray.2'} fw={700} fz="md">
            ${lot.highBid}
          </Text>{' '}
          by {mine ? 'your team' : lot.highTeamName}
        </Text>
      </Stack>
    </Group>
  );
}

function Nominating({ auction, myNomination, connected, openingBid, onChoose }: AuctionBlockProps) {
  const nominating = auction.nominating;
  const problemId = useId();
  if (!nominating) {
    return (
      <Text size="sm" c="dimmed">
        Waiting for the next nomination…
      </Text>
    );
  }
  return (
    <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
      <TeamAvatar name={nominating.teamName} size={48} className={classes.avatar} />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text size="xs" tt="uppercase" fw={700} lts={0.8} c="gold.4">
          {myNomination ? (
            <>
              <IconStarFilled size={12} /> Your nomination
            </>
          ) : (
            'Nominating'
          )}
        </Text>
        <Title order={2} fz={{ base: 'lg', sm: 22 }} lineClamp={1}>
          {nominating.teamName}
        </Title>
        {myNomination ? (
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <NumberInput
                aria-label="Opening bid"
                prefix="$"
                min={MIN_BID}
                // The most the nominating team may bid now: what it must keep for its other slots.
                max={auction.teams.find((team) => team.teamId === nominating.teamId)?.maxBid}
                // Out of range stays as typed, with its reason: never changed into another amount.
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                placeholder={`$${MIN_BID}`}
                value={openingBid.value}
                onChange={(value) => openingBid.onChange(typeof value === 'number' ? value : '')}
                error={openingBid.problem !== null}
                aria-describedby={openingBid.problem ? problemId : undefined}
                w={96}
                size="xs"
              />
              <ClosedReason reason={auction.paused ? DRAFT_PAUSED : openingBid.problem}>
                <Button
                  size="xs"
                  color="gold"
                  onClick={onChoose}
                  disabled={!connected || auction.paused || openingBid.problem !== null}
                >
                  Choose a Player
                </Button>
              </ClosedReason>
            </Group>
            {openingBid.problem ? (
              <Text size="xs" c="red.4" id={problemId} data-testid="opening-bid-problem">
                {openingBid.problem}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            names the next player and an opening bid
          </Text>
        )}
      </Stack>
    </Group>
  );
}

function BidControls({ draft, auction, myTeamId, connected, onBid }: AuctionBlockProps) {
  const lot = auction.lot!;
  const team = auction.teams.find((row) => row.teamId === myTeamId);
  const least = lot.highBid + 1;
  const [custom, setCustom] = useState<number | ''>('');
  const problemId = useId();
  if (!team) return null;
  const isHigh = lot.highTeamId === myTeamId;
  // The draft refuses a bid on a player the roster has no slot for.
  const noRoom = !draftRoomFor(draft, team.teamId)(lot.player.position);
  const canBid = connected && !auction.paused && !isHigh && !noRoom && team.maxBid >= least;
  // An empty field bids the least, as its placeholder says; a typed amount out of range is
  // refused with its reason and stays as typed.
  const customAmount = custom === '' ? least : custom;
  const customProblem = custom === '' ? null : typedBidProblem(custom, least, team.maxBid);
  return (
    <Stack gap={6} align="flex-end">
      <Group gap="xs" wrap="nowrap">
        {[1, 5].map((step) => (
          <Button
            key={step}
            size="sm"
            color="gold"
            variant={step === 1 ? 'filled' : 'light'}
            disabled={!canBid || lot.highBid + step > team.maxBid}
            onClick={() => onBid(lot.highBid + step)}
            leftSection={step === 1 ? <IconGavel size={14} /> : null}
          >
            Bid ${lot.highBid + step}
          </Button>
        ))}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <NumberInput
          aria-label="Your bid"
          prefix="$"
          min={least}
          max={Math.max(least, team.maxBid)}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          placeholder={`$${least}`}
          value={custom}
          onChange={(value) => setCustom(typeof value === 'number' ? value : '')}
          error={customProblem !== null}
          aria-describedby={problemId}
          w={96}
          size="xs"
        />
        <Button
          size="xs"
          variant="default"
          disabled={!canBid || customProblem !== null}
          onClick={() => {
            onBid(customAmount);
            setCustom('');
          }}
        >
          Place Bid
        </Button>
      </Group>
      <Text
        size="xs"
        c={customProblem ? 'red.4' : noRoom ? 'orange.4' : 'dimmed'}
        ta="right"
        maw={260}
        id={problemId}
        data-testid="bid-note"
      >
        {customProblem
          ? customProblem
          : noRoom
            ? POSITION_ERROR
            : `${isHigh ? 'You have the high bid · ' : ''}Your max bid $${team.maxBid}`}
      </Text>
    </Stack>
  );
}

function Countdown({
  deadline,
  serverTime,
  receivedAt,
  seconds,
}: {
  deadline: string;
  serverTime: string;
  receivedAt: number;
  seconds: number;
}) {
  const now = useNow(true, 250);
  const left = remainingMs(deadline, clockOffset(serverTime, receivedAt), now);
  const urgent = left < Math.min(URGENT_MS, (seconds * 1000) / 3);
  return (
    <Stack gap={4} w={110} data-testid="auction-countdown">
      <Text
        fz={28}
        fw={800}
        ta="right"
        c={urgent ? 'red.4' : 'gray.1'}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        aria-label="Time left"
      >
        {formatCountdown(left)}
      </Text>
      <Progress value={remainingPercent(left, seconds)} color={urgent ? 'red' : 'gold'} size="sm" />
    </Stack>
  );
}
