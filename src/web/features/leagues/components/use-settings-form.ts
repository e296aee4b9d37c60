import { type FormEvent, useEffect, useState } from 'react';
import type { LeagueSettingsDoc } from '../../../../domain/contract/settings';
import { showSuccess } from '../../../lib/toast';
import { useChangeLeagueSettings } from '../api/change-league-settings';
import {
  changedList,
  changedPaths,
  type EditablePath,
  parseSettingsEdits,
  refusalErrors,
  type SettingsEdits,
  type SettingsErrors,
  type SettingValue,
  shownValue,
} from '../league-settings-form';

/** The id of a setting's control, which its row's label points to. */
export const settingId = (path: string) => `setting-${path.replace('.', '-')}`;

export interface SettingControl {
  path: EditablePath;
  /** When the setting may change, and whether it may now. */
  change: LeagueSettingsDoc['changes'][EditablePath];
  id: string;
  value: SettingValue;
  error: string | undefined;
  disabled: boolean;
  onChange(value: SettingValue): void;
}

export type ControlOf = (path: EditablePath) => SettingControl;

/**
 * The settings page's state: the edits over the saved settings (so a fresh read shows through
 * every setting not being edited), the messages, and Save. Read-only for a member.
 */
export function useSettingsForm(
  doc: LeagueSettingsDoc,
  { leagueId, userId, readOnly }: { leagueId: string; userId: string; readOnly: boolean },
) {
  const [edits, setEdits] = useState<SettingsEdits>({});
  const [errors, setErrors] = useState<SettingsErrors>({});
  // The messages of the last refused Save, for revealFirst; editing a setting leaves it be.
  const [refused, setRefused] = useState<SettingsErrors | null>(null);
  useEffect(() => {
    if (refused) revealFirst(refused);
  }, [refused]);
  const refuse = (found: SettingsErrors) => {
    setErrors(found);
    setRefused(found);
  };
  const mutation = useChangeLeagueSettings(leagueId, userId);
  const changed = changedPaths(doc, edits);

  const control: ControlOf = (path) => ({
    path,
    change: doc.changes[path],
    id: settingId(path),
    value: shownValue(doc, edits, path),
    error: errors[path],
    disabled: readOnly || !doc.changes[path]?.open || mutation.isPending,
    onChange: (value) => {
      setEdits((now) => ({ ...now, [path]: value }));
      setErrors(({ [path]: _done, form: _top, ...others }) => others);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || mutation.isPending || changed.length === 0) return;
    const parsed = parseSettingsEdits(doc, edits);
    if (!parsed.ok) {
      refuse(parsed.errors);
      return;
    }
    mutation.mutate(parsed.patch, {
      onSuccess: () => {
        setEdits({});
        setErrors({});
        showSuccess('Settings Saved', `${changedList(parsed.paths)} changed.`);
      },
      onError: (error) => refuse(refusalErrors(error, parsed.paths)),
    });
  };

  const discard = () => {
    setEdits({});
    setErrors({});
  };

  return {
    control,
    changed,
    formError: errors.form,
    saving: mutation.isPending,
    submit,
    discard,
  };
}

/**
 * Brings the first message of a refused Save into view, and focuses its setting: Save sits in a
 * bar that stays on screen, often far from the setting at fault. A message about the whole form
 * is shown above the first section.
 */
function revealFirst(errors: SettingsErrors): void {
  const targets = Object.keys(errors).flatMap((path) => {
    const element = document.getElementById(path === 'form' ? FORM_ERROR_ID : settingId(path));
    return element ? [element] : [];
  });
  const [first] = targets.sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  if (!first) return;
  first.scrollIntoView({ block: 'center', behavior: 'smooth' });
  first.focus({ preventScroll: true });
}

/** The id of the message about the whole form. */
export const FORM_ERROR_ID = 'settings-form-error';
