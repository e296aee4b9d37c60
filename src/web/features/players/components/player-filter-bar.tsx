import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { REGION_LABELS } from '../../../../domain/regions';
import {
  PLAYER_POSITIONS,
  type PlayerPosition,
  type PlayerRegion,
  type PlayerStatus,
} from '../../../../domain/vocabulary';
import { SearchInput } from '../../../components/search-input';
import { hasActiveFilters, type PlayerFilters } from '../player-filters';

interface PlayerFilterBarProps {
  filters: PlayerFilters;
  regions: readonly PlayerRegion[];
  onChange(filters: PlayerFilters): void;
}

const POSITION_OPTIONS = PLAYER_POSITIONS.map((position) => ({
  value: position,
  label: position === 'TEAM' ? 'TEAM (whole team)' : position,
}));

const STATUS_OPTIONS: { value: PlayerStatus; label: string }[] = [
  { value: 'free', label: 'Free agents' },
  { value: 'waivers', label: 'On waivers' },
  { value: 'rostered', label: 'Rostered' },
];

/**
 * The list's controls: text search, region, position and the players' standing in the league
 * ('Clear Filters' sits with the count).
 */
export function PlayerFilterBar({ filters, regions, onChange }: PlayerFilterBarProps) {
  const regionOptions = regions.map((region) => ({ value: region, label: REGION_LABELS[region] }));

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        label="Search players"
        placeholder="Search player or team"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
        clearable
        style={{ flex: '1 1 280px' }}
      />
      <Select
        aria-label="Region"
        placeholder="All regions"
        data={regionOptions}
        value={filters.region}
        onChange={(value) => onChange({ ...filters, region: value as PlayerRegion | null })}
        clearable
        w={{ base: 'calc(50% - 6px)', sm: 170 }}
      />
      <Select
        aria-label="Position"
        placeholder="All positions"
        data={POSITION_OPTIONS}
        value={filters.position}
        onChange={(value) => onChange({ ...filters, position: value as PlayerPosition | null })}
        clearable
        w={{ base: 'calc(50% - 6px)', sm: 180 }}
      />
      <Select
        aria-label="Status"
        placeholder="All players"
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(value) => onChange({ ...filters, status: value as PlayerStatus | null })}
        clearable
        w={{ base: '100%', sm: 160 }}
      />
    </Group>
  );
}

/** The result count and the 'Clear Filters' button, on one line under the controls. */
export function FilterSummary({
  filters,
  count,
  onClear,
}: {
  filters: PlayerFilters;
  count: ReactNode;
  onClear(): void;
}) {
  return (
    <Group justify="space-between" gap="xs" mih={30}>
      {count}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconFilterOff size={16} />}
        disabled={!hasActiveFilters(filters)}
        onClick={onClear}
      >
        Clear Filters
      </Button>
    </Group>
  );
}
