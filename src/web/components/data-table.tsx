import { Box, type MantineSpacing, type StyleProp, Table, VisuallyHidden } from '@mantine/core';
import {
  type HTMLAttributes,
  type MouseEvent,
  memo,
  type ReactNode,
  useCallback,
  useMemo,
} from 'react';
import classes from './data-table.module.css';

/** Classes for what goes into cells: `link`, `subline`, `dimmed`, `strong`, `points`, … */
export const tableClasses = classes;

export interface DataColumn<Row> {
  key: string;
  header: ReactNode;
  /** The header is read by screen readers only (a column of buttons). */
  hiddenHeader?: boolean;
  /** In pixels, fixed or per breakpoint: `{ base: 46, sm: 72 }`. */
  width?: StyleProp<number>;
  align?: 'left' | 'center' | 'right';
  /** Narrower screens drop the column. */
  from?: 'xs' | 'sm' | 'md';
  /** The cells name their row (a table of labelled facts). */
  rowHeader?: boolean;
  /** Added to each body cell of the column. */
  className?: string;
  cell(row: Row): ReactNode;
}

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, unknown>;

interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Marks on a row for its styling or tests (`data-*`, aria-current). */
  rowProps?(row: Row): RowAttributes;
  /** A click anywhere on a row (one listener for the whole body). */
  onRowClick?(row: Row, event: MouseEvent<HTMLElement>): void;
  /** Shown under the header row when there are no rows. */
  empty?: ReactNode;
  /** A table of labelled facts has no header row. */
  withHeader?: boolean;
  verticalSpacing?: MantineSpacing | number;
  horizontalSpacing?: MantineSpacing | number;
  /** The header stays in view under the app bar while the page scrolls. */
  stickyHeaderOffset?: number;
  'data-testid'?: string;
  'aria-label'?: string;
}

/**
 * The app's table: columns say what each cell shows, rows are records. Rows re-render only when
 * their record changes, so columns and rowProps should be stable (module constants or useMemo).
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  onRowClick,
  empty,
  withHeader = true,
  verticalSpacing = 'sm',
  horizontalSpacing = 'sm',
  stickyHeaderOffset,
  ...rest
}: DataTableProps<Row>) {
  const byKey = useMemo(
    () => (onRowClick ? new Map(rows.map((row) => [rowKey(row), row])) : null),
    [rows, rowKey, onRowClick],
  );
  const onBodyClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const key = (event.target as HTMLElement).closest<HTMLElement>('tr[data-key]')?.dataset.key;
      const row = key === undefined ? undefined : byKey?.get(key);
      if (row !== undefined) onRowClick?.(row, event);
    },
    [byKey, onRowClick],
  );

  return (
    <>
      <Table
        className={classes.table}
        layout="fixed"
        verticalSpacing={verticalSpacing}
        horizontalSpacing={horizontalSpacing}
        stickyHeader={stickyHeaderOffset !== undefined}
        stickyHeaderOffset={stickyHeaderOffset}
        data-clickable={onRowClick ? true : undefined}
        {...rest}
      >
        {withHeader ? (
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width} className={cellClass(column)}>
                  {column.hiddenHeader ? (
                    <VisuallyHidden>{column.header}</VisuallyHidden>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        ) : (
          <colgroup>
            {/* A column a phone drops loses its <col> too, so the others keep their widths. */}
            {columns.map((column) => (
              <Box
                key={column.key}
                component="col"
                w={column.width}
                className={column.from ? FROM[column.from] : undefined}
              />
            ))}
          </colgroup>
        )}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a clickable row holds a link for keyboards; the click only widens the target */}
        <tbody onClick={onRowClick ? onBodyClick : undefined}>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <BodyRow
                key={key}
                rowKey={onRowClick ? key : undefined}
                row={row}
                columns={columns as readonly DataColumn<unknown>[]}
                rowProps={rowProps as ((row: unknown) => RowAttributes) | undefined}
              />
            );
          })}
        </tbody>
      </Table>
      {/* Under the table: a spanning cell would count the columns a phone drops. */}
      {rows.length === 0 && empty ? <div className={classes.empty}>{empty}</div> : null}
    </>
  );
}

const BodyRow = memo(function BodyRow({
  row,
  rowKey,
  columns,
  rowProps,
}: {
  row: unknown;
  rowKey: string | undefined;
  columns: readonly DataColumn<unknown>[];
  rowProps: ((row: unknown) => RowAttributes) | undefined;
}) {
  return (
    <tr data-key={rowKey} {...rowProps?.(row)}>
      {columns.map((column) =>
        column.rowHeader ? (
          <th key={column.key} scope="row" className={cellClass(column)}>
            {column.cell(row)}
          </th>
        ) : (
          <td key={column.key} className={cellClass(column)}>
            {column.cell(row)}
          </td>
        ),
      )}
    </tr>
  );
});

const FROM = { xs: classes.fromXs, sm: classes.fromSm, md: classes.fromMd } as const;

function cellClass(column: DataColumn<never>): string | undefined {
  const names = [
    column.align && column.align !== 'left' ? classes[column.align] : undefined,
    column.from ? FROM[column.from] : undefined,
    column.className,
  ].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}
