import { describe, expect, it, vi } from 'vitest';
import { batchOrOneAtATime } from './rounds';

const log = { error: vi.fn() } as unknown as Parameters<typeof batchOrOneAtATime>[0]['log'];

describe('batchOrOneAtATime', () => {
  it('answers the batch when it goes through, and takes no league alone', async () => {
    const one = vi.fn();
    const handled = await batchOrOneAtATime({
      name: 'clocks',
      log,
      batch: async () => 3,
      due: async () => ['a', 'b', 'c'],
      one,
      putOff: vi.fn(),
    });
    expect(handled).toBe(3);
    expect(one).not.toHaveBeenCalled();
  });

  it('after a failed batch, takes its leagues one at a time and puts off the one that fails', async () => {
    const putOff = vi.fn(async () => {});
    const handled = await batchOrOneAtATime({
      name: 'clocks',
      log,
      batch: async () => {
        throw new Error('duplicate key value violates unique constraint');
      },
      due: async () => ['a', 'bad', 'c'],
      one: async (leagueId) => {
        if (leagueId === 'bad') throw new Error('duplicate key value violates unique constraint');
        return 1;
      },
      putOff,
    });
    expect(handled).toBe(2);
    expect(putOff).toHaveBeenCalledExactlyOnceWith('bad');
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ leagueId: 'bad' }),
      'clocks: a league failed; put off',
    );
  });
});
