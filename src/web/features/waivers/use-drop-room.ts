import type { League } from '../../../domain/contract/leagues';
import type { PlayerPosition } from '../../../domain/vocabulary';
import { useTeam } from '../../lib/teams/get-team';
import { lockedPlayerIds } from './drop-locks';
import { rosterRoomFor } from './roster-room';

/**
 * What a form that names a drop needs of the team: its roster as the league shows it, the room
 * it has for a player of this position, and who of it is locked now (from the team's page).
 */
export function useDropRoom(league: League | undefined, teamId: string, position: PlayerPosition) {
  const team = useTeam(teamId);
  const roster = league?.teams.find((entry) => entry.id === teamId)?.players;
  const room = league && roster ? rosterRoomFor(roster, league.roster, position) : null;
  return { roster, room, locked: lockedPlayerIds(team.data?.lineup) };
}
