import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PlayerDetail } from '../../../../domain/contract/players';
import { PlayerStatusText } from '../../waivers';

interface PlayerStandingProps {
  player: PlayerDetail;
  /** The league's team names, for the team holding a rostered player. */
  teamNames: ReadonlyMap<string, string>;
  /** The viewer's move on him (Add, Claim), when the viewer has a team in the league. */
  action?: ReactNode;
}

/** Where the player stands in the page's league, as the league's list shows it; none outside one. */
export function PlayerStanding({ player, teamNames, action }: PlayerStandingProps) {
  if (player.status === undefined) return null;
  return (
    <Group gap="sm" data-testid="player-standing">
      <PlayerStatusText player={player} teamNames={teamNames} />
      {action}
    </Group>
  );
}
