import { describe, expect, it } from 'vitest';
import type { PlayerStats } from '../../../domain/contract/players';
import {
  barPercent,
  formatAverage,
  formatGameDate,
  formatPoints,
  kdaLine,
  kdaRatio,
  perGame,
  perGameBars,
} from './player-display';

const stats = (overrides: Partial<PlayerStats> = {}): PlayerStats => ({
  gamesPlayed: 10,
  kills: 40,
  deaths: 20,
  assists: 60,
  cs: 3_000,
  visionScore: 250,
  baronKills: 5,
  dragonKills: 20,
  turretKills: 15,
  ...overrides,
});

describe('formatPoints', () => {
  it('shows points to one decimal', () => {
    expect(formatPoints(123.456)).toBe('123.5');
    expect(formatPoints(7)).toBe('7.0');
    expect(formatPoints(-1.25)).toBe('-1.3');
  });

  it('groups thousands so season totals stay readable', () => {
    expect(formatPoints(1843.21)).toBe('1,843.2');
  });

  it('treats missing fantasy points as 0', () => {
    expect(formatPoints(undefined)).toBe('0.0');
    expect(formatPoints(null)).toBe('0.0');
    expect(formatPoints(Number.NaN)).toBe('0.0');
  });
});

describe('formatAverage', () => {
  it('shows per-game averages to one decimal', () => {
    expect(formatAverage(285.44)).toBe('285.4');
    expect(formatAverage(0)).toBe('0.0');
  });
});

describe('formatGameDate', () => {
  it('shows the UTC day of a game or a week', () => {
    expect(formatGameDate('2025-03-15T23:30:00.000Z')).toBe('Mar 15');
    expect(formatGameDate('2025-01-06')).toBe('Jan 6');
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatGameDate('soon')).toBe('');
  });
});

describe('perGame', () => {
  it('divides a season total by the games played', () => {
    expect(perGame(45, 10)).toBe(4.5);
  });

  it('is 0 before the first game', () => {
    expect(perGame(0, 0)).toBe(0);
  });
});

describe('kdaRatio', () => {
  it('is (kills + assists) / deaths to two decimals', () => {
    expect(kdaRatio(stats())).toBe('5.00');
    expect(kdaRatio(stats({ kills: 10, assists: 12, deaths: 7 }))).toBe('3.14');
  });

  it("reads 'Perfect' when the player never died", () => {
    expect(kdaRatio(stats({ deaths: 0 }))).toBe('Perfect');
    expect(kdaRatio(stats({ kills: 0, assists: 0, deaths: 0 }))).toBe('Perfect');
  });

  it('lists kills, deaths and assists', () => {
    expect(kdaLine(stats())).toBe('40/20/60');
  });
});

describe('perGameBars', () => {
  const byKey = (bars: ReturnType<typeof perGameBars>) =>
    Object.fromEntries(bars.map((bar) => [bar.key, bar]));

  it('scales each per-game value as the spec says', () => {
    const bars = byKey(
      perGameBars(
        stats({
          kills: 30, // 3/game x20 = 60
          deaths: 20, // 2/game x20 = 40
          assists: 55, // 5.5/game x10 = 55
          cs: 2_800, // 280/game /4 = 70
          visionScore: 300, // 30/game x2 = 60
          baronKills: 2,
          dragonKills: 1,
          turretKills: 1, // 0.4/game x20 = 8
        }),
      ),
    );
    expect(bars.kills).toMatchObject({ perGame: 3, percent: 60 });
    expect(bars.deaths).toMatchObject({ perGame: 2, percent: 40 });
    expect(bars.assists).toMatchObject({ perGame: 5.5, percent: 55 });
    expect(bars.cs).toMatchObject({ perGame: 280, percent: 70 });
    expect(bars.visionScore).toMatchObject({ perGame: 30, percent: 60 });
    expect(bars.objectives?.perGame).toBeCloseTo(0.4);
    expect(bars.objectives?.percent).toBeCloseTo(8);
  });

  it('caps every bar at 100', () => {
    const bars = perGameBars(stats({ kills: 200, cs: 10_000, visionScore: 2_000 }));
    for (const bar of bars) expect(bar.percent).toBeLessThanOrEqual(100);
    expect(byKey(bars).kills?.percent).toBe(100);
  });

  it('shows empty bars for a player without games', () => {
    const bars = perGameBars(stats({ gamesPlayed: 0 }));
    expect(bars.map((bar) => bar.percent)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('keeps the spec order: kills, deaths, assists, CS, vision, objectives', () => {
    expect(perGameBars(stats()).map((bar) => bar.key)).toEqual([
      'kills',
      'deaths',
      'assists',
      'cs',
      'visionScore',
      'objectives',
    ]);
  });
});

describe('barPercent', () => {
  it('never goes below an empty bar', () => {
    expect(barPercent(-3, 20)).toBe(0);
  });
});
