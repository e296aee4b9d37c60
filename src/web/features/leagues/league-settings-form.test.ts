import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  changedList,
  changedPaths,
  parseSettingsEdits,
  refusalErrors,
  SAVE_FAILED,
  shownValue,
  unsavedNote,
} from './league-settings-form';
import { createSettingsDoc } from './settings-doc-factory';

describe('the settings form', () => {
  it('shows an edit over the saved value', () => {
    const doc = createSettingsDoc();
    expect(shownValue(doc, {}, 'waivers.budget')).toBe(100);
    expect(shownValue(doc, { 'waivers.budget': 150 }, 'waivers.budget')).toBe(150);
    expect(shownValue(doc, {}, 'medianGame')).toBe(false);
  });

  it('sends only the settings that changed, grouped as the server reads them', () => {
    const doc = createSettingsDoc();
    const edits = {
      'league.name': 'Rift Masters',
      'trades.reviewHours': 24,
      'trades.deadlineWeek': 8,
      'playoffs.teams': 2,
      medianGame: true,
    };
    expect(changedPaths(doc, edits)).toEqual([
      'league.name',
      'trades.deadlineWeek',
      'playoffs.teams',
      'medianGame',
    ]);
    expect(parseSettingsEdits(doc, edits)).toEqual({
      ok: true,
      patch: {
        league: { name: 'Rift Masters' },
        trades: { deadlineWeek: 8 },
        playoffs: { teams: 2 },
        medianGame: true,
      },
      paths: ['league.name', 'trades.deadlineWeek', 'playoffs.teams', 'medianGame'],
    });
  });

  it('drops an edit of a setting the league’s stage has closed since', () => {
    const doc = createSettingsDoc();
    doc.changes['league.maxTeams'] = {
      when: 'before the draft',
      open: false,
      closedBecause: 'Maximum teams can change only before the draft: the draft has begun',
    };
    const edits = { 'league.maxTeams': 8, medianGame: true };
    expect(shownValue(doc, edits, 'league.maxTeams')).toBe(12);
    expect(changedPaths(doc, edits)).toEqual(['medianGame']);
  });

  it('says what is wrong at the setting, in the server’s words, before sending', () => {
    const doc = createSettingsDoc();
    expect(
      parseSettingsEdits(doc, { 'league.maxTeams': 30, 'waivers.budget': '', 'league.name': ' ' }),
    ).toEqual({
      ok: false,
      errors: {
        'league.name': 'Please enter a league name',
        'league.maxTeams': 'Maximum teams must be between 2 and 20',
        'waivers.budget': 'FAAB budget must be a number',
      },
    });
  });

  it('names the changes in a sentence', () => {
    expect(changedList(['trades.reviewHours'])).toBe('Trade review hours');
    expect(changedList(['trades.reviewHours', 'waivers.budget', 'medianGame'])).toBe(
      'Trade review hours, FAAB budget and median game',
    );
  });
});

describe('refusalErrors', () => {
  const refused = (
    status: number,
    message: string,
    fields: { field: string; message: string }[] = [],
  ) => new ApiError(message, status, status === 400 ? 'VALIDATION_ERROR' : 'CONFLICT', fields);

  it('puts a 400 at the setting it names', () => {
    const error = refused(400, 'Playoff teams must be one of 2, 4, 6, 8', [
      { field: 'playoffs.teams', message: 'Playoff teams must be one of 2, 4, 6, 8' },
    ]);
    expect(refusalErrors(error, ['playoffs.teams', 'medianGame'])).toEqual({
      'playoffs.teams': 'Playoff teams must be one of 2, 4, 6, 8',
    });
  });

  it('puts a 400 naming no setting at the changed one it speaks of, or the only one changed', () => {
    const bracket = refused(400, "Playoff teams must be at most the league's 6 teams");
    expect(refusalErrors(bracket, ['league.maxTeams', 'playoffs.teams'])).toEqual({
      'playoffs.teams': "Playoff teams must be at most the league's 6 teams",
    });
    const late = refused(400, 'Playoffs of 2 rounds need weeks 6–7: the schedule has 6 weeks');
    expect(refusalErrors(late, ['playoffs.startWeek'])).toEqual({
      'playoffs.startWeek': 'Playoffs of 2 rounds need weeks 6–7: the schedule has 6 weeks',
    });
    expect(refusalErrors(late, ['waivers.days', 'playoffs.startWeek'])).toEqual({
      'playoffs.startWeek': 'Playoffs of 2 rounds need weeks 6–7: the schedule has 6 weeks',
    });
    expect(refusalErrors(late, ['playoffs.startWeek', 'playoffs.teams'])).toEqual({
      form: 'Playoffs of 2 rounds need weeks 6–7: the schedule has 6 weeks',
    });
  });

  it('puts a 409, a 400 on a whole group and any other failure at the top', () => {
    const closed = refused(
      409,
      'Median game can change only before the first game: the season has begun',
    );
    expect(refusalErrors(closed, ['medianGame'])).toEqual({ form: closed.message });
    const group = refused(400, 'Unknown setting in playoffs: seeds', [
      { field: 'playoffs', message: 'Unknown setting in playoffs: seeds' },
    ]);
    expect(refusalErrors(group, ['playoffs.teams'])).toEqual({ form: group.message });
    expect(refusalErrors(new Error(''), ['medianGame'])).toEqual({ form: SAVE_FAILED });
  });
});

describe('unsavedNote', () => {
  it('is null when nothing waits to be saved', () => {
    expect(unsavedNote(0, 0)).toBeNull();
  });

  it('counts the settings and the scoring values that leaving would lose', () => {
    expect(unsavedNote(1, 0)).toBe(
      '1 setting changed here is not saved yet. Leave the page and lose it?',
    );
    expect(unsavedNote(0, 2)).toBe(
      '2 scoring values changed here are not saved yet. Leave the page and lose them?',
    );
    expect(unsavedNote(3, 1)).toBe(
      '3 settings and 1 scoring value changed here are not saved yet. Leave the page and lose them?',
    );
  });
});
