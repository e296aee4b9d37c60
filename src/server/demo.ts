// `npm run demo`: a living league for a first look. Creates eight demo managers (their logins
// are printed), a public Korean league with a team each, rosters drafted in snake order from
// real LCK players, an 11-week schedule, and the first three weeks scored from real games.
// Opt-in: `npm start` never invents users. Run it while the server is stopped when using the
// embedded database (one process at a time may open it); on PostgreSQL, any time.
import { eq } from 'drizzle-orm';
import { placeDraftedPlayer } from '../domain/roster';
import { snakeOrder } from '../domain/snake-order';
import type { PlayerPosition, StarterSlot } from '../domain/vocabulary';
import { loadConfigOrExit } from './config';
import { openMigratedDatabase } from './db/migrate';
import { leagues, players, users } from './db/schema';
import { createLeaguesService } from './features/leagues';
import { repositoriesOf } from './features/repositories';
import { createSeasonService } from './features/season';
import { createTeamsService } from './features/teams';
import { hashPassword } from './features/users';
import { publish } from './plugins/events';
import { importShippedData } from './stats/shipped-data';

const LEAGUE_NAME = 'Rift Demo League';
const PASSWORD = 'rift-demo-2025';
const MANAGERS = [
  ['demo_commish', 'Baron Steal Squad'],
  ['demo_faker_fan', 'Unkillable Demons'],
  ['demo_jungle_main', 'Gank Plank Gang'],
  ['demo_support_diff', 'Ward Crimes'],
  ['demo_adc_gap', 'Crit Happens'],
  ['demo_top_island', 'Island Vacation'],
  ['demo_mid_or_feed', 'Mid or Feed'],
  ['demo_dragon_soul', 'Soul Point'],
] as const;
const WEEKS = 11;
const SCORED_WEEKS = 3;

async function main() {
  const config = loadConfigOrExit();
  const database = await openMigratedDatabase(config);
  const { db } = database;
  try {
    await importShippedData(database);
    const [existing] = await db
      .select({ id: leagues.id })
      .from(leagues)
      .where(eq(leagues.name, LEAGUE_NAME));
    if (existing) {
      console.log(`The demo league already exists (${LEAGUE_NAME}).`);
      printLogins();
      return;
    }

    const accounts = repositoriesOf(db).users;
    const passwordHash = await hashPassword(PASSWORD);
    const ids: string[] = [];
    for (const [username] of MANAGERS) {
      const [found] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username));
      ids.push(
        found?.id ??
          (await accounts.insert({ username, email: `${username}@demo.rift`, passwordHash })).id,
      );
    }

    const leaguesService = createLeaguesService(db);
    const teamsService = createTeamsService(db);
    const league = await leaguesService.create(ids[0]!, {
      name: LEAGUE_NAME,
      description:
        'Eight managers, real LCK players, weekly head-to-head. Log in as any demo manager to look around.',
      maxTeams: 8,
      isPublic: true,
      regions: ['KOREA'],
    });
    const teamIds: string[] = [];
    for (const [index, [, teamName]] of MANAGERS.entries()) {
      const userId = ids[index]!;
      if (index === 0)
        teamIds.push(
          (await teamsService.create(userId, { name: teamName, leagueId: league.id })).id,
        );
      else {
        const joined = await leaguesService.join(userId, league.id, { teamName });
        teamIds.push(joined.teams.find((team) => team.userId === userId)!.id);
      }
    }

    await draft(db, teamsService, ids, teamIds);
    const season = createSeasonService(db);
    await season.generateSchedule(ids[0]!, league.id, WEEKS);
    for (let week = 1; week <= SCORED_WEEKS; week += 1)
      await season.calculate(ids[0]!, league.id, week);

    // Running servers (on PostgreSQL) drop the answers they keep in memory.
    await publish(db, { kind: 'invalidate' });
    console.log(
      `Created ${LEAGUE_NAME}: 8 teams with drafted rosters, ${WEEKS} weeks scheduled, weeks 1–${SCORED_WEEKS} scored.`,
    );
    printLogins();
  } finally {
    await database.close();
  }
}

/** Six rounds of a snake draft: each team takes the best available LCK player it can start. */
async function draft(
  db: Awaited<ReturnType<typeof openMigratedDatabase>>['db'],
  teams: ReturnType<typeof createTeamsService>,
  managerIds: string[],
  teamIds: string[],
) {
  const pool = await db
    .select({ id: players.id, position: players.position, points: players.fantasyPoints })
    .from(players)
    .where(eq(players.region, 'LCK'))
    .orderBy(players.fantasyPoints);
  const available = pool.reverse();
  const filled = teamIds.map(() => new Set<StarterSlot>());
  for (const pick of snakeOrder(teamIds.length, 6)) {
    const team = pick.teamIndex;
    const choice = available.find((player) => {
      const placement = placeDraftedPlayer(
        { filled: filled[team]!, benchCount: 0 },
        player.position as PlayerPosition,
      );
      return 'slot' in placement && placement.slot !== 'BENCH';
    });
    if (!choice) continue;
    const placement = placeDraftedPlayer(
      { filled: filled[team]!, benchCount: 0 },
      choice.position as PlayerPosition,
    );
    if (!('slot' in placement) || placement.slot === 'BENCH') continue;
    await teams.addPlayer(managerIds[team]!, teamIds[team]!, {
      playerId: choice.id,
      slot: placement.slot,
    });
    filled[team]!.add(placement.slot);
    available.splice(available.indexOf(choice), 1);
  }
}

function printLogins() {
  console.log(`\nDemo logins (password for all: ${PASSWORD}):`);
  for (const [username, team] of MANAGERS) console.log(`  ${username.padEnd(20)} ${team}`);
  console.log('\nThe first one is the commissioner.');
}

main().catch((error: unknown) => {
  console.error('Demo failed:', error);
  process.exit(1);
});
