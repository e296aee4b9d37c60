import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconHandGrab, IconPencil, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { League } from '../../../../domain/contract/leagues';
import type { ClaimStatus, WaiverClaim } from '../../../../domain/contract/waivers';
import { CLAIM_REASONS } from '../../../../domain/waivers';
import { ErrorPanel } from '../../../components/error-panel';
import { ListEmpty } from '../../../components/list-empty';
import { RankDisc } from '../../../components/rank-disc';
import { showActionError } from '../../../lib/action-error';
import { refreshAfterConflict } from '../../../lib/league/roster-change';
import { formatClockTime } from '../../../lib/league/season-clock-labels';
import { appPaths } from '../../../lib/paths';
import { showSuccess } from '../../../lib/toast';
import { claimNeedsDrop, useClaims } from '../../waivers';
import { useUpdateClaim } from '../api/update-claim';
import { useWithdrawClaim } from '../api/withdraw-claim';
import { dollars } from '../league-display';
import { openClaimEditModal } from './claim-edit-form';
import classes from './waivers.module.css';

interface MyClaimsProps {
  league: League;
  teamId: string;
  userId: string;
}

/** The viewer's claims: pending ones in the order the team wants them, then the latest results. */
export function MyClaims({ league, teamId, userId }: MyClaimsProps) {
  const query = useClaims(userId || null, league.id);

  if (query.isError) {
    return (
      <ErrorPanel
        title="Error Loading Claims"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading claims">
        <Skeleton height={72} radius="lg" />
        <Skeleton height={72} radius="lg" />
      </Stack>
    );
  }
  const pending = query.data.filter((claim) => claim.status === 'pending');
  const results = query.data.filter((claim) => claim.status !== 'pending');
  if (query.data.length === 0) {
    return (
      <ListEmpty
        icon={<IconHandGrab size={26} />}
        title="No claims yet"
        description="Claim a player on waivers from the players list. Your claims wait here, in your order, until the next clear."
      >
        <Button component={Link} to={appPaths.leaguePlayers(league.id)} variant="light">
          Browse Players
        </Button>
      </ListEmpty>
    );
  }
  const budgetLeft = league.waivers.order.find((entry) => entry.teamId === teamId)?.budgetLeft;
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="pending-claims-heading">
        <Title order={3} fz="sm" c="dimmed" tt="uppercase" id="pending-claims-heading">
          Pending
        </Title>
        {pending.length === 0 ? (
          <Text size="sm" c="dimmed">
            No pending claims.
          </Text>
        ) : (
          <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {pending.map((claim, index) => (
              <li key={claim.id}>
                <PendingClaim
                  league={league}
                  teamId={teamId}
                  claim={claim}
                  above={pending[index - 1]}
                  below={pending[index + 1]}
                  position={index + 1}
                  budgetLeft={budgetLeft ?? 0}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      {results.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="claim-results-heading">
          <Title order={3} fz="sm" c="dimmed" tt="uppercase" id="claim-results-heading">
            Latest results
          </Title>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {results.map((claim) => (
              <li key={claim.id}>
                <ClaimResult league={league} claim={claim} />
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}

function PlayerLine({ league, claim }: { league: League; claim: WaiverClaim }) {
  const { addPlayer, dropPlayer } = claim;
  return (
    <>
      <Group gap={8} wrap="wrap" align="baseline" style={{ rowGap: 0 }}>
        <Text
          component={Link}
          to={appPaths.playerInLeague(addPlayer.id, league.id)}
          fw={700}
          c="gray.0"
          style={{ overflowWrap: 'anywhere' }}
        >
          {addPlayer.name}
        </Text>
        <Text size="xs" c="dimmed">
          {addPlayer.position} · {addPlayer.team}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {dropPlayer ? `Drops ${dropPlayer.name} (${dropPlayer.position})` : 'Drops nobody'}
      </Text>
    </>
  );
}

interface PendingClaimProps {
  league: League;
  teamId: string;
  claim: WaiverClaim;
  /** The claims next to it in the team's order, whose ranks it takes when moved. */
  above: WaiverClaim | undefined;
  below: WaiverClaim | undefined;
  position: number;
  budgetLeft: number;
}

function PendingClaim({
  league,
  teamId,
  claim,
  above,
  below,
  position,
  budgetLeft,
}: PendingClaimProps) {
  const update = useUpdateClaim(league.id);
  const withdraw = useWithdrawClaim(league.id);
  const queryClient = useQueryClient();
  const busy = update.isPending || withdraw.isPending;
  const faab = league.waivers.type === 'faab';
  const name = claim.addPlayer.name;
  const roster = league.teams.find((team) => team.id === teamId)?.players;
  // A pending claim always holds a bid: 0 outside FAAB.
  const bid = claim.bid ?? 0;
  const overBudget = faab && bid > budgetLeft;
  const needsDrop = roster !== undefined && claimNeedsDrop(claim, roster, league.roster);

  // A refused action was made on a stale list (a clear settled the claim, say): the order's
  // budgets are asked for again with the claims, even with the push connection down.
  const onError = (fallback: string) => (error: unknown) => {
    showActionError(error, fallback);
    refreshAfterConflict(queryClient, league.id, error);
  };
  const move = (to: WaiverClaim) =>
    update.mutate(
      { claimId: claim.id, rank: to.rank },
      { onError: onError('Failed to move the claim') },
    );
  const onWithdraw = () =>
    withdraw.mutate(claim.id, {
      onSuccess: () => showSuccess('Claim Withdrawn', `You no longer claim ${name}.`),
      onError: onError('Failed to withdraw the claim'),
    });

  return (
    <Paper
      radius="lg"
      p="sm"
      component="article"
      className={classes.claim}
      aria-label={`Claim for ${name}`}
      data-testid="pending-claim"
    >
      <span className={classes.rank}>
        <RankDisc value={position} filled />
      </span>
      <div className={classes.body}>
        <PlayerLine league={league} claim={claim} />
        <Group gap="xs" mt={4}>
          {faab ? (
            <Badge variant="light" color="gold" radius="sm" data-testid="claim-bid">
              Bid {dollars(bid)}
            </Badge>
          ) : null}
          {claim.clearsAt ? (
            <Text size="xs" c="dimmed">
              Clears {formatClockTime(claim.clearsAt)}
            </Text>
          ) : null}
        </Group>
        {/* The clear would fail it for these reasons: said now, while the claim can change. */}
        {overBudget ? (
          <Text size="xs" c="red.4" mt={4} data-testid="claim-over-budget">
            {CLAIM_REASONS.overBudget(bid, budgetLeft)}: lower it before the clear, or this claim
            fails.
          </Text>
        ) : null}
        {needsDrop ? (
          <Text size="xs" c="red.4" mt={4} data-testid="claim-needs-drop">
            {CLAIM_REASONS.rosterFull} before the clear, or this claim fails.
          </Text>
        ) : null}
      </div>
      <Group gap={6} className={classes.actions} justify="flex-end" wrap="nowrap">
        <MoveButton direction="up" name={name} to={above} busy={busy} onMove={move} />
        <MoveButton direction="down" name={name} to={below} busy={busy} onMove={move} />
        <Button
          size="xs"
          variant={overBudget || needsDrop ? 'light' : 'default'}
          color={overBudget || needsDrop ? 'orange' : undefined}
          leftSection={<IconPencil size={14} />}
          disabled={busy}
          aria-label={`Edit claim for ${name}`}
          onClick={() => openClaimEditModal({ leagueId: league.id, teamId, claim, budgetLeft })}
        >
          Edit
        </Button>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconX size={14} />}
          loading={withdraw.isPending}
          disabled={busy}
          aria-label={`Withdraw claim for ${name}`}
          onClick={onWithdraw}
        >
          Withdraw
        </Button>
      </Group>
    </Paper>
  );
}

interface MoveButtonProps {
  direction: 'up' | 'down';
  /** The claimed player's name, for the button's label. */
  name: string;
  /** The neighbouring claim whose rank it takes; none at the end of the list. */
  to: WaiverClaim | undefined;
  busy: boolean;
  onMove(to: WaiverClaim): void;
}

function MoveButton({ direction, name, to, busy, onMove }: MoveButtonProps) {
  const Arrow = direction === 'up' ? IconArrowUp : IconArrowDown;
  return (
    <Tooltip label={`Move ${direction}`} withArrow>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Move ${name} ${direction}`}
        disabled={!to || busy}
        onClick={() => to && onMove(to)}
      >
        <Arrow size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

const RESULT_LABELS: Record<Exclude<ClaimStatus, 'pending'>, { label: string; color: string }> = {
  won: { label: 'Won', color: 'rift' },
  lost: { label: 'Lost', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
};

function ClaimResult({ league, claim }: { league: League; claim: WaiverClaim }) {
  const result = RESULT_LABELS[claim.status as Exclude<ClaimStatus, 'pending'>];
  return (
    <Paper
      radius="lg"
      p="sm"
      component="article"
      className={classes.claim}
      data-result
      aria-label={`${result.label} claim for ${claim.addPlayer.name}`}
      data-testid="claim-result"
      data-status={claim.status}
    >
      <Badge className={classes.rank} variant="light" color={result.color} radius="sm" w={76}>
        {result.label}
      </Badge>
      <div className={classes.body}>
        <PlayerLine league={league} claim={claim} />
        {claim.reason ? (
          <Text size="xs" c={claim.status === 'failed' ? 'red.4' : 'gray.4'} mt={4}>
            {claim.reason}
          </Text>
        ) : null}
      </div>
      <Stack gap={0} align="flex-end" className={classes.actions}>
        {/* Settled in FAAB, whatever the league's waivers are now. */}
        {claim.bid !== null ? (
          <Text size="sm" fw={700} data-testid="claim-result-bid">
            {dollars(claim.bid)}
          </Text>
        ) : null}
        {/* The clear that settled it, on the league's clock. */}
        {claim.clearsAt ? (
          <Text size="xs" c="dimmed">
            {formatClockTime(claim.clearsAt)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
