// Fills a migrated database that holds the shipped players with a site's worth of leagues, in a
// few set-based statements (no HTTP, no row-by-row loop), for bench/mixed-load.ts:
// - USERS managers (by default 3 per league): team slot t of league n belongs to a user of
//   block t, picked by a hash of (n, t), so a league's 12 owners are 12 different users and each
//   user manages teams in about 4 leagues (more for some, none for a few);
// - LEAGUES leagues of 12 human teams, each owner a member, the first the commissioner;
// - rosters of 6 starters (TOP, JUNGLE, MID, ADC, SUPPORT, FLEX) and 2 on the bench (of 3),
//   taken in a noisy order of fantasy points from the league's regions, each player on at most
//   one team of a league; the rest of the pool stays free to pick up;
// - a completed snake draft of the starters, an 11-week round-robin schedule with the first
//   SCORED_WEEKS weeks scored from real games;
// - a friendship and a conversation of four messages between the two owners of each week-1
//   matchup.
// Rows get ids derived from their numbers, so every statement finds the rows it builds on
// without a lookup.

import { type SQL, sql } from 'drizzle-orm';
import { PLAYER_REGIONS_BY_LEAGUE_REGION, playerRegionsFor } from '../src/domain/regions';
import { roundRobin } from '../src/domain/schedule';
import { type LeagueRegion, STARTER_SLOTS } from '../src/domain/vocabulary';
import type { FantasyWeek } from '../src/domain/weeks';
import type { Db } from '../src/server/db/client';
import { createSeasonRepository } from '../src/server/features/season/repository';
import { weeksFrom } from '../src/server/features/season/service';

export const TEAMS_PER_LEAGUE = 12;
export const SCHEDULE_WEEKS = 11;
export const BENCH_PLAYERS = 2;
const POSITIONS = STARTER_SLOTS.filter((slot) => slot !== 'FLEX');

/**
 * League regions by league number, 20 to a cycle. The shipped pool holds 8–16 players per
 * position and region, too few for 12 teams of 8 in one region, so every league takes two
 * regions or all four.
 */
const REGION_MIXES = (
  [
    [['KOREA', 'CHINA'], 6],
    [['KOREA', 'EMEA'], 4],
    [['CHINA', 'EMEA'], 3],
    [['EMEA', 'AMERICAS'], 3],
    [['CHINA', 'AMERICAS'], 2],
    [['KOREA', 'CHINA', 'EMEA', 'AMERICAS'], 2],
  ] as [LeagueRegion[], number][]
).flatMap(([regions, share]) => Array.from({ length: share }, () => regions));

export interface SeedOptions {
  leagues: number;
  users?: number;
  scoredWeeks?: number;
}

export interface SeedSummary {
  users: number;
  leagues: number;
  teams: number;
  rosteredPlayers: number;
  matchups: number;
  scoredMatchups: number;
  conversations: number;
  messages: number;
  elapsedMs: number;
}

/** A valid (version 4 shaped) uuid derived from a text: the same text gives the same id. */
export const idOf = (text: SQL) =>
  sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
const leagueId = (n: SQL) => idOf(sql`'league:' || ${n}`);
const teamId = (n: SQL, t: SQL) => idOf(sql`'team:' || ${n} || ':' || ${t}`);
const userId = (k: SQL) => idOf(sql`'user:' || ${k}`);

const regionMap = sql.join(
  Object.entries(PLAYER_REGIONS_BY_LEAGUE_REGION).flatMap(([league, players]) =>
    players.map((player) => sql`(${league}, ${player})`),
  ),
  sql`, `,
);

/** Every league with each player of its regions: (league_id, player_id, position, fantasy_points). */
export const leaguePool = sql`(
  select l.id as league_id, p.id as player_id, p.position, p.fantasy_points
  from leagues l
  cross join lateral (select distinct r.player_region from unnest(l.regions) lr(region)
                      join (values ${regionMap}) r(league_region, player_region)
                        on r.league_region = lr.region) regions
  join players p on p.region = regions.player_region)`;

