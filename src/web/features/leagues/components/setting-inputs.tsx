import {
  Group,
  Input,
  NumberInput,
  type NumberInputProps,
  SegmentedControl,
  Select,
  Switch,
} from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NO_WEEK } from '../settings-display';
import { SettingRow } from './settings-section';
import type { SettingControl } from './use-settings-form';

// The settings page's controls. Each is a whole row: the setting's name, what it does (`help`)
// and when it may change, then the control, named by the row's label.

interface SettingProps {
  control: SettingControl;
  help?: ReactNode;
}

type Choice = { value: string; label: string; icon?: Icon };

/** A choice's value as its setting holds it: a number, text, or null for "none". */
function settingOf(value: string, numeric: boolean) {
  if (value === NO_WEEK) return null;
  return numeric ? Number(value) : value;
}

const choiceOf = (value: SettingControl['value']) => (value === null ? NO_WEEK : String(value));

export function NumberSetting({
  control,
  help,
  after,
  ...props
}: SettingProps &
  Pick<NumberInputProps, 'min' | 'max' | 'prefix' | 'suffix' | 'description'> & {
    /** Under the input: quick choices. */
    after?: ReactNode;
  }) {
  return (
    <SettingRow control={control} help={help}>
      <NumberInput
        id={control.id}
        value={
          typeof control.value === 'number' || typeof control.value === 'string'
            ? control.value
            : ''
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
      {after}
    </SettingRow>
  );
}

/** One of a list; `numeric` when the setting holds a number (hours, a week), the list text. */
export function SelectSetting({
  control,
  help,
  data,
  numeric = false,
}: SettingProps & { data: Choice[]; numeric?: boolean }) {
  return (
    <SettingRow control={control} help={help}>
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
    </SettingRow>
  );
}

/** A few choices side by side (2, 4, 6 or 8 teams); the row's label names the group. */
export function SegmentSetting({
  control,
  help,
  data,
  numeric = false,
}: SettingProps & { data: readonly Choice[]; numeric?: boolean }) {
  return (
    <SettingRow control={control} help={help}>
      <Input.Wrapper error={control.error}>
        <SegmentedControl
          aria-labelledby={`${control.id}-label`}
          data={data.map(({ value, label, icon: ChoiceIcon }) => ({
            value,
            label: ChoiceIcon ? (
              <Group gap={6} justify="center" wrap="nowrap">
                <ChoiceIcon size={15} />
                <span>{label}</span>
              </Group>
            ) : (
              label
            ),
          }))}
          value={choiceOf(control.value)}
          onChange={(value) => control.onChange(settingOf(value, numeric))}
          disabled={control.disabled}
          fullWidth
        />
      </Input.Wrapper>
    </SettingRow>
  );
}

/** On or off; the switch says which beside it. */
export function SwitchSetting({ control, help }: SettingProps) {
  return (
    <SettingRow control={control} help={help}>
      <Switch
        id={control.id}
        checked={control.value === true}
        onChange={(event) => control.onChange(event.currentTarget.checked)}
        label={control.value === true ? 'On' : 'Off'}
        error={control.error}
        disabled={control.disabled}
        size="md"
      />
    </SettingRow>
  );
}
