import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SETTING_RULES, type SettingPath } from '../../../../domain/league-settings';
import { settingsSectionId } from '../../../lib/paths';
import { whenLabel } from '../settings-display';
import classes from './settings.module.css';
import { type SettingControl, settingId } from './use-settings-form';

/** One group of the settings page: a card with its heading, then its settings in rows. */
export function SettingsSection({
  id,
  title,
  icon,
  description,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      id={settingsSectionId(id)}
      aria-labelledby={`${id}-heading`}
      data-testid={`settings-${id}`}
      // A link to the group scrolls it to the top, clear of the sticky header.
      style={{ scrollMarginTop: 80 }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="rift" size={36} radius="md">
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" id={`${id}-heading`}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
      </Group>
      <div>{children}</div>
    </Paper>
  );
}

interface SettingRowProps {
  /** The setting changed here: its name, its control's id and when it may change. */
  control?: Pick<SettingControl, 'id' | 'change'> & { path: SettingPath };
  /** A setting shown only, or a row that is no setting of its own (then `label` names it). */
  path?: SettingPath;
  label?: string;
  /** What the setting does, under its name. */
  help?: ReactNode;
  children: ReactNode;
}

/**
 * A setting: its name, what it does and when it may change on the left, its control (or, for a
 * setting shown only, its value) on the right. A setting closed by the league's stage says why.
 */
export function SettingRow({
  control,
  path = control?.path,
  label,
  help,
  children,
}: SettingRowProps) {
  const name = label ?? (path ? SETTING_RULES[path].label : '');
  const id = control?.id ?? settingId(path ?? name);
  const change = control?.change;
  return (
    <div className={classes.row} data-testid={`setting-${path ?? name}`}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap" align="baseline">
          <Text
            component="label"
            htmlFor={control ? id : undefined}
            id={`${id}-label`}
            fw={600}
            size="sm"
          >
            {name}
          </Text>
          {change ? (
            <Group gap={4} wrap="nowrap" c="dimmed" data-testid="setting-when">
              <IconClock size={12} />
              <Text size="xs" c="dimmed">
                {whenLabel(change.when)}
              </Text>
            </Group>
          ) : null}
        </Group>
        {help ? (
          <Text size="xs" c="dimmed">
            {help}
          </Text>
        ) : null}
        {change && !change.open ? (
          <Group gap={6} wrap="nowrap" align="flex-start" c="yellow.5">
            <IconLock size={14} style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" c="yellow.5" data-testid="setting-closed">
              {change.closedBecause}
            </Text>
          </Group>
        ) : null}
      </Stack>
      <div>{children}</div>
    </div>
  );
}
