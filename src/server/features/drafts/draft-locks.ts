import type { DraftPick } from '../../../domain/contract/drafts';
import { autopickPositions, onlyCommissioner, openPositions } from '../../../domain/draft';
import { clockDeadline, clockSeconds } from '../../../domain/draft-clock';
import { commissionerId } from '../../../domain/league-rules';
import type { MadeBid, MadeLot } from '../../../domain/live-snapshot';
import { playerRegionsFor } from '../../../domain/regions';
import type { RosterShape } from '../../../domain/roster';
import type { LeagueRegion, PlayerPosition, RosterSlot } from '../../../domain/vocabulary';
import { reachLeague, requireAccess, requireVisible } from '../../access/league-access';
import type { DraftRow, PlayerRow } from '../../db/schema';
import { conflict, uniqueViolation } from '../../errors';
import type { Repositories } from '../repositories';
import { commissionerOf, draftStatus, type PickingTeam, toDraftPick } from './view';

// What every change of a draft does, snake or auction: the lock on the draft row that makes a
// league's changes one at a time, the checks under it, and the announcement of the result.

/** What an announcement says of a draft. */
export type AnnouncedDraft = Pick<
  DraftRow,
  | 'leagueId'
  | 'status'
  | 'version'
  | 'currentPick'
  | 'clockStartedAt'
  | 'pickSeconds'
  | 'kind'
  | 'pausedRemainingMs'
  | 'lotPlayerId'
  | 'bidSeconds'
  | 'nominationSeconds'
>;

/**
 * Announces the draft's new state to every instance once the transaction commits; a pick, a bid
 * or a nomination travels with it, so rooms can show it without reading the draft again.
 */
export const announce = (
  tx: Repositories,
  draft: AnnouncedDraft,
  made: { pick?: DraftPick; bid?: MadeBid; lot?: MadeLot } = {},
) => {
  const deadline = clockDeadline(draft);
  return tx.events.publish({
    kind: 'draft',
    leagueId: draft.leagueId,
    status: draftStatus(draft),
    version: draft.version,
    pickNumber: draft.status === 'started' && draft.kind === 'snake' ? draft.currentPick : null,
    deadline: deadline?.toISOString() ?? null,
    ...made,
  });
};

/**
 * Stores a pick, snake or auction sale, of `player` to `team` in `slot`, moves the draft on
 * (`last` completes it) and announces the pick. The caller holds the draft row's lock.
 */
export async function storePick(
  tx: Repositories,
  draft: DraftRow,
  pick: {
    team: PickingTeam;
    player: PlayerRow;
    slot: RosterSlot;
    madeBy: string | null;
    last: boolean;
    /** An auction sale: what the team paid, and the team that nominates next. */
    sale?: { price: number; nominator: number | null };
  },
) {
  const { team, player, slot, madeBy, last, sale } = pick;
  const written = await tx.drafts
    .writePick({
      leagueId: draft.leagueId,
      pickNumber: draft.currentPick,
      teamId: team.id,
      playerId: player.id,
      slot,
      madeBy,
      last,
      sale,
      // After a pick no player is up: the next step is a pick or a nomination.
      nextClockMs: clockSeconds({ ...draft, lotPlayerId: null }) * 1000,
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error) === undefined) throw error;
      throw conflict(`${player.name} has already been drafted`);
    });
  const made = toDraftPick(
    {
      pickNumber: draft.currentPick,
      slot,
      auto: !sale && madeBy === null,
      madeAt: written.madeAt,
      price: sale?.price ?? null,
    },
    draft.teamOrder.length,
    team,
    player,
  );
  await announce(tx, written.draft, { pick: made });
}

/** The league, for its commissioner only; the refusal names who that is. */
export async function reachAsCommissioner(tx: Repositories, leagueId: string, userId: string) {
  const league = await reachLeague(tx, leagueId, userId, 'read', { lock: true });
  const { username } = await commissionerOf(tx, league);
  requireAccess(league, userId, 'commissioner', {
    message: onlyCommissioner(username ?? 'the commissioner'),
  });
  return league;
}

export function requireRunning(draft: DraftRow | undefined): DraftRow {
  if (!draft) throw conflict('The draft has not started yet');
  if (draft.status === 'complete') throw conflict('The draft is complete');
  if (draft.status === 'ended') throw conflict('The draft has ended');
  return draft;
}

/**
 * The running draft of a league, locked, with its league's regions and commissioner; a
 * private league the user cannot see is 404, as everywhere (one read with the lock).
 */
export async function lockRunning(tx: Repositories, leagueId: string, userId: string) {
  const row = await tx.drafts.lockForPick(leagueId, userId);
  if (!row) {
    await reachLeague(tx, leagueId, userId, 'read');
    throw conflict('The draft has not started yet');
  }
  const commissioner = commissionerId({
    creatorId: row.creatorId,
    memberIds: row.firstMember ? [row.firstMember] : [],
  });
  requireVisible(row, row.viewerIsMember);
  const draft = requireRunning(row.draft);
  return { draft, regions: playerRegionsFor(row.regions as LeagueRegion[]), commissioner };
}

/**
 * The best available players (by their points on the league's clock) of the positions the
 * clock looks for (`autopickPositions`), for its choice when a pick or a nomination of a team
 * with `picksLeft` picks times out. With none of those left, any the roster has room for.
 */
export async function availableFor(
  tx: Repositories,
  leagueId: string,
  regions: string[],
  roster: RosterShape,
  picksLeft: number,
) {
  const query = (open: ReturnType<typeof openPositions>) =>
    tx.drafts.available(leagueId, regions, {
      positions: open === 'any' ? undefined : open,
      limit: 20,
    });
  let candidates = await query(autopickPositions(roster, picksLeft));
  if (candidates.length === 0) candidates = await query(openPositions(roster));
  return candidates.map((player) => ({ player, position: player.position as PlayerPosition }));
}
