import { describe, expect, it } from 'vitest';
import type { WeekStatus } from '../../../domain/season-clock';
import { weekScoring } from './week-scoring';

const open = [{ completed: false }, { completed: false }];
const done = [{ completed: true }, { completed: true }];
const scoring = (
  over: {
    isCommissioner?: boolean;
    status?: WeekStatus | null;
    matchups?: { completed: boolean }[] | undefined;
  } = {},
) =>
  weekScoring({
    week: 3,
    isCommissioner: over.isCommissioner ?? true,
    entry: over.status === null ? undefined : { status: over.status ?? 'live' },
    matchups: 'matchups' in over ? over.matchups : open,
  });

describe('weekScoring', () => {
  it('lets the commissioner calculate a live week', () => {
    expect(scoring()).toEqual({ calculateDisabled: false, calculateHint: null, rescore: false });
  });

  it('keeps Calculate disabled for a member who is not the commissioner, and says why', () => {
    expect(scoring({ isCommissioner: false })).toEqual({
      calculateDisabled: true,
      calculateHint: 'Only the league commissioner calculates scores',
      rescore: false,
    });
  });

  it("disables Calculate before the week has started on the league's clock", () => {
    expect(scoring({ status: 'upcoming' })).toEqual({
      calculateDisabled: true,
      calculateHint: 'Week 3 has not started yet on the league’s clock',
      rescore: false,
    });
  });

  it('disables Calculate when every matchup is complete, and offers the commissioner a rescore', () => {
    expect(scoring({ status: 'final', matchups: done })).toEqual({
      calculateDisabled: true,
      calculateHint: 'Every matchup of Week 3 has its result',
      rescore: true,
    });
    expect(scoring({ status: 'final', matchups: done, isCommissioner: false }).rescore).toBe(false);
  });

  it('offers nothing while the matchups load, for a week without any, or without a schedule', () => {
    const nothing = { calculateDisabled: true, calculateHint: null, rescore: false };
    expect(scoring({ matchups: undefined })).toEqual(nothing);
    expect(scoring({ matchups: [] })).toEqual(nothing);
    expect(scoring({ status: null })).toEqual(nothing);
  });
});
