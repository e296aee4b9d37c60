import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftClock } from './clock';
import type { DraftEngine } from './engine';

const log = { error: vi.fn() } as unknown as Parameters<typeof createDraftClock>[1];
const LEAGUE = 'league-1';

function fakeDrafts(outcomes: ('picked' | 'stale' | 'early' | Error)[] = []) {
  const autopick = vi.fn(async () => {
    const next = outcomes.shift() ?? 'picked';
    if (next instanceof Error) throw next;
    return next;
  });
  const running = vi.fn(async () => [] as Awaited<ReturnType<DraftEngine['running']>>);
  return { autopick, running, service: { autopick, running } as unknown as DraftEngine };
}

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
  it('autopicks the pick on the clock just after its deadline, not before', async () => {
    const drafts = fakeDrafts();
    const clock = createDraftClock(drafts.service, log);
    clock.onEvent(started(3, 60_000));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(drafts.autopick).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(drafts.autopick).toHaveBeenCalledExactlyOnceWith(LEAGUE, 3);
    clock.stop();
  });

  it('restarts the clock for each new pick and stops it when the draft stops', async () => {
    const drafts = fakeDrafts();
    const clock = createDraftClock(drafts.service, log);
    clock.onEvent(started(0, 60_000));
    await vi.advanceTimersByTimeAsync(30_000);
    clock.onEvent(started(1, 60_000));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(drafts.autopick).not.toHaveBeenCalled();
    clock.onEvent({ ...started(1, 0), status: 'ended', pickNumber: null, deadline: null });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(drafts.autopick).not.toHaveBeenCalled();
    clock.stop();
  });

  it('tries again soon when the database says the time is not up yet, and after errors', async () => {
    const drafts = fakeDrafts(['early', new Error('connection lost'), 'picked']);
    const clock = createDraftClock(drafts.service, log);
    clock.onEvent(started(2, 1000));
    await vi.advanceTimersByTimeAsync(1100);
    expect(drafts.autopick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(drafts.autopick).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(drafts.autopick).toHaveBeenCalledTimes(3);
    expect(drafts.autopick).toHaveBeenLastCalledWith(LEAGUE, 2);
    clock.stop();
  });

  it('resumes the clocks of running drafts at start, at once when already overdue', async () => {
    const drafts = fakeDrafts();
    drafts.running.mockResolvedValue([
      {
        leagueId: LEAGUE,
        currentPick: 7,
        clockStartedAt: new Date(Date.now() - 90_000),
        pickSeconds: 60,
      },
    ]);
    const clock = createDraftClock(drafts.service, log);
    await clock.resume();
    await vi.advanceTimersByTimeAsync(150);
    expect(drafts.autopick).toHaveBeenCalledExactlyOnceWith(LEAGUE, 7);
    clock.stop();
  });
});