export async function seedLeagues(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const leagues = options.leagues;
  // Users come in 12 blocks of `block`, one block per team slot.
  const block = Math.max(1, Math.ceil((options.users ?? leagues * 3) / TEAMS_PER_LEAGUE));
  const users = block * TEAMS_PER_LEAGUE;
  const scoredWeeks = options.scoredWeeks ?? 2;

  // Every seat: team slot t of league n and the number k of the user who owns it.
  const seats = sql`(select n, t, ${leagueId(sql`n`)} as league_id, ${teamId(sql`n`, sql`t`)} as team_id,
      ${userId(sql`t * ${block} + ((hashtext(n || ':' || t)::bigint % ${block}) + ${block}) % ${block}`)} as user_id
    from generate_series(0, ${leagues - 1}) n, generate_series(0, ${TEAMS_PER_LEAGUE - 1}) t) s`;
  const mixes = sql.join(
    REGION_MIXES.map((regions, index) => sql`(${index}::int, ${`{${regions.join(',')}}`}::text[])`),
    sql`, `,
  );

  await db.execute(sql`
    insert into users (id, username, email, password_hash)
    select ${userId(sql`k`)}, 'manager' || k, 'manager' || k || '@example.com', 'bench-placeholder'
    from generate_series(0, ${users - 1}) k`);
  await db.execute(sql`
    insert into leagues (id, name, description, creator_id, max_teams, is_public, regions,
                         draft_at, schedule_weeks)
    select s.league_id, 'League ' || (s.n + 1), 'A bench league', s.user_id, ${TEAMS_PER_LEAGUE},
           s.n % 5 = 0, m.regions, now() - interval '30 days', ${SCHEDULE_WEEKS}
    from ${seats} join (values ${mixes}) m(mix, regions) on m.mix = s.n % ${REGION_MIXES.length}
    where s.t = 0`);
  await db.execute(sql`
    insert into league_members (league_id, user_id) select league_id, user_id from ${seats}`);
  await db.execute(sql`
    insert into teams (id, name, league_id, user_id)
    select team_id, 'Team ' || (t + 1), league_id, user_id from ${seats}`);

  // Each position's 12 best (by points with noise) start there, spread over the teams; of the
  // rest, in the same order, 12 play FLEX and 24 sit on the benches.
  const positionNumbers = sql.join(
    POSITIONS.map((position, k) => sql`(${position}, ${k}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    with pool as (
      select *, (abs(hashtext(league_id::text || player_id::text)) % 1000) / 1000.0 as noise
      from ${leaguePool} league_players),
    ranked as (
      select *, row_number() over (partition by league_id, position
                                   order by fantasy_points * (0.6 + 0.8 * noise) desc, player_id) as r
      from pool),
    starters as (
      select ranked.league_id, ranked.player_id, ranked.position as slot,
             (r - 1 + k * 7) % ${TEAMS_PER_LEAGUE} as t
      from ranked join (values ${positionNumbers}) pos(position, k) using (position)
      where r <= ${TEAMS_PER_LEAGUE}),
    rest as (
      select league_id, player_id,
             row_number() over (partition by league_id
                                order by fantasy_points * (0.6 + 0.8 * noise) desc, player_id) as q
      from ranked
      where not (position in (select position from (values ${positionNumbers}) pos(position, k))
                 and r <= ${TEAMS_PER_LEAGUE})),
    placed as (
      select league_id, player_id, slot, t from starters
      union all
      select league_id, player_id, case when q <= ${TEAMS_PER_LEAGUE} then 'FLEX' else 'BENCH' end,
             (q - 1) % ${TEAMS_PER_LEAGUE}
      from rest where q <= ${TEAMS_PER_LEAGUE * (1 + BENCH_PLAYERS)})
    insert into team_players (team_id, league_id, player_id, slot)
    select s.team_id, placed.league_id, placed.player_id, placed.slot
    from placed join ${seats} on s.league_id = placed.league_id and s.t = placed.t`);
  // The draft happened before the season's first game.
  await db.execute(sql`update lineup_history set from_at = '-infinity'`);

  // The draft that made the starters: round k took each team's slot k, in snake order.
  const slotNumbers = sql.join(
    STARTER_SLOTS.map((slot, k) => sql`(${slot}, ${k}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into drafts (league_id, status, team_order, current_pick, version, pick_seconds,
                        clock_started_at, started_at, finished_at)
    select league_id, 'complete', array_agg(team_id order by t), ${TEAMS_PER_LEAGUE * 6}, 1, 60,
           now() - interval '30 days', now() - interval '30 days', now() - interval '30 days'
    from ${seats} group by league_id`);
  await db.execute(sql`
    insert into draft_picks (league_id, pick_number, team_id, player_id, slot, made_by, made_at)
    select s.league_id,
           k * ${TEAMS_PER_LEAGUE} + case when k % 2 = 0 then s.t else ${TEAMS_PER_LEAGUE - 1} - s.t end,
           s.team_id, tp.player_id, tp.slot, s.user_id, now() - interval '30 days'
    from ${seats}
    join team_players tp on tp.team_id = s.team_id
    join (values ${slotNumbers}) slots(slot, k) on slots.slot = tp.slot`);

  const pairings = roundRobin(
    Array.from({ length: TEAMS_PER_LEAGUE }, (_, t) => String(t)),
    SCHEDULE_WEEKS,
  ).flatMap((week, index) =>
    week.map(
      (pair) => sql`(${index + 1}::int, ${Number(pair.home)}::int, ${Number(pair.away)}::int)`,
    ),
  );
  await db.execute(sql`
    insert into matchups (league_id, week, home_team_id, away_team_id)
    select ${leagueId(sql`n`)}, w.week, ${teamId(sql`n`, sql`w.home`)}, ${teamId(sql`n`, sql`w.away`)}
    from generate_series(0, ${leagues - 1}) n
    cross join (values ${sql.join(pairings, sql`, `)}) w(week, home, away)`);

  await seedConversations(db);
  await scoreFirstWeeks(db, scoredWeeks);
  await db.execute(sql`analyze`);

  const counts = (await db.execute(sql`
    select (select count(*)::int from users) as users,
           (select count(*)::int from leagues) as leagues,
           (select count(*)::int from teams) as teams,
           (select count(*)::int from team_players) as "rosteredPlayers",
           (select count(*)::int from matchups) as matchups,
           (select count(*)::int from matchups where completed) as "scoredMatchups",
           (select count(*)::int from conversations) as conversations,
           (select count(*)::int from messages) as messages`)) as unknown as {
    rows: Omit<SeedSummary, 'elapsedMs'>[];
  };
  const summary = { ...counts.rows[0]!, elapsedMs: Date.now() - started };
  const expected = leagues * TEAMS_PER_LEAGUE * (STARTER_SLOTS.length + BENCH_PLAYERS);
  if (summary.rosteredPlayers !== expected) {
    throw new Error(`rosters hold ${summary.rosteredPlayers} players, expected ${expected}`);
  }
  return summary;
}

/** The two owners of each week-1 matchup are friends and have talked a little. */
async function seedConversations(db: Db) {
  await db.execute(sql`
    insert into conversations (pair_key, message_count)
    select distinct least(h.user_id::text, a.user_id::text) || ':' || greatest(h.user_id::text, a.user_id::text), 4
    from matchups m
    join teams h on h.id = m.home_team_id
    join teams a on a.id = m.away_team_id
    where m.week = 1
    on conflict (pair_key) do nothing`);
  await db.execute(sql`
    insert into conversation_participants (conversation_id, user_id, last_read_seq)
    select c.id, split_part(c.pair_key, ':', side)::uuid, 2 + side
    from conversations c cross join generate_series(1, 2) side`);
  await db.execute(sql`
    insert into friendships (user_id, friend_id)
    select a.user_id, b.user_id from conversation_participants a
    join conversation_participants b on b.conversation_id = a.conversation_id and b.user_id <> a.user_id`);
  await db.execute(sql`
    insert into messages (conversation_id, seq, sender_id, content, created_at)
    select c.id, seq, split_part(c.pair_key, ':', 2 - seq % 2)::uuid,
           (array['Good luck this week', 'You will need it', 'Nice draft', 'We will see on Sunday'])[seq],
           now() - ((5 - seq) || ' hours')::interval
    from conversations c cross join generate_series(1, 4) seq`);
}

/**
 * Scores weeks 1–`weeks` of every league from the starters' real games, as the weekly scoring
 * does: the weeks' date windows come from the real games of each league's regions.
 */
async function scoreFirstWeeks(db: Db, weeks: number) {
  if (weeks <= 0) return;
  const season = createSeasonRepository(db);
  const rows = (await db.execute(sql`select id, regions from leagues`)) as unknown as {
    rows: { id: string; regions: LeagueRegion[] }[];
  };
  const windows = new Map<string, FantasyWeek[]>();
  for (const regions of new Set(rows.rows.map((row) => row.regions.join(',')))) {
    const calendar = await season.gameDays(playerRegionsFor(regions.split(',') as LeagueRegion[]));
    windows.set(regions, weeksFrom(null, calendar, SCHEDULE_WEEKS));
  }
  const targets = rows.rows.flatMap((row) =>
    (windows.get(row.regions.join(',')) ?? []).slice(0, weeks).map((window) => ({
      leagueId: row.id,
      week: window.week,
      start: window.start,
      end: window.end,
      weeksInSchedule: SCHEDULE_WEEKS,
      cutoff: window.end,
      final: true,
      scoring: '{}',
    })),
  );
  await db.transaction((tx) => createSeasonRepository(tx).scoreWeeks(targets));
}
