import { describe, expect, it } from 'vitest';
import {
  autopickPositions,
  chooseAutopick,
  draftRoomFor,
  draftRounds,
  hasRoomForAny,
  notYourTurn,
  onlyCommissioner,
  openPositions,
  pickDeadline,
  pickNumberProblem,
  rosterCapacity,
  senderProblem,
  totalPicks,
} from './draft';
import type { RosterShape } from './roster';
import type { PlayerPosition, RosterSlot } from './vocabulary';

const roster = (filled: string[], benchCount = 0, teamSlot = false): RosterShape => ({
  filled: new Set(filled) as RosterShape['filled'],
  benchSize: 3,
  teamSlot,
  benchCount,
});
const players = (...positions: PlayerPosition[]) =>
  positions.map((position, i) => ({ id: `p${i}`, position }));

describe('chooseAutopick', () => {
  it('takes the best available player (the first) when the roster has room for anyone', () => {
    expect(chooseAutopick(roster([]), players('MID', 'TOP'))).toEqual({
      player: { id: 'p0', position: 'MID' },
      slot: 'MID',
    });
  });

  it('sends the best player to FLEX, then the bench, when their own slot is filled', () => {
    expect(chooseAutopick(roster(['MID']), players('MID'))?.slot).toBe('FLEX');
    expect(chooseAutopick(roster(['MID', 'FLEX'], 2), players('MID'))?.slot).toBe('BENCH');
  });

  it('skips players with no open slot for the best one that has one', () => {
    const full = roster(['TOP', 'JUNGLE', 'MID', 'SUPPORT', 'FLEX'], 3);
    expect(chooseAutopick(full, players('MID', 'TEAM', 'ADC', 'TOP'))).toEqual({
      player: { id: 'p2', position: 'ADC' },
      slot: 'ADC',
    });
  });

  it('fills an open TEAM slot with the best TEAM player', () => {
    const open = roster(['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'], 3, true);
    expect(chooseAutopick(open, players('MID', 'TEAM'))).toEqual({
      player: { id: 'p1', position: 'TEAM' },
      slot: 'TEAM',
    });
  });

  it('gives nothing when no candidate fits', () => {
    const full = roster(['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'], 3);
    expect(chooseAutopick(full, players('MID', 'ADC'))).toBeNull();
    expect(chooseAutopick(roster([]), [])).toBeNull();
  });
});

describe('openPositions', () => {
  it('is anyone while FLEX or the bench has room, else the empty position slots', () => {
    expect(openPositions(roster(['TOP', 'MID']))).toBe('any');
    expect(openPositions(roster(['TOP', 'FLEX'], 2))).toBe('any');
    expect(openPositions(roster(['TOP', 'MID', 'FLEX'], 3))).toEqual(['JUNGLE', 'ADC', 'SUPPORT']);
  });

  it('counts TEAM among the open positions while the TEAM slot is empty', () => {
    expect(openPositions(roster(['TOP', 'MID', 'FLEX'], 3, true))).toEqual([
      'JUNGLE',
      'ADC',
      'SUPPORT',
      'TEAM',
    ]);
    expect(openPositions(roster(['TOP', 'MID', 'FLEX', 'TEAM'], 3, true))).toEqual([
      'JUNGLE',
      'ADC',
      'SUPPORT',
    ]);
  });
});

describe('draftRoomFor', () => {
  const picks = (teamId: string, ...slots: RosterSlot[]) =>
    slots.map((position) => ({ teamId, position }));

  it("refuses a position once the team's own slot, FLEX and the bench are taken by its picks", () => {
    const draft = {
      picks: [...picks('a', 'MID', 'FLEX'), ...picks('b', 'TOP')],
      roster: { benchSize: 0, teamSlot: false },
    };
    const roomOfA = draftRoomFor(draft, 'a');
    expect(roomOfA('MID')).toBe(false);
    expect(roomOfA('TOP')).toBe(true);
    // Another team's picks take none of this team's room.
    expect(draftRoomFor(draft, 'b')('MID')).toBe(true);
    // A bench seat left takes anyone.
    expect(draftRoomFor({ ...draft, roster: { benchSize: 1, teamSlot: false } }, 'a')('MID')).toBe(
      true,
    );
  });

  it('places a TEAM player only in the TEAM slot of a league that has one, else FLEX or the bench', () => {
    const draft = { picks: picks('a', 'FLEX'), roster: { benchSize: 0, teamSlot: false } };
    expect(draftRoomFor(draft, 'a')('TEAM')).toBe(false);
    expect(draftRoomFor({ ...draft, roster: { benchSize: 0, teamSlot: true } }, 'a')('TEAM')).toBe(
      true,
    );
  });
});

