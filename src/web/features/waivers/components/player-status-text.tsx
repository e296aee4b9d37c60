import { Text, type TextProps } from '@mantine/core';
import type { Player } from '../../../../domain/contract/players';
import type { PlayerStatus } from '../../../../domain/vocabulary';
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
  ...props
}: {
  player: Pick<Player, 'status' | 'waiverUntil' | 'teamId'>;
  teamNames: ReadonlyMap<string, string>;
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
      {playerStatusLabel(player, teamNames)}
    </Text>
  );
}
