import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SLOT_COLORS } from '../../../lib/position-colors';

// The six starting slots, in their usual colours.
const SLOTS = (['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'] as const).map((slot) => ({
  slot,
  color: SLOT_COLORS[slot],
}));

/** An empty roster as an illustration: six starters and a bench, waiting for a draft. */
export function RosterPreview() {
  return (
    <Paper
      radius="lg"
      p="lg"
      aria-hidden="true"
      style={{
        background:
          'linear-gradient(160deg, rgba(11,191,177,0.10), rgba(200,170,110,0.06) 55%, rgba(8,14,29,0.6))',
        borderColor: 'rgba(200,170,110,0.28)',
      }}
    >
      <Group justify="space-between" mb="md">
        <Text fw={700}>Your Roster</Text>
        <Badge variant="light" color="gold">
          Draft day
        </Badge>
      </Group>
      <Stack gap={8}>
        {SLOTS.map(({ slot, color }) => (
          <Group
            key={slot}
            justify="space-between"
            px="sm"
            py={8}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              border: '1px dashed rgba(140,160,200,0.25)',
              background: 'rgba(8,14,29,0.45)',
            }}
          >
            <Badge color={color} variant="light" w={92}>
              {slot}
            </Badge>
            <Group gap={6} c="dimmed">
              <IconPlus size={14} />
              <Text size="sm">Draft a pro</Text>
            </Group>
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="md" ta="right">
        Bench: up to 3 players
      </Text>
    </Paper>
  );
}
