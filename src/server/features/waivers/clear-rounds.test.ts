import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { CLEAR_BATCH, CLEAR_WORKERS, clearAllDue } from './clear-rounds';
import type { WaiversService } from './service';

/**
 * A stand-in for the database's due leagues: each batch takes up to `limit` of them after a
 * moment (as a transaction would), and the leagues taken are gone for the other workers.
 */
function dueLeagues(count: number, failAtBatch?: number) {
  let left = count;
  let batches = 0;
  let running = 0;
  const seen = { most: 0 };
  const service = {
    dueClears: async (limit: number) =>
      Array.from({ length: Math.min(limit, left) }, (_, index) => `league-${index}`),
    putOffClear: vi.fn(),
    alone: [] as string[],
    async clearDue(limit: number, only?: string) {
      if (only) service.alone.push(only);
      batches += 1;
      const batch = batches;
      running += 1;
      seen.most = Math.max(seen.most, running);
      try {
        await new Promise((resolve) => setTimeout(resolve, 2));
        if (batch === failAtBatch) throw new Error('connection lost');
        const taken = Math.min(limit, left);
        left -= taken;
        return taken;
      } finally {
        running -= 1;
      }
    },
  };
  return {
    service: service as unknown as WaiversService & typeof service,
    seen,
    left: () => left,
    running: () => running,
  };
}

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

describe('clearAllDue', () => {
  it('clears every due league once, CLEAR_WORKERS batches at a time', async () => {
    const leagues = CLEAR_BATCH * 5 + 17;
    const due = dueLeagues(leagues);
    expect(await clearAllDue(due.service, log)).toBe(leagues);
    expect(due.left()).toBe(0);
    expect(due.seen.most).toBe(CLEAR_WORKERS);
  });

  it('answers 0 when nothing is due', async () => {
    expect(await clearAllDue(dueLeagues(0).service, log)).toBe(0);
  });

  it('clears the leagues of a failed batch one at a time, the other worker going on', async () => {
    const due = dueLeagues(CLEAR_BATCH * 6, 3);
    expect(await clearAllDue(due.service, log)).toBe(CLEAR_BATCH * 6);
    expect(due.running()).toBe(0);
    expect(due.left()).toBe(0);
    // The failed batch's leagues, each in a transaction of its own; none failed alone.
    expect(due.service.alone).toHaveLength(CLEAR_BATCH);
    expect(due.service.putOffClear).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith(
      expect.anything(),
      'waiver clears: a batch failed; its leagues go one at a time',
    );
  });
});
