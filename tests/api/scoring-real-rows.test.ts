import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { playerGames } from '../../src/server/db/schema';
import { createTestDatabase } from '../support/test-app';

// Points of real rows of data/lol-pro-2025.csv, worked out by hand from the CSV values and
// the scoring rules (docs/decisions/006-scoring-rules.md), against what the importer stored for
// the same source line.
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const storedPoints = async (line: number, name: string) => {
  const [row] = await database.db
    .select({ points: playerGames.points, name: playerGames.playerName })
    .from(playerGames)
    .where(and(eq(playerGames.sourceLine, line), eq(playerGames.playerName, name)));
  return row?.points;
};

describe('fantasy points of real games', () => {
  it.each([
    // line, who, by hand
    [
      4,
      'Xiaohu',
      '5 K × 2 + 1 D × −0.5 + 8 A × 1.5 + 286 CS × 0.01; LPL multi-kills blank',
      10 - 0.5 + 12 + 2.86,
    ],
    [
      47,
      '1xn',
      '10 K × 2 + 3 D × −0.5 + 3 A × 1.5 + 304 CS × 0.01 + 2 for 10+ kills',
      20 - 1.5 + 4.5 + 3.04 + 2,
    ],
    [
      341,
      'Gumayusi',
      '9 K, 0 D, 7 A, 296 CS, a triple and a quadra: only the quadra counts',
      18 + 10.5 + 2.96 + 5,
    ],
    [
      820,
      'Caps',
      '11 K, 0 D, 7 A, 230 CS, a penta (OE also counts its triple and quadra) + 10+ kills',
      22 + 10.5 + 2.3 + 10 + 2,
    ],
    [
      73,
      'ThunderTalk Gaming',
      'team: win, 4 dragons, 1 baron, 8 towers, first blood, won in 29:53',
      2 + 4 + 2 + 8 + 2 + 2,
    ],
  ])('line %i (%s): %s', async (line, name, _, expected) => {
    expect(await storedPoints(line, name)).toBeCloseTo(expected, 2);
  });
});
