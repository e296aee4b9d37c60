import { describe, expect, it } from 'vitest';
import {
  closedBecause,
  type LeagueStage,
  SETTING_PATHS,
  SETTING_RULES,
  type SettingPath,
  windowsAfterFirstGame,
} from './league-settings';

const stage = (changes: Partial<LeagueStage> = {}): LeagueStage => ({
  drafted: false,
  firstGamePlayed: false,
  seeded: false,
  playoffsStarted: false,
  crowned: false,
  ...changes,
});

describe('when a setting may change', () => {
  it('opens every setting before the draft and the season', () => {
    for (const path of SETTING_PATHS) expect(closedBecause(path, stage())).toBeNull();
  });

  it('lets a replay’s pace and the median game change after the draft until the first game', () => {
    expect(SETTING_RULES['season.weekSeconds'].when).toBe('before the first game');
    expect(SETTING_RULES.medianGame.when).toBe('before the first game');
    const drafted = stage({ drafted: true });
    expect(closedBecause('season.weekSeconds', drafted)).toBeNull();
    expect(closedBecause('medianGame', drafted)).toBeNull();
    const played = stage({ drafted: true, firstGamePlayed: true });
    expect(closedBecause('season.weekSeconds', played)).toBe(
      'Pace can change only before the first game: the season has begun',
    );
    expect(closedBecause('medianGame', played)).toBe(
      'Median game can change only before the first game: the season has begun',
    );
  });

  it('closes the draft settings once the draft has begun, or the season without a draft', () => {
    expect(closedBecause('roster.bench', stage({ drafted: true }))).toBe(
      'Bench size can change only before the draft: the draft has begun',
    );
    expect(closedBecause('league.maxTeams', stage({ firstGamePlayed: true }))).toBe(
      'Maximum teams can change only before the draft: the season has begun',
    );
    // Both: the draft came first.
    expect(closedBecause('roster.teamSlot', stage({ drafted: true, firstGamePlayed: true }))).toBe(
      'TEAM slot can change only before the draft: the draft has begun',
    );
  });

  it('closes the playoff settings and the scoring once the seeds are drawn, even before the playoffs begin', () => {
    const seeded = stage({ firstGamePlayed: true, seeded: true });
    expect(closedBecause('playoffs.teams', seeded)).toBe(
      'Playoff teams can change only before the playoffs: the playoffs are seeded',
    );
    expect(closedBecause('scoring', seeded)).toBe(
      'Scoring can change only before the playoffs: the playoffs are seeded',
    );
    expect(closedBecause('playoffs.consolation', stage({ playoffsStarted: true }))).toBe(
      'Consolation bracket can change only before the playoffs: the playoffs have begun',
    );
  });

  it('closes them once a league without playoffs has crowned the top of its standings', () => {
    expect(closedBecause('scoring', stage({ firstGamePlayed: true, crowned: true }))).toBe(
      'Scoring can change only before the playoffs: the champion is crowned',
    );
    // Its crowning keeps the draw that placed it as the league's seeds.
    expect(
      closedBecause('scoring', stage({ firstGamePlayed: true, seeded: true, crowned: true })),
    ).toBe('Scoring can change only before the playoffs: the champion is crowned');
  });

  it('never closes what may change any time', () => {
    const over = stage({
      drafted: true,
      firstGamePlayed: true,
      seeded: true,
      playoffsStarted: true,
      crowned: true,
    });
    expect(closedBecause('league.name', over)).toBeNull();
    expect(closedBecause('waivers.days', over)).toBeNull();
  });
});

describe('a settings page read before the first game, once it has happened', () => {
  /** The windows as the server states them at `read`. */
  const windowsAt = (read: LeagueStage) =>
    Object.fromEntries(
      SETTING_PATHS.map((path) => {
        const reason = closedBecause(path, read);
        return [
          path,
          { when: SETTING_RULES[path].when, open: reason === null, closedBecause: reason },
        ];
      }),
    ) as Record<SettingPath, { when: string; open: boolean; closedBecause: string | null }>;

  it('locks the first game’s settings with the reason the server gives, and leaves the rest open', () => {
    const after = windowsAfterFirstGame(windowsAt(stage({ drafted: true })));
    expect(after['season.weekSeconds']).toEqual({
      when: 'before the first game',
      open: false,
      closedBecause: 'Pace can change only before the first game: the season has begun',
    });
    expect(after.medianGame.closedBecause).toBe(
      closedBecause('medianGame', stage({ drafted: true, firstGamePlayed: true })),
    );
    expect(after['league.name'].open).toBe(true);
    expect(after['playoffs.teams'].open).toBe(true);
    expect(after.scoring.open).toBe(true);
  });

  it('agrees with the server’s windows after the first game, drafted or not', () => {
    for (const drafted of [false, true]) {
      const before = windowsAt(stage({ drafted }));
      expect(windowsAfterFirstGame(before)).toEqual(
        windowsAt(stage({ drafted, firstGamePlayed: true })),
      );
    }
  });

  it('keeps a setting closed before with its own reason', () => {
    const live = windowsAt(stage());
    live['season.weekSeconds'] = {
      when: 'before the first game',
      open: false,
      closedBecause: 'A live season has no pace',
    };
    expect(windowsAfterFirstGame(live)['season.weekSeconds'].closedBecause).toBe(
      'A live season has no pace',
    );
  });
});
