import { describe, expect, it } from 'vitest';
import { statusKey } from './league-statuses';
import type { LeagueReading } from './repository';

const reading = (leagueTime: string): LeagueReading => ({
  regions: ['LCK'],
  leagueTime: new Date(leagueTime),
  seasonStart: null,
  revealedAt: new Date('2025-04-13T08:00:00Z'),
  latestAt: new Date('2025-09-07T08:00:00Z'),
  playersChangedAt: null,
  scoring: null,
  changes: 7,
  periods: '',
});

describe('the key of kept statuses', () => {
  it('changes at Monday’s clear, when last week’s players leave waivers, with nothing written', () => {
    const key = (at: string) => statusKey('league', reading(at));
    expect(key('2025-04-14T01:00:00Z')).toBe(key('2025-04-14T02:59:59Z'));
    expect(key('2025-04-14T03:00:01Z')).not.toBe(key('2025-04-14T02:59:59Z'));
    expect(key('2025-04-14T03:00:01Z')).toBe(key('2025-04-16T12:00:00Z'));
    // A new week is a new key as well.
    expect(key('2025-04-13T23:59:59Z')).not.toBe(key('2025-04-14T01:00:00Z'));
  });
});
