import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatTileProps {
  label: string;
  value: ReactNode;
  /** A line of context under the value. */
  detail?: ReactNode;
  /** Beside the label, from the xs breakpoint up. */
  icon?: ReactNode;
  color?: string;
  /** lg: a page's few headline numbers (a player's), a little larger. */
  size?: 'md' | 'lg';
  valueTestId?: string;
  detailTestId?: string;
}

/** One headline number: label, value, and a line of context. */
export function StatTile({
  label,
  value,
  detail,
  icon,
  color = 'rift',
  size = 'md',
  valueTestId,
  detailTestId,
}: StatTileProps) {
  const labelText = (
    <Text fz={{ base: 10, sm: 'xs' }} tt="uppercase" c="dimmed" fw={700} lts={0.8}>
      {label}
    </Text>
  );
  return (
    <Paper radius="lg" p={{ base: 'sm', sm: 'lg' }} role="group" aria-label={label}>
      {icon ? (
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          {labelText}
          <ThemeIcon variant="light" color={color} size={28} radius="md" visibleFrom="xs">
            {icon}
          </ThemeIcon>
        </Group>
      ) : (
        labelText
      )}
      <Text
        fz={{ base: 22, sm: size === 'lg' ? 32 : 30 }}
        fw={800}
        lh={1.2}
        mt={size === 'lg' ? 4 : 2}
        data-testid={valueTestId}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
      {detail ? (
        <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" data-testid={detailTestId}>
          {detail}
        </Text>
      ) : null}
    </Paper>
  );
}

/** A stat tile in outline while its number loads; the widths follow the number and its line. */
export function StatTileSkeleton({
  valueWidth,
  detailWidth,
}: {
  valueWidth: string;
  detailWidth: string;
}) {
  return (
    <Paper radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Skeleton height={10} width="50%" mb="md" />
      <Skeleton height={26} width={valueWidth} mb="sm" />
      <Skeleton height={10} width={detailWidth} />
    </Paper>
  );
}
