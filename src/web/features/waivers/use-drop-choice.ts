import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { League } from '../../../domain/contract/leagues';
import type { PlayerPosition } from '../../../domain/vocabulary';
import { actionErrorMessage } from '../../lib/action-error';
import { useTeam } from '../../lib/teams/get-team';
import { closesAfterRefusal, isLineupLocked, lockedPlayerIds } from './drop-locks';
import { rosterRoomFor } from './roster-room';

/**
 * The drop a form names (`initial` to begin with), with what it needs of the team: its roster
 * as the league shows it, the room it has for a player of this position, and who of it is
 * locked now (from the team's page). `select` is what the form's DropSelect takes.
 */
export function useDropChoice(
  league: League | undefined,
  teamId: string,
  position: PlayerPosition,
  initial: string | null = null,
) {
  const team = useTeam(teamId);
  const queryClient = useQueryClient();
  const [dropId, setDropId] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const roster = league?.teams.find((entry) => entry.id === teamId)?.players;
  const room = league && roster ? rosterRoomFor(roster, league.roster, position) : null;
  return {
    dropId,
    /** The roster has no room for him and no drop is chosen. */
    dropMissing: room !== null && !room.open && dropId === null,
    select: {
      roster,
      room,
      locked: lockedPlayerIds(team.data?.lineup),
      value: dropId,
      error,
      onChange: (value: string | null) => {
        setDropId(value);
        setError(null);
      },
    },
    /**
     * After the server refused the move: answers whether the form should close
     * (`closesAfterRefusal`); a drop that locked since it was chosen is taken away instead, and
     * the form stays with the rest for another.
     */
    closesAfter(refusal: unknown): boolean {
      if (isLineupLocked(refusal)) {
        setDropId(null);
        setError(actionErrorMessage(refusal, 'The player to drop is locked'));
      }
      return closesAfterRefusal(queryClient, league?.id ?? '', refusal);
    },
  };
}
