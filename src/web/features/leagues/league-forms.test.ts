import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  CREATE_LEAGUE_DEFAULTS,
  createLeagueRefusal,
  localDateAndTime,
  maxTeamsOrDefault,
  parseCreateLeague,
  parseFillLeague,
  parseScheduleDraft,
  parseScheduleWeeks,
  teamNameProblem,
} from './league-forms';

const valid = { ...CREATE_LEAGUE_DEFAULTS, name: 'Summoners Cup', regions: ['KOREA'] };

describe('createLeagueRefusal', () => {
  it('puts the server’s refusal of the first day under that field, and leaves the rest to a toast', () => {
    const outside =
      'The first day of a replay must lie between 2025-01-15 and 2025-09-07, the stored games of these regions';
    expect(
      createLeagueRefusal(
        new ApiError(outside, 400, 'VALIDATION_ERROR', [
          { field: 'season.from', message: outside },
        ]),
      ),
    ).toEqual({ from: outside });
    expect(createLeagueRefusal(new ApiError('No stored season', 409, 'CONFLICT'))).toBeNull();
    expect(createLeagueRefusal(new Error('offline'))).toBeNull();
  });
});

describe('parseCreateLeague', () => {
  it('sends a public league of 12 teams replaying the season at one week per day by default', () => {
    const result = parseCreateLeague(valid);
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Summoners Cup',
        description: '',
        maxTeams: 12,
        isPublic: true,
        regions: ['KOREA'],
        season: { mode: 'replay', weekSeconds: 86_400 },
      },
    });
  });

  it('sends a live season without a first day or a pace', () => {
    const result = parseCreateLeague({ ...valid, season: 'live', from: '2025-04-06' });
    expect(result.ok && result.input.season).toEqual({ mode: 'live' });
  });

  it('sends a replay with its first day and pace', () => {
    const result = parseCreateLeague({ ...valid, from: ' 2025-04-06 ', weekSeconds: '60' });
    expect(result.ok && result.input.season).toEqual({
      mode: 'replay',
      from: '2025-04-06',
      weekSeconds: 60,
    });
  });

  it("puts a replay's problems on its own fields", () => {
    expect(parseCreateLeague({ ...valid, from: '2025-02-30' })).toEqual({
      ok: false,
      errors: { from: 'First day must be a real date (YYYY-MM-DD)' },
    });
    expect(parseCreateLeague({ ...valid, weekSeconds: '5' })).toEqual({
      ok: false,
      errors: { weekSeconds: 'Pace must be between 60 and 604800 seconds per week' },
    });
  });

  it('asks for a league name', () => {
    const result = parseCreateLeague({ ...valid, name: '   ' });
    expect(result).toEqual({ ok: false, errors: { name: 'Please enter a league name' } });
  });

  it('asks for at least one region', () => {
    const result = parseCreateLeague({ ...valid, regions: [] });
    expect(result).toEqual({ ok: false, errors: { regions: 'Please select at least one region' } });
  });

  it('reports every field at once', () => {
    const result = parseCreateLeague({ ...CREATE_LEAGUE_DEFAULTS });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['name', 'regions']);
  });

  it('keeps the maximum teams between 2 and 20', () => {
    expect(parseCreateLeague({ ...valid, maxTeams: 21 })).toEqual({
      ok: false,
      errors: { maxTeams: 'Maximum teams must be between 2 and 20' },
    });
    expect(parseCreateLeague({ ...valid, maxTeams: 1 }).ok).toBe(false);
    expect(parseCreateLeague({ ...valid, maxTeams: 2 }).ok).toBe(true);
    expect(parseCreateLeague({ ...valid, maxTeams: 20 }).ok).toBe(true);
  });

  it('makes a private league when asked', () => {
    const result = parseCreateLeague({ ...valid, isPublic: false });
    expect(result.ok && result.input.isPublic).toBe(false);
  });
});

describe('maxTeamsOrDefault', () => {
  it('falls back to 12 when the value is not a number', () => {
    expect(maxTeamsOrDefault('')).toBe(12);
    expect(maxTeamsOrDefault('many')).toBe(12);
    expect(maxTeamsOrDefault(8)).toBe(8);
    expect(maxTeamsOrDefault('16')).toBe(16);
  });
});

