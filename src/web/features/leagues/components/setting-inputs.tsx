import {
  Input,
  NumberInput,
  type NumberInputProps,
  SegmentedControl,
  Select,
  Switch,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { NO_WEEK } from '../settings-display';
import type { SettingControl } from './use-settings-form';

// The settings page's controls. Each takes a setting's control (value, change, message,
// disabled) and is named by its row's label.

type Choice = { value: string; label: string };

/** A choice's value as its setting holds it: a number, text, or null for "none". */
function settingOf(value: string, numeric: boolean) {
  if (value === NO_WEEK) return null;
  return numeric ? Number(value) : value;
}

const choiceOf = (value: SettingControl['value']) => (value === null ? NO_WEEK : String(value));

export function NumberSetting({
  control,
  ...props
}: { control: SettingControl } & Pick<
  NumberInputProps,
  'min' | 'max' | 'prefix' | 'suffix' | 'description' | 'leftSection'
>) {
  return (
    <NumberInput
      id={control.id}
      value={
        typeof control.value === 'number' || typeof control.value === 'string' ? control.value : ''
      }
      onChange={control.onChange}
      error={control.error}
      disabled={control.disabled}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}

export function SelectSetting({
  control,
  data,
  numeric = false,
}: {
  control: SettingControl;
  data: Choice[];
  /** The setting holds a number (hours, a week), the select its text. */
  numeric?: boolean;
}) {
  return (
    <Select
      id={control.id}
      data={data}
      value={choiceOf(control.value)}
      onChange={(value) => {
        if (value !== null) control.onChange(settingOf(value, numeric));
      }}
      allowDeselect={false}
      error={control.error}
      disabled={control.disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A few choices side by side (2, 4, 6 or 8 teams); the row's label names the group. */
export function SegmentSetting({
  control,
  data,
  numeric = false,
}: {
  control: SettingControl;
  data: { value: string; label: ReactNode }[];
  numeric?: boolean;
}) {
  return (
    <Input.Wrapper error={control.error}>
      <SegmentedControl
        aria-labelledby={`${control.id}-label`}
        data={data}
        value={choiceOf(control.value)}
        onChange={(value) => control.onChange(settingOf(value, numeric))}
        disabled={control.disabled}
        fullWidth
      />
    </Input.Wrapper>
  );
}

/** On or off; the switch says which beside it. */
export function SwitchSetting({ control }: { control: SettingControl }) {
  return (
    <Switch
      id={control.id}
      checked={control.value === true}
      onChange={(event) => control.onChange(event.currentTarget.checked)}
      label={control.value === true ? 'On' : 'Off'}
      error={control.error}
      disabled={control.disabled}
      size="md"
    />
  );
}
