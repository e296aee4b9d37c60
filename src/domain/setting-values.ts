import { SETTING_RULES, type SettingPath } from './league-settings';
import { type LockMode, paceLabel } from './season-clock';
import type { WaiverType } from './vocabulary';

/**
 * A league setting's value in words, the same on the league page and in its log: '24 hours',
 * '$100', 'On', 'Week 8', 'None'.
 */

export const WAIVER_TYPE_LABELS: Record<WaiverType, string> = {
  faab: 'FAAB',
  rolling: 'Rolling',
  'reverse-standings': 'Reverse standings',
};

export const LOCK_MODE_LABELS: Record<LockMode, string> = {
  player: 'Each player at his game',
  week: 'Whole lineup at the first game',
};

const count = (value: number, one: string, many = `${one}s`) =>
  `${value} ${value === 1 ? one : many}`;

const number = (write: (value: number) => string) => (value: unknown) =>
  typeof value === 'number' ? write(value) : null;
const onOff = (value: unknown) => (typeof value === 'boolean' ? (value ? 'On' : 'Off') : null);
const week = number((value) => `Week ${value}`);
const hours = number((value) => count(value, 'hour'));
const teams = number((value) => count(value, 'team'));
const named =
  <T extends string>(labels: Record<T, string>) =>
  (value: unknown) =>
    typeof value === 'string' && value in labels ? labels[value as T] : null;

/** Each setting's own words; a value these do not read falls back to plain text. */
const WORDS: Partial<Record<SettingPath, (value: unknown) => string | null>> = {
  'league.isPublic': (value) =>
    typeof value === 'boolean' ? (value ? 'Public' : 'Private') : null,
  'league.maxTeams': teams,
  'roster.bench': number((value) => count(value, 'spot')),
  'roster.teamSlot': onOff,
  'trades.reviewHours': hours,
  'trades.deadlineWeek': week,
  'waivers.type': named(WAIVER_TYPE_LABELS),
  'waivers.budget': number((value) => `$${value}`),
  'waivers.days': number((value) => count(value, 'day')),
  'locks.lockMode': named(LOCK_MODE_LABELS),
  'locks.finalGraceHours': hours,
  'season.weekSeconds': number(paceLabel),
  'playoffs.teams': teams,
  // No week set: the playoffs take the schedule's last weeks.
  'playoffs.startWeek': (value) => (value === null ? 'After the regular season' : week(value)),
  'playoffs.roundWeeks': number((value) => count(value, 'week')),
  'playoffs.consolation': onOff,
  medianGame: onOff,
};

/** A setting's value in its own words ('Rolling', '1 week per hour'), or null without them. */
export const settingWords = (path: string, value: unknown): string | null =>
  (isSettingPath(path) ? WORDS[path]?.(value) : null) ?? null;

export function settingValueText(path: string, value: unknown): string {
  const words = settingWords(path, value);
  if (words) return words;
  if (value === null || value === undefined || value === '') return 'None';
  return typeof value === 'boolean' ? (value ? 'On' : 'Off') : String(value);
}

export const isSettingPath = (path: string): path is SettingPath => path in SETTING_RULES;
