import { CloseButton, type ElementProps, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchInputProps
  extends Omit<TextInputProps, 'value' | 'onChange' | 'leftSection' | 'rightSection'>,
    ElementProps<'input', keyof TextInputProps> {
  /** What it searches, for screen readers: "Search players". */
  label: string;
  value: string;
  onChange(value: string): void;
  /** Once something is typed, a × at the right empties the box. */
  clearable?: boolean;
}

/** A search box with its magnifier, handing on the text itself rather than the change event. */
export function SearchInput({
  label,
  value,
  onChange,
  clearable = false,
  ...props
}: SearchInputProps) {
  return (
    <TextInput
      aria-label={label}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        clearable && value ? (
          <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange('')} />
        ) : undefined
      }
      {...props}
    />
  );
}
