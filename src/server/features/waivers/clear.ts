import { SEASON_OVER } from '../../../domain/league-rules';
import { LINEUP_LOCKED, type LockMode, lockWindow, realTimeOf } from '../../../domain/season-clock';
import { computeStandings } from '../../../domain/standings';
import type { PlayerPosition, RosterSlot, WaiverType } from '../../../domain/vocabulary';
import {
  type Acquisition,
  CLAIM_REASONS,
  type ClaimToSettle,
  claimsResultTitle,
  clearAt,
  orderWeekOf,
  reverseStandingsOrder,
  type SettledClaim,
  settleClaims,
  waiverEndOnDrop,
} from '../../../domain/waivers';
import { clockOf, leagueNow } from '../../db/league-clock';
import type { LeagueRow } from '../../db/schema';
import { type NotificationEntry, notify } from '../notifications';
import type { Repositories } from '../repositories';
import { voidTradesHolding } from '../trades';
import type { TransactionEntry } from '../transactions';

const DAY_MS = 24 * 60 * 60 * 1000;

type Claim = ClaimToSettle & { leagueId: string; dropPlayerId: string | null };
type Pair = { leagueId: string; playerId: string };
const keyOf = (leagueId: string, playerId: string) => `${leagueId} ${playerId}`;

/** Rows grouped by a key, in their order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * A league's clear due at league time `at` (none: null), as the real time stored for it. A paused
 * replay has no clear to come until it runs again (resuming makes it due).
 */
function clearDue(league: LeagueRow, at: number | null, realNow: number) {
  const real = at !== null && realTimeOf(clockOf(league), at, realNow);
  return { leagueId: league.id, at: real ? new Date(real) : null };
}

/**
 * When each league's next clear is due, in real time: the clear after the earliest waiver
 * period left, and in a reverse-standings league the next weekly clear at the latest, which
 * resets its order.
 */
export async function scheduleClears(
  tx: Repositories,
  leagues: readonly LeagueRow[],
  realNow: number,
) {
  const earliest = await tx.waivers.earliestPeriods(leagues.map((league) => league.id));
  await tx.waivers.setClearsDue(
    leagues.map((league) => {
      const until = earliest.get(league.id);
      const clears = until ? [clearAt(until.getTime())] : [];
      if (league.waiverType === 'reverse-standings' && !league.championTeamId) {
        const now = leagueNow(league, realNow).getTime();
        const week = lockWindow(now, league.seasonStart?.getTime() ?? null);
        if (week) clears.push(clearAt(week.end));
      }
      return clearDue(league, clears.length > 0 ? Math.min(...clears) : null, realNow);
    }),
  );
}

/**
 * Leagues whose draft is running keep their claims until a clear after the draft: the draft may
 * yet take a claimed player or fill the place a claim counts on. Their clear moves to the next
 * day's (a paused replay's, to when it runs again).
 */
export async function postponeClears(
  tx: Repositories,
  leagues: readonly LeagueRow[],
  realNow: number,
) {
  await tx.waivers.setClearsDue(
    leagues.map((league) =>
      clearDue(league, clearAt(leagueNow(league, realNow).getTime() + 1), realNow),
    ),
  );
}

/** Each team's place in an order (1 first) and what it spent at this clear. */
const placesIn = (order: readonly string[], spent: ReadonlyMap<string, number> = new Map()) =>
  order.map((teamId, index) => ({ teamId, priority: index + 1, spent: spent.get(teamId) ?? 0 }));

/**
 * The reverse-standings leagues whose order belongs to an earlier week, each with its new order:
 * the worst record first, by the records as they stand at league time `now` (a week that has
 * ended counts before it is final). The first clear of each week takes it.
 */
