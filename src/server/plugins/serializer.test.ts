import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Team, teamSchema } from '../../domain/contract/teams';
import { emptyRoster } from '../../domain/roster';
import { responseSerializer } from './serializer';

const compile = (schema: unknown) =>
  responseSerializer({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (
    value: unknown,
  ) => string;

describe('responseSerializer', () => {
  it('writes only the declared fields', () => {
    const write = compile(z.object({ id: z.string(), name: z.string() }));
    const answer = { id: 'a', name: 'Faker', passwordHash: 'secret', email: 'f@t1.gg' };
    expect(JSON.parse(write(answer))).toEqual({ id: 'a', name: 'Faker' });
  });

  it('writes nested shared shapes, nulls and optional fields as JSON.stringify does', () => {
    const write = compile(z.array(teamSchema));
    const team: Team = {
      id: 't',
      name: 'Bot Team',
      owner: 'Bot',
      userId: null,
      isBot: true,
      leagueId: 'l',
      leagueName: 'Cup',
      teamSlot: false,
      totalPoints: 12.5,
      players: emptyRoster(),
    };
    expect(write([team])).toBe(JSON.stringify([team]));
  });

  it('takes a plain JSON Schema as well', () => {
    const write = compile({ type: 'object', properties: { ok: { type: 'boolean' } } });
    expect(write({ ok: true, extra: 1 })).toBe('{"ok":true}');
  });
});
