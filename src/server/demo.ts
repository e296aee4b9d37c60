// `npm run demo`: a living league for a first look. Creates eight demo managers (their logins
// are printed), a public Korean league replaying the stored LCK season at one fantasy week per
// day, a team each with rosters drafted in snake order before the first game, an 11-week
// schedule, and its clock in the middle of week 4: weeks 1–3 final, week 4 live with some
// players locked and points moving as its games happen.
// Opt-in: `npm start` never invents users. Run it while the server is stopped when using the
// embedded database (one process at a time may open it); on PostgreSQL, any time.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { playerRegionsFor } from '../domain/regions';
import { placeDraftedPlayer } from '../domain/roster';
import { DEFAULT_WEEK_SECONDS, replayClock } from '../domain/season-clock';
import { snakeOrder } from '../domain/snake-order';
import type { LeagueRegion, PlayerPosition, StarterSlot } from '../domain/vocabulary';
import { loadConfigOrExit } from './config';
import { clockColumns } from './db/league-clock';
import { openMigratedDatabase } from './db/migrate';
import { leagues, players, proGames, users } from './db/schema';
import { createLeaguesService } from './features/leagues';
import { repositoriesOf } from './features/repositories';
import { createSeasonService, weeksFrom } from './features/season';
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
const LIVE_WEEK = 4;

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
      season: { mode: 'replay', weekSeconds: DEFAULT_WEEK_SECONDS },
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

    // Drafted at the replay's first moment, before any game.
    await db.update(leagues).set({ pausedAt: new Date() }).where(eq(leagues.id, league.id));
    await draft(db, league.id, teamIds);
    const season = createSeasonService(db);
    await season.generateSchedule(ids[0]!, league.id, WEEKS);
    await moveToLiveWeek(db, league.id);
    // Weeks 1–3 become final and week 4's games so far count; a running server goes on.
    while ((await season.advanceClocks(100)) > 0) {}

    // Running servers (on PostgreSQL) drop the answers they keep in memory.
    await publish(db, { kind: 'invalidate' });
    console.log(
      `Created ${LEAGUE_NAME}: 8 teams with drafted rosters, ${WEEKS} weeks scheduled, weeks 1–${LIVE_WEEK - 1} final, week ${LIVE_WEEK} live.`,
    );
    printLogins();
  } finally {
    await database.close();
  }
}

/**
 * Puts the league's replay in the middle of its live week: halfway between the week's first and
 * last game, running from now at its pace.
 */
async function moveToLiveWeek(
  db: Awaited<ReturnType<typeof openMigratedDatabase>>['db'],
  leagueId: string,
) {
  const [league] = await db.select().from(leagues).where(eq(leagues.id, leagueId));
  const calendar = await repositoriesOf(db).season.gameDays(
    playerRegionsFor(league!.regions as LeagueRegion[]),
  );
  const week = weeksFrom(league!.seasonStart, calendar, LIVE_WEEK)[LIVE_WEEK - 1]!;
  const [games] = await db
    .select({
      first: sql<string>`min(${proGames.playedAt})`,
      last: sql<string>`max(${proGames.playedAt})`,
    })
    .from(proGames)
    .where(
      and(
        eq(proGames.region, 'LCK'),
        gte(proGames.playedAt, week.start),
        lt(proGames.playedAt, week.end),
      ),
    );
  const middle = (Date.parse(games!.first) + Date.parse(games!.last)) / 2;
  await db
    .update(leagues)
    .set({
      ...clockColumns(replayClock(middle, Date.now(), league!.weekSeconds)),
      clockDueAt: new Date(),
    })
    .where(eq(leagues.id, leagueId));
}

/**
 * Six rounds of a snake draft: each team takes the best available LCK player it can start.
 * The players join their rosters as drafted ones, as a draft's picks do: no free-agent adds
 * in the league's log, and no 24-hour rule on dropping them.
 */
async function draft(
  db: Awaited<ReturnType<typeof openMigratedDatabase>>['db'],
  leagueId: string,
  teamIds: string[],
) {
  const rosters = repositoriesOf(db).teams;
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
        { filled: filled[team]!, benchCount: 0, benchSize: 0, teamSlot: false },
        player.position as PlayerPosition,
      );
      return 'slot' in placement && placement.slot !== 'BENCH';
    });
    if (!choice) continue;
    const placement = placeDraftedPlayer(
      { filled: filled[team]!, benchCount: 0, benchSize: 0, teamSlot: false },
      choice.position as PlayerPosition,
    );
    if (!('slot' in placement) || placement.slot === 'BENCH') continue;
    await rosters.addPlayer({
      teamId: teamIds[team]!,
      leagueId,
      playerId: choice.id,
      slot: placement.slot,
      acquired: 'draft',
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