async function newWeekOrders(
  tx: Repositories,
  leagues: readonly { league: LeagueRow; now: number }[],
): Promise<Map<string, string[]>> {
  const orders = new Map<string, string[]>();
  for (const { league, now } of leagues) {
    if (league.waiverType === 'reverse-standings' && league.waiverOrderWeek !== orderWeekOf(now)) {
      const { teams, results } = await tx.waivers.standingsAt(league.id, new Date(now));
      const standings = computeStandings(teams, results, { medianGame: league.medianGame });
      orders.set(league.id, reverseStandingsOrder(standings.map((row) => row.team.id)));
    }
  }
  return orders;
}

/**
 * A league whose waivers have just turned to reverse standings takes that order at once, as
 * its next clear would, and a clear every week from now on.
 */
export async function startReverseStandings(tx: Repositories, league: LeagueRow, realNow: number) {
  const now = leagueNow(league, realNow).getTime();
  const [order] = (
    await newWeekOrders(tx, [{ league: { ...league, waiverOrderWeek: null }, now }])
  ).values();
  if (!order) return;
  await tx.waivers.setOrders([league.id], placesIn(order));
  await tx.waivers.setOrderWeeks([{ id: league.id, week: orderWeekOf(now) }]);
  await scheduleClears(tx, [league], realNow);
}

/**
 * The clear of many leagues at once, in the caller's transaction: each read and each write is
 * one statement for all of them, and the rules (src/domain/waivers.ts) settle each league's
 * claims in memory. Every player whose waiver period has ended by the league's latest clear goes
 * to his best claim or becomes a free agent; one whose game of the week has started waits for
 * the weekly clear.
 */
