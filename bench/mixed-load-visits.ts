// The visits bench/mixed-load.ts sends: each autocannon connection plays one manager after
// another. A visit is VISIT.length requests by the owner of one team: the league's pages, then
// one write, then the pages again. While a visit runs its league is held by that connection
// alone, and the bench keeps each league's benches and free players as they stand, so every
// write is legal when it is sent:
// - a roster move drops a bench player and picks up a free player of the league's regions to
//   the bench (6 starters and 2 of 3 bench places are filled);
// - a trade offer swaps one bench player with another owner's, then the proposer cancels it;
// - a message opens the chat with the week-1 opponent and sends one line; a manager who sent
//   MESSAGES_PER_MINUTE_LIMIT in the last minute makes a roster move instead (the server's
//   limit is 30).

import type autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { leaguePool } from './seed-leagues';
import { signedToken } from './support';

const MESSAGES_PER_MINUTE_LIMIT = 20;
const FREE_PLAYERS_KEPT = 10;

export interface TeamSeat {
  id: string;
  userId: string;
  username: string;
  /** Bench players as they stand now. */
  bench: string[];
  /** The conversation with the week-1 opponent. */
  conversationId: string;
}

export interface LeagueSeat {
  id: string;
  currentWeek: number;
  weeks: number;
  teams: TeamSeat[];
  /** Some players of the league's regions on no team of it. */
  free: string[];
}

/** The seeded leagues as the visits need them. */
export async function loadLeagues(db: Db): Promise<LeagueSeat[]> {
  const [leagues, teams, free] = (await Promise.all([
    db.execute(sql`select id, current_week, schedule_weeks from leagues order by id`),
    db.execute(sql`
      select t.league_id, t.id, t.user_id, u.username, c.id as conversation_id,
             coalesce((select array_agg(tp.player_id order by tp.player_id) from team_players tp
                       where tp.team_id = t.id and tp.slot = 'BENCH'), '{}') as bench
      from teams t
      join users u on u.id = t.user_id
      join matchups m on m.league_id = t.league_id and m.week = 1
                     and t.id in (m.home_team_id, m.away_team_id)
      join teams o on o.id = case when m.home_team_id = t.id then m.away_team_id else m.home_team_id end
      join conversations c on c.pair_key = least(t.user_id::text, o.user_id::text) || ':'
                                            || greatest(t.user_id::text, o.user_id::text)`),
    db.execute(sql`
      select league_id, array_agg(player_id) as free from (
        select pool.league_id, pool.player_id,
               row_number() over (partition by pool.league_id order by pool.fantasy_points desc) as r
        from ${leaguePool} pool
        where not exists (select 1 from team_players tp
                          where tp.league_id = pool.league_id and tp.player_id = pool.player_id)) f
      where r <= ${FREE_PLAYERS_KEPT}
      group by league_id`),
  ])) as unknown as [
    { rows: { id: string; current_week: number; schedule_weeks: number }[] },
    {
      rows: {
        league_id: string;
        id: string;
        user_id: string;
        username: string;
        conversation_id: string;
        bench: string[];
      }[];
    },
    { rows: { league_id: string; free: string[] }[] },
  ];
  const byId = new Map<string, LeagueSeat>(
    leagues.rows.map((row) => [
      row.id,
      { id: row.id, currentWeek: row.current_week, weeks: row.schedule_weeks, teams: [], free: [] },
    ]),
  );
  for (const row of teams.rows) {
    byId.get(row.league_id)?.teams.push({
      id: row.id,
      userId: row.user_id,
      username: row.username,
      bench: row.bench,
      conversationId: row.conversation_id,
    });
  }
  for (const row of free.rows) {
    const league = byId.get(row.league_id);
    if (league) league.free = row.free;
  }
  return [...byId.values()];
}

/** What one route measured. */
export interface RouteFigures {
  requests: number;
  /** Answers other than the one expected (always a 2xx). */
  errors: number;
  ms: number[];
  /** Answers the read cache gave (`x-read-cache: hit`). */
  hits: number;
}

/** A refused request, as the report shows it. */
export interface Refusal {
  route: string;
  request: string;
  status: number;
  answer: string;
}

/** What the visits saw, per route and per instance. */
export class LoadFigures {
  readonly routes = new Map<string, RouteFigures>();
  readonly cache = new Map<string, { hits: number; misses: number }>();
  readonly refusals: Refusal[] = [];
  refused = 0;

