import type { PlayerStats } from '../../../domain/contract/players';

const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export { formatPoints } from '../../lib/format';

/** Per-game averages (CS, vision, …) read like points: one decimal. */
export function formatAverage(value: number): string {
  return oneDecimal.format(value);
}

const gameDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Game and week dates as "Mar 15", in UTC like the data (weeks run Monday–Sunday UTC). */
export function formatGameDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? '' : gameDate.format(date);
}

/** A season total spread over the games played; 0 before the first game. */
export function perGame(total: number, gamesPlayed: number): number {
  return gamesPlayed > 0 ? total / gamesPlayed : 0;
}

/** KDA: (kills + assists) / deaths to 2 decimals, 'Perfect' when deaths are 0. */
export function kdaRatio({ kills, deaths, assists }: PlayerStats): string {
  if (deaths === 0) return 'Perfect';
  return ((kills + assists) / deaths).toFixed(2);
}

export function kdaLine({
  kills,
  deaths,
  assists,
}: Pick<PlayerStats, 'kills' | 'deaths' | 'assists'>) {
  return `${kills}/${deaths}/${assists}`;
}

export interface StatBar {
  key: 'kills' | 'deaths' | 'assists' | 'cs' | 'visionScore' | 'objectives';
  label: string;
  /** The per-game value, as shown beside the bar. */
  perGame: number;
  /** Bar fill, 0–100. */
  percent: number;
}

/** Multiply a per-game value by its scale to get a bar fill, capped at a full bar. */
export function barPercent(perGameValue: number, scale: number): number {
  return Math.min(100, Math.max(0, perGameValue * scale));
}

/**
 * Progress-bar scales: kills ×20, deaths ×20, assists ×10, CS ÷4, vision ×2,
 * objectives (baron + dragon + turret kills) ×20, all per game.
 */
export function perGameBars(stats: PlayerStats): StatBar[] {
  const games = stats.gamesPlayed;
  const objectives = stats.baronKills + stats.dragonKills + stats.turretKills;
  const rows: [StatBar['key'], string, number, number][] = [
    ['kills', 'Kills', stats.kills, 20],
    ['deaths', 'Deaths', stats.deaths, 20],
    ['assists', 'Assists', stats.assists, 10],
    ['cs', 'CS', stats.cs, 1 / 4],
    ['visionScore', 'Vision Score', stats.visionScore, 2],
    ['objectives', 'Objectives', objectives, 20],
  ];
  return rows.map(([key, label, total, scale]) => {
    const value = perGame(total, games);
    return { key, label, perGame: value, percent: barPercent(value, scale) };
  });
}
