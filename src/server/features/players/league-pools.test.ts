import { describe, expect, it } from 'vitest';
import type { Player } from '../../../domain/contract/players';
import { createLeaguePools } from './league-pools';

const pool = (name: string) => ({ players: [{ name } as Player], written: [`{"name":"${name}"`] });

describe('createLeaguePools', () => {
  it('adds a pool up once, however many reads ask for it meanwhile', async () => {
    const pools = createLeaguePools();
    let builds = 0;
    const build = async () => {
      builds += 1;
      return pool('Faker');
    };
    const [first, second] = await Promise.all([pools.get('k', build), pools.get('k', build)]);
    expect(await pools.get('k', build)).toBe(first);
    expect(second).toBe(first);
    expect(builds).toBe(1);
  });

  it('adds it up again under another key: another game has happened', async () => {
    const pools = createLeaguePools();
    const before = await pools.get('LCK|1', async () => pool('before'));
    const after = await pools.get('LCK|2', async () => pool('after'));
    expect(before.players[0]!.name).toBe('before');
    expect(after.players[0]!.name).toBe('after');
  });

  it('keeps no failed pool, so the next read tries again', async () => {
    const pools = createLeaguePools();
    await expect(pools.get('k', () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(pools.size()).toBe(0);
    expect(await pools.get('k', async () => pool('back'))).toEqual(pool('back'));
  });

  it('holds a bounded number, dropping the least recently read first', async () => {
    const pools = createLeaguePools(2);
    await pools.get('one', async () => pool('one'));
    await pools.get('two', async () => pool('two'));
    await pools.get('one', async () => pool('never'));
    await pools.get('three', async () => pool('three'));
    expect(pools.size()).toBe(2);
    expect((await pools.get('one', async () => pool('again'))).players[0]!.name).toBe('one');
    expect((await pools.get('two', async () => pool('rebuilt'))).players[0]!.name).toBe('rebuilt');
  });
});
