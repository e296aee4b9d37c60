import { useCallback, useMemo } from 'react';
import type { Player } from '../../../domain/contract/players';
import { useCurrentUser } from '../../lib/auth/use-auth';
import { useLeague } from '../../lib/league/get-league';
import { rosterWindowOf } from '../../lib/league/roster-window';
import { openAddDropModal, openClaimModal, useClaims } from '../waivers';
import { PlayerRowAction } from './components/player-row-action';

const NO_TEAM_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * The league's team names, for the status of a rostered player, and the viewer's move on a
 * player (Add a free agent, Claim one on waivers) when the viewer has a team in this league and
 * its rosters take moves.
 * `labelled` keeps the button's text on a phone, where a table row shows its icon only.
 */
export function useViewerMoves(leagueId: string | null, { labelled = false } = {}) {
  const user = useCurrentUser();
  const league = useLeague(leagueId).data;
  // No moves while the draft fills the rosters, nor once the season is over.
  const open = league !== undefined && rosterWindowOf(league) === 'open';
  const myTeam = user && open ? league.teams.find((team) => team.userId === user.id) : undefined;
  const claims = useClaims(myTeam && user ? user.id : null, leagueId ?? '').data;

  const teamNames = useMemo(
    () => (league ? new Map(league.teams.map((team) => [team.id, team.name])) : NO_TEAM_NAMES),
    [league],
  );
  const claimed = useMemo(
    () =>
      new Set(
        (claims ?? [])
          .filter((claim) => claim.status === 'pending')
          .map((claim) => claim.addPlayer.id),
      ),
    [claims],
  );
  const userId = user?.id;
  const teamId = myTeam?.id;
  const action = useCallback(
    (player: Player) => {
      if (!leagueId || !userId || !teamId) return null;
      const options = { leagueId, teamId, userId, player };
      return (
        <PlayerRowAction
          player={player}
          claimed={claimed.has(player.id)}
          labelled={labelled}
          onAdd={() => openAddDropModal(options)}
          onClaim={() => openClaimModal(options)}
        />
      );
    },
    [leagueId, teamId, userId, claimed, labelled],
  );
  return { teamNames, action: teamId ? action : undefined };
}
