import { describe, expect, it } from 'vitest';
import { PLAYOFF_ROUND_DECIDED } from '../../../domain/playoffs';
import type { WeekStatus } from '../../../domain/season-clock';
import { RESCORES_CLOSED, weekScoring } from './week-scoring';

const open = [{ completed: false }, { completed: false }];
const done = [{ completed: true }, { completed: true }];
const scoring = (
  over: {
    isCommissioner?: boolean;
    status?: WeekStatus | null;
    matchups?: { completed: boolean }[] | undefined;
    decided?: boolean;
    seasonOver?: boolean;
  } = {},
) =>
  weekScoring({
    week: 3,
    isCommissioner: over.isCommissioner ?? true,
    entry: over.status === null ? undefined : { status: over.status ?? 'live' },
    matchups: 'matchups' in over ? over.matchups : open,
    decided: over.decided ?? false,
    seasonOver: over.seasonOver ?? false,
  });

describe('weekScoring', () => {
  it('closes Calculate and Rescore once the champion is crowned, and says why', () => {
    expect(scoring({ matchups: done, seasonOver: true })).toEqual({
      calculateDisabled: true,
      calculateHint: RESCORES_CLOSED,
      rescore: true,
      rescoreHint: RESCORES_CLOSED,
      evaluateHint: RESCORES_CLOSED,
    });
    // A week of a decided round says so first, as the server does.
    expect(scoring({ matchups: done, seasonOver: true, decided: true }).rescoreHint).toBe(
      PLAYOFF_ROUND_DECIDED(3),
    );
    expect(scoring({ seasonOver: true })).toMatchObject({
      calculateDisabled: true,
      calculateHint: RESCORES_CLOSED,
      rescore: false,
      evaluateHint: RESCORES_CLOSED,
    });
    // Winners set from scores are closed with the rest, whatever the week holds.
    expect(scoring({ matchups: [], seasonOver: true }).evaluateHint).toBe(RESCORES_CLOSED);
  });

  it('lets the commissioner calculate a live week', () => {
    expect(scoring()).toEqual({
      calculateDisabled: false,
      calculateHint: null,
      rescore: false,
      rescoreHint: null,
      evaluateHint: null,
    });
  });

  it('keeps Calculate disabled for a member who is not the commissioner, and says why', () => {
    expect(scoring({ isCommissioner: false })).toEqual({
      calculateDisabled: true,
      calculateHint: 'Only the league commissioner calculates scores',
      rescore: false,
      rescoreHint: null,
      evaluateHint: null,
    });
  });

  it("disables Calculate before the week has started on the league's clock", () => {
    expect(scoring({ status: 'upcoming' })).toEqual({
      calculateDisabled: true,
      calculateHint: 'Week 3 has not started yet on the league’s clock',
      rescore: false,
      rescoreHint: null,
      evaluateHint: null,
    });
  });

  it('disables Calculate when every matchup is complete, and offers the commissioner a rescore', () => {
    expect(scoring({ status: 'final', matchups: done })).toEqual({
      calculateDisabled: true,
      calculateHint: 'Every matchup of Week 3 has its result',
      rescore: true,
      rescoreHint: null,
      evaluateHint: null,
    });
    expect(scoring({ status: 'final', matchups: done, isCommissioner: false }).rescore).toBe(false);
  });

  it('closes Rescore for a week of a decided playoff round, with the reason the server gives', () => {
    const decided = scoring({ status: 'final', matchups: done, decided: true });
    expect(decided.rescore).toBe(true);
    expect(decided.rescoreHint).toBe(PLAYOFF_ROUND_DECIDED(3));
  });

  it('offers nothing while the matchups load, for a week without any, or without a schedule', () => {
    const nothing = {
      calculateDisabled: true,
      calculateHint: null,
      rescore: false,
      rescoreHint: null,
      evaluateHint: null,
    };
    expect(scoring({ matchups: undefined })).toEqual(nothing);
    expect(scoring({ matchups: [] })).toEqual(nothing);
    expect(scoring({ status: null })).toEqual(nothing);
  });
});
