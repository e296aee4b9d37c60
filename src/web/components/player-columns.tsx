import type { StyleProp } from '@mantine/core';
import { type DataColumn, tableClasses } from './data-table';

/**
 * A player's overall rank by fantasy points, whatever the filters: a dimmed '#' column that a
 * phone drops. Shared by the league's player list and the draft's available players.
 */
export function playerRankColumn<R extends { id: string }>(
  ranks: ReadonlyMap<string, number>,
  width: StyleProp<number>,
): DataColumn<R> {
  return {
    key: 'rank',
    header: '#',
    width,
    align: 'right',
    from: 'sm',
    className: tableClasses.dimmed,
    cell: (player) => ranks.get(player.id) ?? 0,
  };
}
