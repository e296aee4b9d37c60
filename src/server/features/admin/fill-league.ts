import { asc, eq } from 'drizzle-orm';
import { COMMISSIONER_ONLY, commissionerId } from '../../../domain/league-rules';
import { playerRegionsFor } from '../../../domain/regions';
import type { LeagueRegion } from '../../../domain/types';
import type { Db } from '../../db/client';
import { players } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { createLeaguesRepository } from '../leagues/repository';
import { createTeamsRepository } from '../teams/repository';

/**
 * 'Admin: Fill League' (a commissioner's tool for testing a league): adds bot teams named after
 * real pro organisations of the league's regions (then of any region) until the league has
 * `numTeams` teams, never more than its maximum, and records `numWeeks` as the weeks to schedule.
 */
export async function fillLeague(
  db: Db,
  userId: string,
  leagueId: string,
  input: { numTeams: number; numWeeks: number },
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const leagues = createLeaguesRepository(tx);
    const teams = createTeamsRepository(tx);
    await leagues.lock(leagueId);
    const league = await leagues.findById(leagueId);
    if (!league) throw notFound('League not found');
    if (commissionerId(league) !== userId) throw forbidden(COMMISSIONER_ONLY);

    const target = Math.min(input.numTeams, league.maxTeams);
    const existing = await teams.namesInLeague(league.id);
    const taken = new Set(existing.map((name) => name.toLowerCase()));
    const organisations = await realTeamNames(
      tx,
      playerRegionsFor(league.regions as LeagueRegion[]),
    );
    const names = organisations.filter((name) => !taken.has(name.toLowerCase()));
    const toAdd = Math.max(0, target - existing.length);
    for (let i = 0; i < toAdd; i += 1) {
      // More bots than real organisations: number the extra ones.
      const name =
        names[i] ??
        `${organisations[i % organisations.length] ?? 'Bot Team'} ${Math.floor(i / Math.max(organisations.length, 1)) + 2}`;
      await teams.insert({ name, leagueId: league.id, userId: null });
    }
    await leagues.update(league.id, { scheduleWeeks: input.numWeeks });

    const total = existing.length + toAdd;
    const capped = input.numTeams > league.maxTeams ? ` (its maximum is ${league.maxTeams})` : '';
    return {
      message:
        toAdd === 0
          ? `The league already has ${total} teams${capped}. Schedule set to ${input.numWeeks} weeks.`
          : `Added ${toAdd} bot teams: the league now has ${total} of ${league.maxTeams} teams${capped}. Schedule set to ${input.numWeeks} weeks.`,
    };
  });
}

/** Real team names, those of the given regions first. */
async function realTeamNames(db: Db, regions: string[]): Promise<string[]> {
  const rows = await db
    .select({ name: players.name, region: players.region })
    .from(players)
    .where(eq(players.position, 'TEAM'))
    .orderBy(asc(players.name));
  const inRegion = rows.filter((row) => regions.includes(row.region)).map((row) => row.name);
  const elsewhere = rows.filter((row) => !regions.includes(row.region)).map((row) => row.name);
  return [...inRegion, ...elsewhere];
}
