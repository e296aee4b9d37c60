import {
  type LeagueSettingsDoc,
  type SettingsPatch,
  settingsPatchSchema,
} from '../../../domain/contract/settings';
import { SETTING_RULES, type SettingPath } from '../../../domain/league-settings';
import { actionErrorMessage } from '../../lib/action-error';
import { ApiError } from '../../lib/api-client';

/**
 * The settings page's form: the commissioner's edits on top of the league's settings, sent as
 * one patch of what changed and checked first with the server's own schema.
 */

/** The settings the commissioner changes with Save (the scoring is saved on its own). */
export const EDITABLE_PATHS = [
  'league.name',
  'league.description',
  'league.isPublic',
  'league.maxTeams',
  'roster.bench',
  'roster.teamSlot',
  'trades.reviewHours',
  'trades.deadlineWeek',
  'waivers.type',
  'waivers.budget',
  'waivers.days',
  'locks.lockMode',
  'locks.finalGraceHours',
  'season.weekSeconds',
  'playoffs.teams',
  'playoffs.startWeek',
  'playoffs.roundWeeks',
  'playoffs.consolation',
  'medianGame',
] as const satisfies readonly SettingPath[];
export type EditablePath = (typeof EDITABLE_PATHS)[number];

/** A control's value: the setting's own, or the text of a number input being typed or cleared. */
export type SettingValue = string | number | boolean | null;
export type SettingsEdits = Partial<Record<EditablePath, SettingValue>>;
/** A message under a setting, or (`form`) at the top of the page. */
export type SettingsErrors = Partial<Record<EditablePath | 'form', string>>;

export const isEditable = (path: string): path is EditablePath =>
  (EDITABLE_PATHS as readonly string[]).includes(path);

/** The value of one setting in the settings document. */
export function savedValue(doc: LeagueSettingsDoc, path: SettingPath): SettingValue {
  const [group, field] = path.split('.') as [keyof LeagueSettingsDoc, string | undefined];
  const part = doc[group];
  return field === undefined
    ? (part as SettingValue)
    : (part as Record<string, SettingValue>)[field]!;
}

// An edit counts while its setting may change: one the league's stage has since closed (the
// draft began while the page was open) shows what is saved, and is not sent.
const edited = (doc: LeagueSettingsDoc, edits: SettingsEdits, path: EditablePath) =>
  path in edits && doc.changes[path]?.open !== false;

/** What a control shows: the edit when there is one, else the saved value. */
export const shownValue = (doc: LeagueSettingsDoc, edits: SettingsEdits, path: EditablePath) =>
  edited(doc, edits, path) ? edits[path]! : savedValue(doc, path);

/** The settings whose edits differ from what is saved, in the page's order. */
export function changedPaths(doc: LeagueSettingsDoc, edits: SettingsEdits): EditablePath[] {
  return EDITABLE_PATHS.filter(
    (path) => edited(doc, edits, path) && edits[path] !== savedValue(doc, path),
  );
}

/** The changes as the server reads them: `{ playoffs: { teams: 2 }, medianGame: true }`. */
function patchOf(doc: LeagueSettingsDoc, edits: SettingsEdits, paths: readonly EditablePath[]) {
  const patch: Record<string, unknown> = {};
  for (const path of paths) {
    // A cleared number input is no number at all, which the schema refuses with its range.
    const value =
      typeof edits[path] === 'string' && typeof savedValue(doc, path) === 'number'
        ? Number.NaN
        : edits[path];
    const [group, field] = path.split('.') as [string, string | undefined];
    if (field === undefined) patch[group] = value;
    else patch[group] = { ...(patch[group] as object), [field]: value };
  }
  return patch;
}

export type SettingsParse =
  | { ok: true; patch: SettingsPatch; paths: EditablePath[] }
  | { ok: false; errors: SettingsErrors };

/** The edits that change something, as a patch the server's schema accepts, or what is wrong. */
export function parseSettingsEdits(doc: LeagueSettingsDoc, edits: SettingsEdits): SettingsParse {
  const paths = changedPaths(doc, edits);
  const parsed = settingsPatchSchema.safeParse(patchOf(doc, edits, paths));
  if (parsed.success) return { ok: true, patch: parsed.data, paths };
  const errors: SettingsErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[isEditable(path) ? path : 'form'] ??= issue.message;
  }
  return { ok: false, errors };
}

export const SAVE_FAILED = 'Failed to save the settings';

/**
 * Where a refusal of the save shows. A 400 goes to the setting it names; one that names none
 * (a bracket that does not fit the schedule) goes to the changed setting it speaks of: the one
 * whose name starts the message, or the one changed in the group its first word names
 * ('Playoffs of 2 rounds need…'), or the only one changed. Anything else, a 409 among them,
 * goes to the top.
 */
export function refusalErrors(error: unknown, paths: readonly EditablePath[]): SettingsErrors {
  const message = actionErrorMessage(error, SAVE_FAILED);
  if (!(error instanceof ApiError) || error.status !== 400) return { form: message };
  const [named] = error.fields;
  if (named) return isEditable(named.field) ? { [named.field]: named.message } : { form: message };
  const path = settingSpokenOf(message, paths) ?? (paths.length === 1 ? paths[0] : undefined);
  return path ? { [path]: message } : { form: message };
}

const singular = (word: string) => word.toLowerCase().replace(/s$/, '');

function settingSpokenOf(message: string, paths: readonly EditablePath[]) {
  const byName = paths.filter((path) => message.startsWith(SETTING_RULES[path].label));
  if (byName.length === 1) return byName[0];
  const group = singular(message.split(' ')[0] ?? '');
  const inGroup = paths.filter(
    (path) => path.includes('.') && singular(path.split('.')[0]!) === group,
  );
  return inGroup.length === 1 ? inGroup[0] : undefined;
}

/** 'Trade review hours, waiver type and median game'. */
export function changedList(paths: readonly EditablePath[]): string {
  const names = paths.map((path, index) => {
    const label = SETTING_RULES[path].label;
    // Lower case inside the sentence, but not a name that starts with capitals (FAAB, TEAM).
    return index === 0 || /^[A-Z]{2}/.test(label)
      ? label
      : label[0]!.toLowerCase() + label.slice(1);
  });
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * What leaving the settings page would lose, or null when nothing is unsaved: the settings Save
 * keeps, and the scoring values Save Scoring keeps.
 */
export function unsavedNote(settings: number, scoring: number): string | null {
  const parts = [
    settings > 0 ? `${settings} ${settings === 1 ? 'setting' : 'settings'}` : null,
    scoring > 0 ? `${scoring} scoring ${scoring === 1 ? 'value' : 'values'}` : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return `${parts.join(' and ')} changed here ${settings + scoring === 1 ? 'is' : 'are'} not saved yet. Leave the page and lose ${settings + scoring === 1 ? 'it' : 'them'}?`;
}