  record(instance: string, route: string, ms: number, ok: boolean, cacheHeader: unknown) {
    const figures = this.routes.get(route) ?? { requests: 0, errors: 0, ms: [], hits: 0 };
    this.routes.set(route, figures);
    figures.requests += 1;
    figures.ms.push(ms);
    if (!ok) figures.errors += 1;
    if (cacheHeader === 'hit' || cacheHeader === 'miss') {
      const cache = this.cache.get(instance) ?? { hits: 0, misses: 0 };
      this.cache.set(instance, cache);
      if (cacheHeader === 'hit') {
        cache.hits += 1;
        figures.hits += 1;
      } else cache.misses += 1;
    }
  }

  refuse(refusal: Refusal) {
    this.refused += 1;
    // The first few say what went wrong; the count says how often.
    if (this.refusals.length < 20) this.refusals.push(refusal);
  }
}

type Action = 'roster' | 'trade' | 'message';
type Page = 'league' | 'myTeams' | 'standings' | 'thisWeek' | 'anyWeek' | 'players';

/** The pages of a visit; `write` is the visit's write, in two requests. */
const VISIT: (Page | 'write1' | 'write2')[] = [
  'league',
  'myTeams',
  'standings',
  'thisWeek',
  'players',
  'league',
  'anyWeek',
  'write1',
  'write2',
  'league',
  'standings',
  'players',
  'thisWeek',
  'myTeams',
  'league',
  'anyWeek',
];

/** Of 100 visits, how many write what. */
const ACTION_SHARES: [Action, number][] = [
  ['roster', 40],
  ['trade', 25],
  ['message', 35],
];

interface Visit {
  /** The league's place in the list, held while the visit runs. */
  index: number;
  league: LeagueSeat;
  team: TeamSeat;
  action: Action;
  /** Set by each request, read by its answer. */
  route: string;
  request: string;
  expect: number;
  sentAt: number;
  dropped?: string;
  picked?: string;
  tradeId?: string;
}

