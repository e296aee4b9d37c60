import { ActionIcon, Box, Button, Group, Menu, ScrollArea, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconCircleCheckFilled,
  IconPointFilled,
} from '@tabler/icons-react';
import type { ScheduleWeek } from '../../../../domain/contract/leagues';
import { scheduleWeek } from '../season-weeks';

interface WeekPickerProps {
  week: number;
  /** Weeks 1..count. */
  count: number;
  schedule: readonly ScheduleWeek[];
  onChange(week: number): void;
}

/** The week selector: Previous/Next, and a menu of Week 1..N with their dates. */
export function WeekPicker({ week, count, schedule, onChange }: WeekPickerProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={36}
        aria-label="Previous"
        disabled={week <= 1}
        onClick={() => onChange(week - 1)}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Menu position="bottom-start" width={290} shadow="lg" radius="md">
        <Menu.Target>
          <Button
            variant="default"
            h={36}
            miw={128}
            rightSection={<IconChevronDown size={16} />}
            aria-live="polite"
          >
            Week {week}
          </Button>
        </Menu.Target>
        <Menu.Dropdown p={4}>
          <ScrollArea.Autosize mah={320} type="auto">
            {Array.from({ length: count }, (_, index) => index + 1).map((n) => {
              const entry = scheduleWeek(schedule, n);
              return (
                <Menu.Item
                  key={n}
                  onClick={() => onChange(n)}
                  bg={n === week ? 'var(--mantine-color-dark-5)' : undefined}
                  aria-current={n === week ? 'true' : undefined}
                  rightSection={<WeekStatusMark status={entry?.status} />}
                >
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Text size="sm" fw={n === week ? 700 : 500}>
                      Week {n}
                    </Text>
                    {entry ? (
                      <Text size="xs" c="dimmed">
                        {entry.label}
                      </Text>
                    ) : null}
                  </Group>
                </Menu.Item>
              );
            })}
          </ScrollArea.Autosize>
        </Menu.Dropdown>
      </Menu>
      <ActionIcon
        variant="default"
        size={36}
        aria-label="Next"
        disabled={week >= count}
        onClick={() => onChange(week + 1)}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}

/** A final week's check, a live week's red dot; nothing for a week to come. */
function WeekStatusMark({ status }: { status: ScheduleWeek['status'] | undefined }) {
  if (status === 'final') {
    return (
      <IconCircleCheckFilled size={16} color="var(--mantine-color-rift-5)" aria-label="Final" />
    );
  }
  if (status === 'live') {
    return (
      <Box w={16} style={{ display: 'flex', justifyContent: 'center' }} aria-label="Live">
        <IconPointFilled size={16} color="var(--mantine-color-red-5)" />
      </Box>
    );
  }
  return <span style={{ width: 16 }} />;
}
