import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftClock } from './clock';
import type { DraftEngine } from './engine';

const log = { error: vi.fn() } as unknown as Parameters<typeof createDraftClock>[1];
const LEAGUE = 'league-1';

function fakeDrafts(outcomes: ('picked' | 'stale' | 'early' | Error)[] = []) {
  const timeout = vi.fn(async () => {
    const next = outcomes.shift() ?? 'picked';
    if (next instanceof Error) throw next;
    return next;
  });
  const running = vi.fn(async () => [] as Awaited<ReturnType<DraftEngine['running']>>);
  return { timeout, running, service: { timeout, running } as unknown as DraftEngine };
}

// A snake pick on the clock; each change of the draft moves its version on.
const started = (pickNumber: number, deadlineInMs: number) => ({
  kind: 'draft' as const,
  leagueId: LEAGUE,
  status: 'started' as const,
  version: pickNumber + 1,
  pickNumber,
  deadline: new Date(Date.now() + deadlineInMs).toISOString(),
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createDraftClock', () => {
  it('acts on the step on the clock just after its deadline, not before', async () => {
    const drafts = fakeDrafts();
    const clock = createDraftClock(drafts.service, log);
    clock.onEvent(started(3, 60_000));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(drafts.timeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(drafts.timeout).toHaveBeenCalledExactlyOnceWith(LEAGUE, 4);
    clock.stop();
  });

  it('restarts the clock for each new step and stops it when the draft stops or pauses', async () => {
    const drafts = fakeDrafts();
    const clock = createDraftClock(drafts.service, log);
    clock.onEvent(started(0, 60_000));
    await vi.advanceTimersByTimeAsync(30_000);
    clock.onEvent(started(1, 60_000));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(drafts.timeout).not.toHaveBeenCalled();
    clock.onEvent({ ...started(1, 0), version: 3, pickNumber: null, deadline: null });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(drafts.timeout).not.toHaveBeenCalled();
    clock.onEvent(started(1, 60_000));
    clock.onEvent({ ...started(1, 0), status: 'ended', pickNumber: null, deadline: null });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(drafts.timeout).not.toHaveBeenCalled();
    clock.stop();
  });

  it('tries again soon when the database says the time is not up yet, and after errors', async () => {
    const drafts = fakeDrafts(['early', new Error('connection lost'), 'picked']);
    const clock = createDraftClock(drafts.service, log);
    clock.onEvent(started(2, 1000));
    await vi.advanceTimersByTimeAsync(1100);
    expect(drafts.timeout).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(drafts.timeout).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(drafts.timeout).toHaveBeenCalledTimes(3);
    expect(drafts.timeout).toHaveBeenLastCalledWith(LEAGUE, 3);
    clock.stop();
  });

  it('sets its clocks again from the database after events went unheard', async () => {
    const drafts = fakeDrafts();
    const clock = createDraftClock(drafts.service, log);
    clock.onEvent(started(0, 60_000));
    // Meanwhile two picks were made and another league's draft was paused, unheard here.
    drafts.running.mockResolvedValue([
      { leagueId: LEAGUE, version: 3, deadline: new Date(Date.now() + 5_000) },
      { leagueId: 'paused-league', version: 3, deadline: null },
    ]);
    clock.onEvent({ kind: 'missed' });
    await vi.advanceTimersByTimeAsync(5_200);
    expect(drafts.timeout).toHaveBeenCalledExactlyOnceWith(LEAGUE, 3);
    // The clock of the step that passed unheard is gone, not waiting to find it stale.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(drafts.timeout).toHaveBeenCalledTimes(1);
    clock.stop();
  });

  it('keeps the clock of a step heard of while that read was on its way', async () => {
    const drafts = fakeDrafts();
    let answer: (rows: Awaited<ReturnType<DraftEngine['running']>>) => void = () => {};
    drafts.running.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const clock = createDraftClock(drafts.service, log);
    clock.onEvent({ kind: 'missed' });
    clock.onEvent(started(4, 30_000));
    answer([{ leagueId: LEAGUE, version: 4, deadline: new Date(Date.now() + 1_000) }]);
    await vi.advanceTimersByTimeAsync(30_200);
    expect(drafts.timeout).toHaveBeenCalledExactlyOnceWith(LEAGUE, 5);
    clock.stop();
  });

  it('resumes the clocks of running drafts at start, at once when already overdue', async () => {
    const drafts = fakeDrafts();
    drafts.running.mockResolvedValue([
      { leagueId: LEAGUE, version: 8, deadline: new Date(Date.now() - 30_000) },
      { leagueId: 'paused-league', version: 3, deadline: null },
    ]);
    const clock = createDraftClock(drafts.service, log);
    await clock.resume();
    await vi.advanceTimersByTimeAsync(150);
    expect(drafts.timeout).toHaveBeenCalledExactlyOnceWith(LEAGUE, 8);
    clock.stop();
  });
});