describe('autopickPositions', () => {
  it("looks only for TEAM players on the team's last pick while its TEAM slot is open", () => {
    expect(autopickPositions(roster(['TOP'], 0, true), 1)).toEqual(['TEAM']);
    expect(autopickPositions(roster(['TOP', 'TEAM'], 0, true), 1)).toEqual([
      'JUNGLE',
      'MID',
      'ADC',
      'SUPPORT',
    ]);
  });

  it('looks for starters first: the positions whose own slot is open, the TEAM slot among them', () => {
    expect(autopickPositions(roster(['TOP', 'MID']), 4)).toEqual(['JUNGLE', 'ADC', 'SUPPORT']);
    expect(autopickPositions(roster(['TOP'], 0, true), 2)).toEqual([
      'JUNGLE',
      'MID',
      'ADC',
      'SUPPORT',
      'TEAM',
    ]);
    // Without a TEAM slot, a pro organisation is for FLEX or the bench only.
    expect(autopickPositions(roster(['JUNGLE', 'MID', 'ADC', 'SUPPORT']), 2)).toEqual(['TOP']);
  });

  it('looks anywhere once every own slot is filled, while FLEX or the bench has room', () => {
    const fives = ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT'];
    expect(autopickPositions(roster(fives), 1)).toBe('any');
    expect(autopickPositions(roster([...fives, 'FLEX'], 1), 1)).toBe('any');
    expect(autopickPositions(roster([...fives, 'FLEX'], 3), 1)).toEqual([]);
  });
});

describe('the clock and the counts', () => {
  it('runs out pickSeconds after the pick started', () => {
    const start = new Date('2026-01-01T12:00:00.000Z');
    expect(pickDeadline(start, 60).toISOString()).toBe('2026-01-01T12:01:00.000Z');
  });

  it('has a round per starter slot of the league: six, or seven with the TEAM slot', () => {
    expect(draftRounds({ teamSlot: false })).toBe(6);
    expect(draftRounds({ teamSlot: true })).toBe(7);
    expect(rosterCapacity({ benchSize: 3, teamSlot: false })).toBe(9);
    expect(rosterCapacity({ benchSize: 0, teamSlot: true })).toBe(7);
  });

  it('completes at a pick per round for each team', () => {
    expect(totalPicks(8, 6)).toBe(48);
    expect(totalPicks(10, 6)).toBe(60);
    expect(totalPicks(8, 7)).toBe(56);
  });

  it('words the refusals as the spec does', () => {
    expect(onlyCommissioner('faker')).toBe('Only user "faker" can start or end the draft');
    expect(notYourTurn('keria')).toBe("Not your turn - it is keria's turn to draft");
  });
});

describe('pickNumberProblem', () => {
  it('accepts the pick on the clock and names a passed or a future one for what it is', () => {
    expect(pickNumberProblem(4, 4)).toBeNull();
    expect(pickNumberProblem(0, 1)).toBe('Pick 1 has already been made; pick 2 is on the clock');
    expect(pickNumberProblem(5, 1)).toBe('Pick 6 is not on the clock yet; pick 2 is');
  });
});

describe('senderProblem', () => {
  it('lets a message name no sender, or the signed-in user in any letter case', () => {
    expect(senderProblem(undefined, 'faker')).toBeNull();
    expect(senderProblem('faker', 'faker')).toBeNull();
    expect(senderProblem('FaKeR', 'faker')).toBeNull();
  });

  it('refuses a message that names someone else, saying who is signed in', () => {
    expect(senderProblem('keria', 'faker')).toBe('You are signed in as faker, not keria');
    expect(senderProblem('', 'faker')).toBe('You are signed in as faker, not ');
  });
});

describe('hasRoomForAny', () => {
  const full = ['TOP', 'JUNGLE', 'MID', 'ADC', 'FLEX'];
  it('has room while FLEX or the bench is open, if any player is left', () => {
    expect(hasRoomForAny(roster(['MID', 'FLEX'], 2), new Set(['MID']))).toBe(true);
    expect(hasRoomForAny(roster([]), new Set())).toBe(false);
  });

  it('has room once they are full only for a position whose own slot is open', () => {
    expect(hasRoomForAny(roster(full, 3), new Set(['SUPPORT', 'MID']))).toBe(true);
    expect(hasRoomForAny(roster(full, 3), new Set(['TOP', 'MID']))).toBe(false);
    // An open TEAM slot takes an organisation only.
    const withTeam = roster([...full, 'SUPPORT'], 3, true);
    expect(hasRoomForAny(withTeam, new Set(['TEAM']))).toBe(true);
    expect(hasRoomForAny(withTeam, new Set(['ADC']))).toBe(false);
  });
});
