import { Text, type TextProps } from '@mantine/core';
import type { Player } from '../../../../domain/contract/players';
import type { PlayerStatus } from '../../../../domain/vocabulary';
import { formatClockTime } from '../../../lib/league/season-clock-labels';
import { playerStatusLabel, playerStatusOf } from '../player-status';

const STATUS_COLORS: Record<PlayerStatus, string> = {
  free: 'teal.4',
  waivers: 'orange.4',
  rostered: 'dimmed',
};

/** A player's standing in the league in one short coloured line. */
export function PlayerStatusText({
  player,
  teamNames,
  compact = false,
  ...props
}: {
  player: Pick<Player, 'status' | 'waiverUntil' | 'teamId'>;
  teamNames: ReadonlyMap<string, string>;
  /** A narrow place (a phone's name cell): the line wraps wherever it must. */
  compact?: boolean;
} & TextProps) {
  const status = playerStatusOf(player);
  return (
    <Text
      span
      size="sm"
      c={STATUS_COLORS[status]}
      fw={status === 'rostered' ? undefined : 600}
      data-status={status}
      {...props}
    >
      {status === 'waivers' && player.waiverUntil && !compact ? (
        // A narrow cell breaks the line before the time, never inside it.
        <>
          Waivers · clears{' '}
          <span style={{ whiteSpace: 'nowrap' }}>{formatClockTime(player.waiverUntil)}</span>
        </>
      ) : (
        playerStatusLabel(player, teamNames)
      )}
    </Text>
  );
}
