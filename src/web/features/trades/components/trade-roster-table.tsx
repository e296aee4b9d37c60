import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { rosterColumns } from '../../../components/roster-columns';
import { RowButton } from '../../../components/row-button';
import type { TradeRow } from '../trade-selection';
import classes from './trade-roster-table.module.css';

interface SelectableRow extends TradeRow {
  selected: boolean;
}

interface TradeRosterTableProps {
  /** 'Your Team: {name}' or 'Their Team: {name}'. */
  title: string;
  subtitle: string;
  rows: readonly TradeRow[];
  selected: ReadonlySet<string>;
  leagueId: string;
  onToggle(playerId: string): void;
  'data-testid'?: string;
}

/** One side of the trade: its slots and bench players, each with a Select/Selected toggle. */
export function TradeRosterTable({
  title,
  subtitle,
  rows,
  selected,
  leagueId,
  onToggle,
  'data-testid': testId,
}: TradeRosterTableProps) {
  const tableRows = useMemo(
    () =>
      rows.map((row) => ({ ...row, selected: row.player ? selected.has(row.player.id) : false })),
    [rows, selected],
  );
  const columns = useMemo(() => tradeColumns(leagueId, onToggle), [leagueId, onToggle]);
  const count = tableRows.filter((row) => row.selected).length;

  return (
    <Paper radius="lg" p={0} style={{ overflow: 'clip' }} component="section" aria-label={title}>
      <Group
        justify="space-between"
        align="flex-start"
        wrap="nowrap"
        px={{ base: 'md', sm: 'lg' }}
        pt="md"
        pb="xs"
      >
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {subtitle}
          </Text>
        </Stack>
        <Badge
          variant={count > 0 ? 'light' : 'outline'}
          color={count > 0 ? 'rift' : 'gray'}
          style={{ flexShrink: 0 }}
        >
          {count} selected
        </Badge>
      </Group>
      <div className={classes.rows}>
        <DataTable
          columns={columns}
          rows={tableRows}
          rowKey={rowKey}
          rowProps={rowProps}
          verticalSpacing={10}
          horizontalSpacing="xs"
          data-testid={testId}
        />
      </div>
    </Paper>
  );
}

const rowKey = (row: SelectableRow) => row.key;
const rowProps = (row: SelectableRow) => ({
  'data-testid': `trade-row-${row.key}`,
  'data-selected': row.selected || undefined,
});

function tradeColumns(leagueId: string, onToggle: (playerId: string) => void) {
  const columns: DataColumn<SelectableRow>[] = [
    ...rosterColumns<SelectableRow>(leagueId),
    {
      key: 'select',
      header: 'Select',
      hiddenHeader: true,
      width: { base: 100, sm: 132 },
      align: 'right',
      cell: ({ player, selected }) =>
        player ? (
          <RowButton
            size="compact-sm"
            fullWidth
            variant={selected ? 'filled' : 'light'}
            color={selected ? 'rift' : 'gray'}
            icon={selected ? <IconCheck size={14} /> : <IconPlus size={14} />}
            aria-pressed={selected}
            aria-label={`${selected ? 'Selected' : 'Select'} ${player.name}`}
            onClick={() => onToggle(player.id)}
          >
            {selected ? 'Selected' : 'Select'}
          </RowButton>
        ) : null,
    },
  ];
  return columns;
}
