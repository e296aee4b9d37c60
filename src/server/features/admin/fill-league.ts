import { SEASON_OVER } from '../../../domain/league-rules';
import { playerRegionsFor } from '../../../domain/regions';
import type { LeagueRegion } from '../../../domain/vocabulary';
import { reachLeague } from '../../access/league-access';
import type { Db } from '../../db/client';
import type { LeagueRow } from '../../db/schema';
import { conflict } from '../../errors';
import { inTransaction } from '../repositories';
import {
  refuseNewTeamOnceBegun,
  SCHEDULE_AFTER_SEEDS,
  SCHEDULE_BEFORE_DEADLINE,
  scheduleNewTeam,
} from '../season';
import { JOIN_DURING_DRAFT } from '../teams';
import { logCommissioner } from '../transactions';

/** Why Set Schedule would refuse a new schedule now, as it says; else the way to one. */
const scheduleClosed = (league: LeagueRow): string =>
  league.championTeamId
    ? `. ${SEASON_OVER('schedule changes')}`
    : league.playoffSeeds
      ? `. ${SCHEDULE_AFTER_SEEDS}`
      : ': Set Schedule makes a new one';

/**
 * 'Admin: Fill League' (a commissioner's tool for testing a league): adds bot teams named after
 * real pro organisations of the league's regions (then of any region) until the league has
 * `numTeams` teams, never more than its maximum, as joining teams would: none once the season
 * has begun, and a schedule already made is drawn again with them for the weeks not yet scored.
 * Before the league has a schedule it records `numWeeks` as the weeks Set Schedule will make.
 */
export async function fillLeague(
  db: Db,
  userId: string,
  leagueId: string,
  input: { numTeams: number; numWeeks: number },
): Promise<{ message: string }> {
  return inTransaction(db, async (tx) => {
    const { leagues, teams } = tx;
    const league = await reachLeague(tx, leagueId, userId, 'commissioner', { lock: true });

    const target = Math.min(input.numTeams, league.maxTeams);
    const existing = await teams.namesInLeague(league.id);
    const taken = new Set(existing.map((name) => name.toLowerCase()));
    const organisations = await tx.players.organisationNames(
      playerRegionsFor(league.regions as LeagueRegion[]),
    );
    const names = organisations.filter((name) => !taken.has(name.toLowerCase()));
    const toAdd = Math.max(0, target - existing.length);
    // The draft's order of teams was fixed when it started: a bot added now would never pick.
    if (toAdd > 0 && (await tx.drafts.runningUnderLeagueLock(league.id))) {
      throw conflict(JOIN_DURING_DRAFT);
    }
    const scheduled =
      toAdd > 0
        ? await refuseNewTeamOnceBegun(tx, league, Date.now())
        : await tx.season.lastWeek(league.id);
    for (let i = 0; i < toAdd; i += 1) {
      // More bots than real organisations: number the extra ones.
      const name =
        names[i] ??
        `${organisations[i % organisations.length] ?? 'Bot Team'} ${Math.floor(i / Math.max(organisations.length, 1)) + 2}`;
      await teams.insert({ name, leagueId: league.id, userId: null });
    }
    if (scheduled === 0) {
      // A deadline past the season's end would never come.
      const deadline = league.tradeDeadlineWeek;
      if (deadline !== null && input.numWeeks < deadline) {
        throw conflict(SCHEDULE_BEFORE_DEADLINE(deadline));
      }
      await leagues.update(league.id, { scheduleWeeks: input.numWeeks });
    } else if (toAdd > 0) await scheduleNewTeam(tx, league, scheduled);
    const moves = [
      toAdd > 0 && `added ${toAdd} bot ${toAdd === 1 ? 'team' : 'teams'}`,
      scheduled === 0 &&
        input.numWeeks !== league.scheduleWeeks &&
        `set the season length to ${input.numWeeks} weeks`,
    ].filter(Boolean);
    if (moves.length > 0) {
      await logCommissioner(tx, league, userId, `The commissioner ${moves.join(' and ')}`, {
        action: 'fill-league',
        teams: toAdd,
        ...(scheduled === 0 ? { weeks: input.numWeeks } : {}),
      });
    }

    const total = existing.length + toAdd;
    const capped = input.numTeams > league.maxTeams ? ` (its maximum is ${league.maxTeams})` : '';
    const teamsPart =
      toAdd === 0
        ? `The league already has ${total} teams${capped}.`
        : `Added ${toAdd} bot ${toAdd === 1 ? 'team' : 'teams'}: the league now has ${total} of ${league.maxTeams} teams${capped}.`;
    const schedulePart =
      scheduled === 0
        ? `Season length set to ${input.numWeeks} weeks: Set Schedule makes the matchups.`
        : toAdd > 0
          ? `The schedule's weeks not yet scored are drawn again with the new teams.`
          : `The schedule of ${league.scheduleWeeks ?? scheduled} weeks stays as it is${scheduleClosed(league)}.`;
    return { message: `${teamsPart} ${schedulePart}` };
  });
}