export async function clearLeagues(
  tx: Repositories,
  due: readonly LeagueRow[],
  realNow: number,
): Promise<void> {
  const states = new Map(
    due.map((league) => {
      const now = leagueNow(league, realNow).getTime();
      const next = clearAt(now);
      return [
        league.id,
        {
          league,
          now,
          clear: next === now ? now : next - DAY_MS,
          window: lockWindow(now, league.seasonStart?.getTime() ?? null),
        },
      ] as const;
    }),
  );
  const stateOf = (leagueId: string) => states.get(leagueId)!;
  const inWindow = ({ leagueId, playerId }: Pair) => {
    const { window, now } = stateOf(leagueId);
    return window
      ? [{ leagueId, playerId, start: new Date(window.start), now: new Date(now) }]
      : [];
  };

  const periods = await tx.waivers.periodsOf([...states.keys()]);
  const cleared = periods.filter(
    (period) => clearAt(period.until.getTime()) <= stateOf(period.leagueId).clear,
  );
  const started = await tx.waivers.firstGamesOf(cleared.flatMap(inWindow));
  // Leagues that lock by week, once their week's first game has started: no lineup changes at
  // all until the week ends.
  const weekBegun = await tx.waivers.weekBegun(
    [...states.values()]
      .filter((state) => state.league.lockMode === 'week' && state.window)
      .map((state) => ({
        leagueId: state.league.id,
        start: new Date(state.window!.start),
        now: new Date(state.now),
      })),
  );
  const waiting: (Pair & { until: Date })[] = [];
  const settling: Pair[] = [];
  for (const period of cleared) {
    const { window, now, clear } = stateOf(period.leagueId);
    // A player whose game has started, or any in a league whose lineups are locked for the
    // week, waits for the first clear after the week. That clear (Monday's) settles the week
    // just ended, even when the new week's first game came before it.
    const lineupsLocked = weekBegun.has(period.leagueId) && window && clear > clearAt(window.start);
    const begun = started.has(keyOf(period.leagueId, period.playerId)) || lineupsLocked;
    if (window && begun && now < window.end && clearAt(window.end) > clear) {
      waiting.push({ ...period, until: new Date(window.end) });
    } else {
      settling.push(period);
    }
  }

  const claims: Claim[] = await tx.waivers.pendingOnPairs(settling);
  const claimLeagues = [...new Set(claims.map((claim) => claim.leagueId))];
  const drops = claims.flatMap((claim) =>
    claim.dropPlayerId ? [{ leagueId: claim.leagueId, playerId: claim.dropPlayerId }] : [],
  );
  // One connection holds the transaction: the reads go one after another.
  const orders = await tx.waivers.ordersOf(claimLeagues);
  const rosters = await tx.waivers.rostersOf(claimLeagues);
  const dropGames = await tx.waivers.firstGamesOf(drops.flatMap(inWindow));
  const players = await tx.waivers.playersOf([
    ...claims.map((claim) => claim.addPlayerId),
    ...drops.map((drop) => drop.playerId),
  ]);
  const standings = await newWeekOrders(tx, [...states.values()]);

  const ordersByLeague = groupBy(orders, (team) => team.leagueId);
  const claimsByLeague = groupBy(claims, (claim) => claim.leagueId);
  const rostersByTeam = groupBy(rosters, (entry) => entry.teamId);
  const results: SettledClaim[] = [];
  const orderRows: { teamId: string; priority: number; spent: number }[] = [];
  const releases: { leagueId: string; teamId: string; playerId: string }[] = [];
  // Why the trades holding a dropped player end, by league and player: 'Bdd left Gank Squad'.
  const departures = new Map<string, string>();
  const adds: { teamId: string; leagueId: string; playerId: string; slot: RosterSlot }[] = [];
  const log: TransactionEntry[] = [];
  const notes: NotificationEntry[] = [];
  const name = (playerId: string) => players.get(playerId)?.name ?? 'a player';

  for (const leagueId of claimLeagues) {
    const { league, clear } = stateOf(leagueId);
    const teams = ordersByLeague.get(leagueId) ?? [];
    const teamById = new Map(teams.map((team) => [team.id, team]));
    const teamName = (id: string) => teamById.get(id)?.name ?? 'another team';
    const mine = claimsByLeague.get(leagueId) ?? [];
    // Locking by week, a league's claims wait while its week runs (above).
    const isLocked = (playerId: string) =>
      league.lockMode !== 'week' && dropGames.has(keyOf(leagueId, playerId));
    const settled: SettledClaim[] = [];
    // Who holds each rostered player of the league.
    const holders = new Map<string, string>();
    for (const team of teams) {
      for (const entry of rostersByTeam.get(team.id) ?? []) holders.set(entry.playerId, team.id);
    }
    // A player on a team already (the draft may take a player on waivers) is lost to the claim.
    // Once the champion is crowned roster moves are closed: a claim made before then fails, and
    // its player simply becomes a free agent. A claim dropping a player whose game has started
    // fails with the lock's reason.
    const refusal = (claim: Claim): Pick<SettledClaim, 'status' | 'reason'> | null => {
      const holder = holders.get(claim.addPlayerId);
      if (holder !== undefined) {
        return { status: 'lost', reason: CLAIM_REASONS.taken(teamName(holder)) };
      }
      if (league.championTeamId) return { status: 'failed', reason: SEASON_OVER('waivers') };
      if (claim.dropPlayerId && isLocked(claim.dropPlayerId)) {
        const reason = LINEUP_LOCKED(league.lockMode as LockMode, name(claim.dropPlayerId));
        return { status: 'failed', reason };
      }
      return null;
    };
    const open = mine.filter((claim) => {
      const refused = refusal(claim);
      if (refused === null) return true;
      settled.push({ claimId: claim.id, ...refused, slot: null });
      return false;
    });
    const outcome = settleClaims({
      type: league.waiverType as WaiverType,
      claims: open,
      teams: [...new Set(mine.map((claim) => claim.teamId))].map((teamId) => ({
        id: teamId,
        budgetLeft: Math.max(0, league.faabBudget - (teamById.get(teamId)?.faabSpent ?? 0)),
        roster: (rostersByTeam.get(teamId) ?? []).map((entry) => ({
          playerId: entry.playerId,
          slot: entry.slot as RosterSlot,
        })),
      })),
      order: standings.get(leagueId) ?? teams.map((team) => team.id),
      positions: new Map(
        open.map((claim) => [
          claim.addPlayerId,
          players.get(claim.addPlayerId)?.position ?? ('TEAM' as PlayerPosition),
        ]),
      ),
      teamNames: new Map(teams.map((team) => [team.id, team.name])),
      benchSize: league.rosterBench,
      teamSlot: league.rosterTeamSlot,
    });
    settled.push(...outcome.results);
    results.push(...settled);
    orderRows.push(...placesIn(outcome.order, outcome.spent));

    const faab = league.waiverType === 'faab';
    // The clear's moment (03:00), as its claims are settled at, however late the round ran.
    const leagueAt = new Date(clear);
    const claimById = new Map(mine.map((claim) => [claim.id, claim]));
    // The bids that lost, by player: the log shows them beside each award.
    const lost = groupBy(
      outcome.results
        .filter((other) => other.status === 'lost')
        .map((other) => claimById.get(other.claimId)!),
      (other) => other.addPlayerId,
    );
    for (const result of outcome.results) {
      if (result.status !== 'won') continue;
      const claim = claimById.get(result.claimId)!;
      if (claim.dropPlayerId) {
        releases.push({ leagueId, teamId: claim.teamId, playerId: claim.dropPlayerId });
        departures.set(
          keyOf(leagueId, claim.dropPlayerId),
          `${name(claim.dropPlayerId)} left ${teamName(claim.teamId)}`,
        );
      }
      adds.push({
        teamId: claim.teamId,
        leagueId,
        playerId: claim.addPlayerId,
        slot: result.slot!,
      });
      const losers = losingBids(lost.get(claim.addPlayerId) ?? [], claim.teamId).map((other) => ({
        teamId: other.teamId,
        teamName: teamName(other.teamId),
        ...(faab ? { bid: other.bid } : {}),
      }));
      const added = name(claim.addPlayerId);
      log.push({
        leagueId,
        type: 'claim',
        teamId: claim.teamId,
        // The manager who put the claim in.
        userId: teamById.get(claim.teamId)?.userId ?? null,
        leagueAt,
        text: [
          `claimed ${added}${faab ? ` for $${claim.bid}` : ''}`,
          claim.dropPlayerId && `dropped ${name(claim.dropPlayerId)}`,
        ]
          .filter(Boolean)
          .join(', '),
        detail: {
          added: { id: claim.addPlayerId, name: added },
          ...(claim.dropPlayerId
            ? { dropped: { id: claim.dropPlayerId, name: name(claim.dropPlayerId) } }
            : {}),
          ...(faab ? { bid: claim.bid } : {}),
          losers,
        },
      });
    }
    notes.push(...claimNotes(league, teams, claimById, settled, name));
  }

  // A league with no claim to settle still takes its new week's order.
  for (const [leagueId, order] of standings) {
    if (!claimsByLeague.has(leagueId)) orderRows.push(...placesIn(order));
  }
  const ordered = [...new Set([...claimLeagues, ...standings.keys()])];

  // The writes, one statement each: rosters first (a dropped player frees his slot).
  const released = await tx.waivers.releaseMany(releases);
  await tx.waivers.addMany(
    adds.map((add) => ({
      ...add,
      acquired: 'waiver',
      acquiredAt: new Date(stateOf(add.leagueId).now),
    })),
  );
  // Offers and trades in review counting on a dropped player end, as a drop by hand ends them.
  await voidTradesHolding(tx, released, new Date(realNow), (playerIds, leagueId) =>
    playerIds.map((id) => departures.get(keyOf(leagueId, id))).join('; '),
  );
  // Each league's claims are settled at its clear's moment, with bids only in FAAB.
  const settledAs = (leagueId: string) => {
    const { clear, league } = stateOf(leagueId);
    return { at: new Date(clear), faab: league.waiverType === 'faab' };
  };
  await tx.waivers.settle(
    claimLeagues.map((id) => ({ id, ...settledAs(id) })),
    results,
  );
  // Settled first: the claims left pending that drop a player who has just left fail.
  await tx.waivers.failManyDropping(
    released.map((row) => ({ ...row, ...settledAs(row.leagueId) })),
    CLAIM_REASONS.dropGone,
  );
  await tx.waivers.setOrders(ordered, orderRows);
  await tx.waivers.setOrderWeeks(
    [...standings.keys()].map((id) => ({ id, week: orderWeekOf(stateOf(id).now) })),
  );
  await tx.waivers.endManyPeriods(settling);
  await tx.waivers.putManyOnWaivers([
    ...waiting,
    ...released.flatMap((row) => {
      const { league, now } = stateOf(row.leagueId);
      const until = waiverEndOnDrop({
        droppedAt: now,
        waiverDays: league.waiverDays,
        acquired: row.acquired as Acquisition,
        acquiredAt: row.acquiredAt?.getTime() ?? null,
      });
      return until === null
        ? []
        : [{ leagueId: row.leagueId, playerId: row.playerId, until: new Date(until) }];
    }),
  ]);
  await tx.transactions.add(log);
  await notify(tx, notes);
  await scheduleClears(tx, due, realNow);
}

