import { describe, expect, it } from 'vitest';
import type { DraftStatus } from '../../../domain/vocabulary';
import { rosterWindowOf } from './roster-window';

describe('the roster window', () => {
  it('reads the window from the draft and the champion', () => {
    const league = (status: DraftStatus, champion: string | null) => ({
      draft: { status },
      playoffs: { champion },
    });
    expect(rosterWindowOf(league('started', null))).toBe('drafting');
    expect(rosterWindowOf(league('complete', null))).toBe('open');
    expect(rosterWindowOf(league('not_started', null))).toBe('open');
    expect(rosterWindowOf(league('complete', 'team-1'))).toBe('over');
  });
});
