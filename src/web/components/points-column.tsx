import type { StyleProp } from '@mantine/core';
import { formatPoints } from '../lib/format';
import { type DataColumn, tableClasses } from './data-table';

interface PointsColumnOptions {
  /** 'Points' unless the table says more ('Fantasy Points'). */
  header?: string;
  /** Gold (`tableClasses.points`) unless the points stand among other numbers (`strong`). */
  className?: string;
}

/**
 * A table's fantasy points column: right-aligned, one decimal. Shared by the available
 * players, a player's game log and the standings.
 */
export function pointsColumn<Row>(
  points: (row: Row) => number,
  width: StyleProp<number>,
  { header = 'Points', className = tableClasses.points }: PointsColumnOptions = {},
): DataColumn<Row> {
  return {
    key: 'points',
    header,
    width,
    align: 'right',
    className,
    cell: (row) => formatPoints(points(row)),
  };
}
