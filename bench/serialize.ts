// Serialising answers (docs/performance.md, "Answer serialisation"):
//   node --import tsx bench/serialize.ts
// Times the three ways Fastify can turn the two largest answers into JSON: plain JSON.stringify
// (no response schema), the Zod serializer the routes use (checks the answer against its schema,
// drops undeclared fields, then stringifies), and fast-json-stringify compiled from the schema's
// JSON Schema. The answers are built in memory at the sizes the league pages have.

import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type League, leagueSchema } from '../src/domain/contract/leagues';
import { type Player, playerSchema } from '../src/domain/contract/players';

const RUNS = Number(process.env.RUNS ?? 2000);

const player = (index: number): Player => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Pro ${index}`,
  position: (['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT'] as const)[index % 5]!,
  team: 'T1',
  region: 'LCK',
  homeLeague: 'LCK',
  imageUrl: null,
  avatarUrl: `/api/players/${index}/avatar.svg`,
  fantasyPoints: 1000 - index / 3,
  points: 1000 - index / 3,
  pointsPerGame: 17.25,
  stats: {
    gamesPlayed: 60,
    kills: 200,
    deaths: 90,
    assists: 400,
    cs: 15000,
    visionScore: 3000.5,
    baronKills: 30,
    dragonKills: 80,
    turretKills: 200,
  },
});

const players = Array.from({ length: 1000 }, (_, index) => player(index));
const league: League = {
  id: 'l',
  _id: 'l',
  name: 'Summoners Cup',
  description: 'A league',
  creatorId: 'u0',
  memberIds: Array.from({ length: 12 }, (_, i) => `u${i}`),
  maxTeams: 12,
  isPublic: true,
  regions: ['KOREA'],
  currentWeek: 3,
  teamCount: 12,
  creator: { id: 'u0', username: 'boss' },
  members: Array.from({ length: 12 }, (_, i) => ({
    id: `u${i}`,
    username: `user${i}`,
    avatar: null,
    isCreator: i === 0,
  })),
  teams: Array.from({ length: 12 }, (_, t) => ({
    id: `t${t}`,
    name: `Team ${t}`,
    owner: `user${t}`,
    userId: `u${t}`,
    isBot: false,
    leagueId: 'l',
    leagueName: 'Summoners Cup',
    teamSlot: false,
    totalPoints: 321.5,
    players: {
      TOP: player(t * 9),
      JUNGLE: player(t * 9 + 1),
      MID: player(t * 9 + 2),
      ADC: player(t * 9 + 3),
      SUPPORT: player(t * 9 + 4),
      FLEX: player(t * 9 + 5),
      TEAM: null,
      BENCH: [player(t * 9 + 6), player(t * 9 + 7), player(t * 9 + 8)],
    },
  })),
  playerPool: { regions: ['LCK'], total: 180, available: 72 },
  schedule: Array.from({ length: 11 }, (_, w) => ({
    week: w + 1,
    start: '2026-01-05T00:00:00.000Z',
    end: '2026-01-12T00:00:00.000Z',
    label: `Week ${w + 1}`,
    hasGames: true,
    completed: w < 3,
    status: w < 3 ? 'final' : w === 3 ? 'live' : 'upcoming',
  })),
  scheduleWeeks: 11,
  draft: {
    dateTime: null,
    type: 'snake',
    pickSeconds: 60,
    status: 'complete',
    auctionBudget: 200,
    bidSeconds: 15,
    nominationSeconds: 30,
  },
  trades: { reviewHours: 24, deadlineWeek: null, deadlinePassed: false },
  roster: { bench: 3, teamSlot: false },
  waivers: {
    type: 'faab',
    budget: 100,
    days: 2,
    order: Array.from({ length: 12 }, (_, i) => ({
      teamId: `t${i}`,
      priority: i + 1,
      budgetLeft: 100,
    })),
  },
  playoffs: { firstWeek: 10, roundWeeks: 1, champion: null },
  clock: {
    mode: 'replay',
    from: '2026-01-05T00:00:00.000Z',
    weekSeconds: 86400,
    paused: false,
    lockMode: 'player',
    finalGraceHours: 12,
    week: 4,
    weekStatus: 'live',
    games: { played: 3, total: 10 },
    nextLockAt: '2026-01-29T09:00:00.000Z',
    firstGameAt: '2026-01-08T09:00:00.000Z',
    now: '2026-01-28T12:00:00.000Z',
  },
  inviteCode: null,
  isMember: true,
  isCommissioner: true,
};

function time(label: string, serialise: (value: unknown) => string, value: unknown) {
  for (let i = 0; i < 200; i += 1) serialise(value);
  const started = process.hrtime.bigint();
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) bytes = serialise(value).length;
  const perCallMs = Number(process.hrtime.bigint() - started) / 1e6 / RUNS;
  console.log(`| ${label} | ${perCallMs.toFixed(3)} ms | ${bytes.toLocaleString('en')} |`);
}

const zod = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (
    value: unknown,
  ) => string;
const compiled = (schema: z.ZodType) =>
  fastJson(z.toJSONSchema(schema, { target: 'draft-07', io: 'output' }) as object);

console.log('| answer, serialiser | per answer | bytes |\n|---|---|---|');
for (const [name, schema, value] of [
  ['players list (1,000)', z.array(playerSchema), players],
  ['league detail (12 teams)', leagueSchema, league],
] as const) {
  time(`${name}, JSON.stringify`, JSON.stringify, value);
  time(`${name}, Zod serializer`, zod(schema), value);
  time(`${name}, fast-json-stringify`, compiled(schema), value);
}
