import { describe, expect, it, vi } from 'vitest';
import { everyDueLeague, PUT_OFF } from './rounds';

const log = { error: vi.fn() } as unknown as Parameters<typeof everyDueLeague>[0]['log'];

describe('everyDueLeague', () => {
  it('answers the batches when they go through, and takes no league alone', async () => {
    const take = vi.fn(async (limit: number, only?: string) => (only ? 1 : limit === 5 ? 3 : 0));
    const handled = await everyDueLeague({
      name: 'clocks',
      log,
      size: 5,
      take,
      due: async () => ['a', 'b', 'c'],
      putOff: vi.fn(),
    });
    expect(handled).toBe(3);
    expect(take).toHaveBeenCalledExactlyOnceWith(5);
  });

  it('after a failed batch, takes its leagues one at a time and puts off the one that fails', async () => {
    const putOff = vi.fn(async () => ({ failures: 3, waitMs: 240_000 }));
    const handled = await everyDueLeague({
      name: 'clocks',
      log,
      size: 5,
      take: async (_limit, leagueId) => {
        if (leagueId === undefined || leagueId === 'bad') {
          throw new Error('duplicate key value violates unique constraint');
        }
        return 1;
      },
      due: async () => ['a', 'bad', 'c'],
      putOff,
    });
    expect(handled).toBe(2);
    expect(putOff).toHaveBeenCalledExactlyOnceWith('bad', PUT_OFF);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ leagueId: 'bad', failures: 3, waitMs: 240_000 }),
      'clocks: a league failed; put off',
    );
  });
});

describe('PUT_OFF', () => {
  it('waits a minute after a first failure, twice as long after each further one, at most an hour', () => {
    expect([1, 2, 3, 6, 7, 8, 50].map((failures) => PUT_OFF(failures) / 60_000)).toEqual([
      1, 2, 4, 32, 60, 60, 60,
    ]);
  });
});