describe('teamNameProblem', () => {
  it('asks for a team name when it is blank', () => {
    expect(teamNameProblem('')).toBe('Please enter a team name');
    expect(teamNameProblem('   ')).toBe('Please enter a team name');
    expect(teamNameProblem('Gank Squad')).toBeNull();
  });
});

describe('parseScheduleDraft', () => {
  it('needs both a date and a time', () => {
    const message = 'Please select a date and time for the draft';
    expect(
      parseScheduleDraft({ date: '', time: '19:30', draftType: 'snake', pickSeconds: 60 }),
    ).toEqual({
      ok: false,
      errors: { dateTime: message },
    });
    expect(
      parseScheduleDraft({ date: '2030-09-01', time: '', draftType: 'snake', pickSeconds: 60 }),
    ).toEqual({
      ok: false,
      errors: { dateTime: message },
    });
  });

  it('sends the local date and time as an ISO instant with the draft type', () => {
    const result = parseScheduleDraft({
      date: '2030-09-01',
      time: '19:30',
      draftType: 'auction',
      pickSeconds: 90,
    });
    expect(result).toEqual({
      ok: true,
      input: {
        draftDateTime: new Date('2030-09-01T19:30').toISOString(),
        draftType: 'auction',
        pickSeconds: 90,
      },
    });
  });

  it('refuses a date that has passed, and takes the current minute', () => {
    const at = (date: Date) => ({
      ...localDateAndTime(date),
      draftType: 'snake' as const,
      pickSeconds: 60,
    });
    expect(parseScheduleDraft(at(new Date(Date.now() - 24 * 60 * 60 * 1000)))).toEqual({
      ok: false,
      errors: { dateTime: 'The draft date must be in the future' },
    });
    expect(parseScheduleDraft(at(new Date())).ok).toBe(true);
  });

  it('keeps the pick clock between 10 and 600 seconds', () => {
    const values = { date: '2030-09-01', time: '19:30', draftType: 'snake' as const };
    const message = 'The pick clock must be between 10 and 600 seconds';
    expect(parseScheduleDraft({ ...values, pickSeconds: 5 })).toEqual({
      ok: false,
      errors: { pickSeconds: message },
    });
    expect(parseScheduleDraft({ ...values, pickSeconds: '' })).toEqual({
      ok: false,
      errors: { pickSeconds: message },
    });
  });
});

describe('parseScheduleWeeks', () => {
  it('accepts 1 to 20 weeks', () => {
    expect(parseScheduleWeeks(1)).toEqual({ ok: true, input: { weeks: 1 } });
    expect(parseScheduleWeeks(20)).toEqual({ ok: true, input: { weeks: 20 } });
  });

  it('asks for a valid number of weeks below 1 or when empty', () => {
    const errors = { weeks: 'Please enter a valid number of weeks' };
    expect(parseScheduleWeeks(0)).toEqual({ ok: false, errors });
    expect(parseScheduleWeeks(-3)).toEqual({ ok: false, errors });
    expect(parseScheduleWeeks('')).toEqual({ ok: false, errors });
  });

  it('refuses more than 20 weeks', () => {
    expect(parseScheduleWeeks(21)).toEqual({
      ok: false,
      errors: { weeks: 'Weeks must be between 1 and 20' },
    });
  });
});

describe('parseFillLeague', () => {
  it('accepts 2–12 teams and 1–15 weeks', () => {
    expect(parseFillLeague({ numTeams: 12, numWeeks: 11 })).toEqual({
      ok: true,
      input: { numTeams: 12, numWeeks: 11 },
    });
    expect(parseFillLeague({ numTeams: 2, numWeeks: 1 }).ok).toBe(true);
  });

  it('names the field that is out of range', () => {
    expect(parseFillLeague({ numTeams: 13, numWeeks: 16 })).toEqual({
      ok: false,
      errors: {
        numTeams: 'Number of teams must be between 2 and 12',
        numWeeks: 'Number of weeks must be between 1 and 15',
      },
    });
  });

  it('refuses an empty field', () => {
    const result = parseFillLeague({ numTeams: '', numWeeks: 11 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.numTeams).toBeTruthy();
  });
});
