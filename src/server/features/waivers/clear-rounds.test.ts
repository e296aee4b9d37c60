import { describe, expect, it } from 'vitest';
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
    async clearDue(limit: number) {
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
  } as unknown as WaiversService;
  return { service, seen, left: () => left, running: () => running };
}

describe('clearAllDue', () => {
  it('clears every due league once, CLEAR_WORKERS batches at a time', async () => {
    const leagues = CLEAR_BATCH * 5 + 17;
    const due = dueLeagues(leagues);
    expect(await clearAllDue(due.service)).toBe(leagues);
    expect(due.left()).toBe(0);
    expect(due.seen.most).toBe(CLEAR_WORKERS);
  });

  it('answers 0 when nothing is due', async () => {
    expect(await clearAllDue(dueLeagues(0).service)).toBe(0);
  });

  it('fails with a batch’s error only once every other batch has ended', async () => {
    const due = dueLeagues(CLEAR_BATCH * 6, 3);
    await expect(clearAllDue(due.service)).rejects.toThrow('connection lost');
    // The other worker went on to the end: no batch of this round is left running.
    expect(due.running()).toBe(0);
    expect(due.left()).toBe(0);
  });
});
