import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every read of the draft and of trades happens inside a league, where a player's stored
// season totals (which count games the league has not reached yet) must not be read: their
// points come from player-totals.ts. This fails when one of them reads the stored column.
const LEAGUE_FEATURES = ['drafts', 'trades'];
const STORED_TOTAL = /players\.fantasyPoints|fantasy_points|desc\(players\.\w+\)/;

const featureSources = (feature: string) => {
  const dir = path.join(import.meta.dirname, '..', 'features', feature);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({
      file: `${feature}/${name}`,
      text: readFileSync(path.join(dir, name), 'utf8'),
    }));
};

describe('league reads', () => {
  it.each(LEAGUE_FEATURES)('of %s never read the stored season totals', (feature) => {
    const offenders = featureSources(feature)
      .filter(({ text }) => STORED_TOTAL.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