interface Connection {
  visit?: Visit;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const without = (items: string[], item: string) => items.filter((other) => other !== item);
/** Teams of the league a trade from `team` can be offered to: others with a bench player. */
const partnersOf = (league: LeagueSeat, team: TeamSeat) =>
  league.teams.filter((other) => other !== team && other.bench.length > 0);

/**
 * Plans the visits over `leagues`: each call of `requests` gives one autocannon run (one
 * instance) its request list; all runs share the leagues, so a league is visited by one
 * connection at a time across instances.
 */
export function planVisits(leagues: LeagueSeat[], secret: string, figures: LoadFigures) {
  const busy = new Set<number>();
  const tokens = new Map<string, string>();
  const sent = new Map<string, number[]>();

  const tokenOf = (team: TeamSeat) => {
    let token = tokens.get(team.userId);
    if (!token) {
      token = signedToken(secret, team.userId, team.username);
      tokens.set(team.userId, token);
    }
    return token;
  };
  const sentLastMinute = (userId: string) => {
    const since = Date.now() - 60_000;
    const times = (sent.get(userId) ?? []).filter((time) => time > since);
    sent.set(userId, times);
    return times.length;
  };

  const begin = (): Visit => {
    let index = Math.floor(Math.random() * leagues.length);
    while (busy.has(index)) index = Math.floor(Math.random() * leagues.length);
    busy.add(index);
    const league = leagues[index]!;
    const team = pick(league.teams);
    const allowed: Record<Action, boolean> = {
      roster: team.bench.length > 0 && league.free.length > 1,
      trade: team.bench.length > 0 && partnersOf(league, team).length > 0,
      message: sentLastMinute(team.userId) < MESSAGES_PER_MINUTE_LIMIT,
    };
    let roll = Math.random() * 100;
    let wanted: Action = 'message';
    for (const [action, share] of ACTION_SHARES) {
      roll -= share;
      if (roll < 0) {
        wanted = action;
        break;
      }
    }
    // A manager who cannot make the write they came for makes another; a message is always
    // possible (below the server's 30 a minute, which the bench keeps well under).
    const action = allowed[wanted]
      ? wanted
      : (ACTION_SHARES.map(([candidate]) => candidate).find((candidate) => allowed[candidate]) ??
        'message');
    return { index, league, team, action, route: '', request: '', expect: 200, sentAt: 0 };
  };

  /** The request of a page, or of the visit's write at `step`. */
  const build = (visit: Visit, step: Page | 'write1' | 'write2') => {
    const { league, team } = visit;
    const week = (n: number) => `/api/leagues/${league.id}/matchups/${n}`;
    const get = (route: string, path: string) => ({ route, method: 'GET' as const, path });
    const send = (route: string, method: 'POST' | 'DELETE', path: string, body?: object) => ({
      route,
      method,
      path,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    switch (step) {
      case 'league':
        return get('GET /leagues/:id', `/api/leagues/${league.id}`);
      case 'myTeams':
        return get('GET /teams/my-teams', '/api/teams/my-teams');
      case 'standings':
        return get('GET /leagues/:id/standings', `/api/leagues/${league.id}/standings`);
      case 'thisWeek':
        return get('GET /leagues/:id/matchups/:week', week(league.currentWeek));
      case 'anyWeek':
        return get(
          'GET /leagues/:id/matchups/:week',
          week(1 + Math.floor(Math.random() * league.weeks)),
        );
      case 'players':
        return get('GET /players?leagueId=', `/api/players?leagueId=${league.id}`);
      case 'write1':
        if (visit.action === 'roster') {
          visit.dropped = pick(team.bench);
          return send(
            'DELETE /teams/:id/players/:playerId',
            'DELETE',
            `/api/teams/${team.id}/players/${visit.dropped}`,
          );
        }
        if (visit.action === 'trade') {
          const other = pick(partnersOf(league, team));
          return {
            ...send('POST /trades', 'POST', '/api/trades', {
              fromTeamId: team.id,
              toTeamId: other.id,
              give: [pick(team.bench)],
              receive: [pick(other.bench)],
              note: 'Bench for bench?',
            }),
            expect: 201,
          };
        }
        return get(
          'GET /messages/conversations/:id/messages',
          `/api/messages/conversations/${team.conversationId}/messages?limit=20`,
        );
      case 'write2':
        if (visit.action === 'roster') {
          visit.picked = pick(visit.dropped ? without(league.free, visit.dropped) : league.free);
          return send('POST /teams/:id/players', 'POST', `/api/teams/${team.id}/players`, {
            playerId: visit.picked,
            slot: 'BENCH',
          });
        }
        if (visit.action === 'trade') {
          // An offer that was refused has nothing to cancel: the manager reads the league.
          if (!visit.tradeId) return build(visit, 'league');
          return send('POST /trades/:id/cancel', 'POST', `/api/trades/${visit.tradeId}/cancel`);
        }
        sent.set(team.userId, [...(sent.get(team.userId) ?? []), Date.now()]);
        return {
          ...send(
            'POST /messages/conversations/:id/messages',
            'POST',
            `/api/messages/conversations/${team.conversationId}/messages`,
            {
              content: `Good game ${Math.random().toString(36).slice(2, 8)}`,
            },
          ),
          expect: 201,
        };
    }
  };

  /** What a successful write changed, so the next visit's writes stay legal. */
  const settle = (visit: Visit, step: Page | 'write1' | 'write2', answer: string) => {
    const { league, team } = visit;
    if (step === 'write1' && visit.action === 'roster' && visit.dropped) {
      team.bench = without(team.bench, visit.dropped);
      league.free = [...league.free, visit.dropped];
    } else if (step === 'write1' && visit.action === 'trade') {
      visit.tradeId = (JSON.parse(answer) as { id: string }).id;
    } else if (step === 'write2' && visit.action === 'roster' && visit.picked) {
      team.bench = [...team.bench, visit.picked];
      league.free = without(league.free, visit.picked);
    }
  };

  return {
    /** The request list of one autocannon run against `instance`. */
    requests(instance: string): autocannon.Request[] {
      return VISIT.map((step, position) => ({
        setupRequest: (request, context) => {
          const connection = context as Connection;
          if (position === 0) connection.visit = begin();
          const visit = connection.visit!;
          const built = build(visit, step);
          visit.route = built.route;
          visit.request = `${built.method} ${built.path}${'body' in built ? ` ${built.body}` : ''}`;
          visit.expect = 'expect' in built ? built.expect : 200;
          visit.sentAt = performance.now();
          return {
            ...request,
            method: built.method,
            path: built.path,
            headers: {
              authorization: `Bearer ${tokenOf(visit.team)}`,
              ...('body' in built ? { 'content-type': 'application/json' } : {}),
            },
            body: 'body' in built ? built.body : undefined,
          };
        },
        onResponse: (status, body, context, headers) => {
          const visit = (context as Connection).visit!;
          const ok = status === visit.expect;
          figures.record(
            instance,
            visit.route,
            performance.now() - visit.sentAt,
            ok,
            headers?.['x-read-cache'],
          );
          if (ok) settle(visit, step, body);
          else {
            figures.refuse({
              route: visit.route,
              request: visit.request,
              status,
              answer: body.slice(0, 300),
            });
          }
          if (position === VISIT.length - 1) busy.delete(visit.index);
        },
      }));
    },
  };
}
