import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

/** A load that answers when the test says so, counting its reads. */
function slowLoad() {
  const pending: ((value: string) => void)[] = [];
  let reads = 0;
  return {
    load: () => {
      reads += 1;
      return new Promise<string>((resolve) => pending.push(resolve));
    },
    answer: (value: string) => pending.shift()!(value),
    reads: () => reads,
  };
}

describe('SessionCache', () => {
  it('keeps what it read until the account is forgotten or the entry expires', async () => {
    let now = 0;
    const cache = new SessionCache<string>({ ttlMs: 1000, maxEntries: 10 }, () => now);
    let reads = 0;
    const load = async () => {
      reads += 1;
      return `v${reads}`;
    };
    expect(await cache.get('u', load)).toBe('v1');
    expect(await cache.get('u', load)).toBe('v1');
    cache.forget('u');
    expect(await cache.get('u', load)).toBe('v2');
    now = 1001;
    expect(await cache.get('u', load)).toBe('v3');
    expect(await cache.get('u', async () => undefined)).toBe('v3');
    cache.forgetAll();
    expect(await cache.get('u', async () => undefined)).toBeUndefined();
  });

  it('does not keep a read that began before its account was forgotten', async () => {
    const cache = new SessionCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const slow = slowLoad();
    // A request reads the old token version; the password change lands before it answers.
    const before = cache.get('u', slow.load);
    cache.forget('u');
    slow.answer('old version');
    expect(await before).toBe('old version');
    // The next request reads the account again and sees the change.
    const next = cache.get('u', slow.load);
    slow.answer('new version');
    expect(await next).toBe('new version');
    expect(await cache.get('u', slow.load)).toBe('new version');
    expect(slow.reads()).toBe(2);
  });

  it('does the same when every account was forgotten, but keeps a read of another account', async () => {
    const cache = new SessionCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const slow = slowLoad();
    const before = cache.get('u', slow.load);
    cache.forgetAll();
    slow.answer('old');
    await before;
    const again = cache.get('u', slow.load);
    slow.answer('read again');
    expect(await again).toBe('read again');

    const other = cache.get('v', slow.load);
    cache.forget('u');
    slow.answer('kept');
    await other;
    expect(await cache.get('v', slow.load)).toBe('kept');
    expect(slow.reads()).toBe(3);
  });
});
