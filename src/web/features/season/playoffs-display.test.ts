import { describe, expect, it } from 'vitest';
import type { BracketRoundView, Playoffs } from '../../../domain/contract/playoffs';
import type { WeekStatus } from '../../../domain/season-clock';
import {
  coinFlipLine,
  currentRound,
  noPlayoffsReason,
  playoffsHeadline,
  roundName,
  roundPhase,
  roundSize,
  roundWeeksLabel,
  wonOnSeed,
} from './playoffs-display';

const team = (name: string) => ({ id: name.toLowerCase(), name, owner: `${name} owner` });
const round = (n: number, weeks: number[], decided = false): BracketRoundView => ({
  round: n,
  weeks,
  byes: [],
  matchups: [],
  decided,
});
const schedule = (...statuses: WeekStatus[]) =>
  statuses.map((status, index) => ({ week: index + 1, status }));

describe('roundName', () => {
  it('names the rounds from the last: Final, Semi-finals, Quarter-finals', () => {
    expect([1, 2, 3].map((n) => roundName(n, 3))).toEqual([
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    expect(roundName(1, 1)).toBe('Final');
    expect(roundName(1, 4)).toBe('Round 1');
  });
});

describe('roundWeeksLabel', () => {
  it('says one week or the span of two', () => {
    expect(roundWeeksLabel([5])).toBe('Week 5');
    expect(roundWeeksLabel([5, 6])).toBe('Weeks 5–6');
  });
});

describe('roundPhase', () => {
  it('is upcoming before its weeks begin, live once one has, final once decided', () => {
    expect(roundPhase(round(1, [3, 4]), schedule('final', 'final', 'upcoming'))).toBe('upcoming');
    expect(roundPhase(round(1, [3, 4]), schedule('final', 'final', 'final', 'live'))).toBe('live');
    expect(roundPhase(round(1, [3, 4], true), schedule('final', 'final', 'final'))).toBe('final');
  });
});

describe('roundSize', () => {
  it('halves the field each round', () => {
    expect([1, 2, 3].map((n) => roundSize(n, 3))).toEqual([4, 2, 1]);
  });
});

describe('currentRound', () => {
  it('is the first round not decided, none once all are', () => {
    expect(currentRound([round(1, [3], true), round(2, [4])])?.round).toBe(2);
    expect(currentRound([round(1, [3], true), round(2, [4], true)])).toBeNull();
  });
});

describe('wonOnSeed', () => {
  const matchup = { seedA: 1, teamA: team('A'), seedB: 4, teamB: team('B') };
  it('holds for a decided level total only', () => {
    expect(wonOnSeed({ ...matchup, scoreA: 50, scoreB: 50, winner: team('A') })).toBe(true);
    expect(wonOnSeed({ ...matchup, scoreA: 50, scoreB: 50, winner: null })).toBe(false);
    expect(wonOnSeed({ ...matchup, scoreA: 40, scoreB: 50, winner: team('B') })).toBe(false);
  });
});

describe('coinFlipLine', () => {
  it('names the level teams and the one placed first', () => {
    expect(coinFlipLine({ teams: [team('A'), team('B'), team('C')], winner: team('B') })).toBe(
      'Coin flip between A, B and C: B placed first',
    );
  });
});

describe('noPlayoffsReason', () => {
  const league = (teams: number, scheduleWeeks: number | null) => ({
    teams: Array.from({ length: teams }, () => ({}) as never),
    schedule: [],
    scheduleWeeks,
  });
  const four = { teams: 4, roundWeeks: 1 };
  it('says the league has too few teams for the bracket', () => {
    expect(noPlayoffsReason(four, league(2, 6))).toBe(
      'The bracket is set for 4 teams and the league has 2.',
    );
  });
  it('says there is no schedule yet', () => {
    expect(noPlayoffsReason(four, league(4, null))).toBe(
      'The league has no schedule yet: the playoffs take its last weeks.',
    );
  });
  it('says the schedule has no room for the bracket', () => {
    expect(noPlayoffsReason(four, league(4, 2))).toBe(
      'Playoffs of 2 rounds need 2 weeks after a regular season of at least 1 week: the schedule has 2 weeks.',
    );
  });
  it('blames the start week when the schedule would have room', () => {
    expect(noPlayoffsReason(four, league(4, 6))).toBe(
      'The playoff start week leaves the bracket no room in the schedule.',
    );
  });
});

describe('playoffsHeadline', () => {
  const base: Pick<Playoffs, 'status' | 'firstWeek' | 'rounds' | 'champion'> = {
    status: 'live',
    firstWeek: 3,
    rounds: [round(1, [3]), round(2, [4])],
    champion: null,
  };
  it('says when the playoffs start before the seeds are drawn', () => {
    expect(playoffsHeadline({ ...base, status: 'upcoming' }, schedule('live'))).toBe(
      'Playoffs start in week 3',
    );
  });
  it('says the playoffs have begun while their first week waits for the seeds', () => {
    // The last regular week is in its grace period for late data: no seeds, week 3 under way.
    expect(
      playoffsHeadline({ ...base, status: 'upcoming' }, schedule('final', 'live', 'live')),
    ).toBe('Playoffs began in week 3: the seeds are drawn once week 2 is final');
  });
  it('names the round under way, or the next to start', () => {
    expect(playoffsHeadline(base, schedule('final', 'final', 'live'))).toBe(
      'Semi-finals under way',
    );
    expect(playoffsHeadline(base, schedule('final', 'final', 'upcoming'))).toBe(
      'Semi-finals start in week 3',
    );
    const semisDone = { ...base, rounds: [round(1, [3], true), round(2, [4])] };
    expect(playoffsHeadline(semisDone, schedule('final', 'final', 'final', 'upcoming'))).toBe(
      'The final starts in week 4',
    );
    expect(playoffsHeadline(semisDone, schedule('final', 'final', 'final', 'live'))).toBe(
      'The final is under way',
    );
  });
  it('names the champion', () => {
    expect(playoffsHeadline({ ...base, status: 'complete', champion: team('Gen.G') }, [])).toBe(
      'Gen.G won the playoffs',
    );
  });
});