/**
 * The losing claims an award names: each other team's highest, highest first (a team's second
 * claim on the player, and the winner's, would name a team twice).
 */
function losingBids(claims: readonly Claim[], winnerId: string): Claim[] {
  const best = new Map<string, Claim>();
  for (const claim of claims) {
    if (claim.teamId === winnerId) continue;
    if ((best.get(claim.teamId)?.bid ?? -1) < claim.bid) best.set(claim.teamId, claim);
  }
  return [...best.values()].sort((a, b) => b.bid - a.bid);
}

/** One notification per manager with results at this clear: each claim won, lost or failed. */
function claimNotes(
  league: LeagueRow,
  teams: readonly { id: string; name: string; userId: string | null }[],
  claims: ReadonlyMap<string, Claim>,
  settled: readonly SettledClaim[],
  name: (playerId: string) => string,
): NotificationEntry[] {
  const faab = league.waiverType === 'faab';
  const byTeam = groupBy(
    settled.map((result) => ({ result, claim: claims.get(result.claimId)! })),
    ({ claim }) => claim.teamId,
  );
  return teams.flatMap((team) => {
    const all = byTeam.get(team.id) ?? [];
    const won = all.filter(({ result }) => result.status === 'won');
    const line = ({ result, claim }: (typeof all)[number]) =>
      result.status === 'won'
        ? `${name(claim.addPlayerId)} joins ${team.name}${faab ? ` for $${claim.bid}` : ''}.`
        : `${name(claim.addPlayerId)}: ${result.reason ?? 'the claim did not go through'}.`;
    // A second claim on a player the team won says nothing the win does not, nor a second
    // claim on a player lost the same way.
    const wonPlayers = new Set(won.map(({ claim }) => claim.addPlayerId));
    const told = new Set<string>();
    const own = all.filter((entry) => {
      if (entry.result.status !== 'won' && wonPlayers.has(entry.claim.addPlayerId)) return false;
      const text = line(entry);
      if (told.has(text)) return false;
      told.add(text);
      return true;
    });
    if (!team.userId || own.length === 0) return [];
    const [only] = own;
    return [
      {
        userId: team.userId,
        type: 'claim' as const,
        leagueId: league.id,
        title:
          own.length === 1 && only
            ? `Claim ${only.result.status}: ${name(only.claim.addPlayerId)}`
            : claimsResultTitle(won.length, own.length),
        body:
          own.length === 1 && only
            ? won.length === 1
              ? line(only)
              : (only.result.reason ?? 'The claim did not go through.')
            : own.map(line).join(' '),
        // My Claims, on the league's Waivers tab, holds every result with its reason.
        link: `/leagues/${league.id}?tab=waivers`,
      },
    ];
  });
}
