import { playerRegionsFor } from '../../../domain/regions';
import type { LeagueRegion } from '../../../domain/vocabulary';
import { reachLeague } from '../../access/league-access';
import type { Db } from '../../db/client';
import { inTransaction } from '../repositories';

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
