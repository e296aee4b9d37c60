import {
  Avatar,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconClockPlus, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Player } from '../../../../domain/contract/players';
import type { Team } from '../../../../domain/contract/teams';
import type { RosterSlot } from '../../../../domain/vocabulary';
import { BOT_NO_CLAIMS } from '../../../../domain/waivers';
import { SearchInput } from '../../../components/search-input';
import { SlotBadge } from '../../../components/slot-badge';
import { showActionError } from '../../../lib/action-error';
import { formatPoints } from '../../../lib/format';
import { useLeague } from '../../../lib/league/get-league';
import { refreshAfterConflict } from '../../../lib/league/roster-change';
import { showSuccess } from '../../../lib/toast';
import { useLeaguePlayers } from '../../players';
import { openClaimModal, playerStatusOf } from '../../waivers';
import { useAddPlayer } from '../api/add-player';
import { slotCandidates, takenPlayerIds } from '../slot-candidates';
import classes from './add-player-picker.module.css';

// A FLEX slot may take any of ~1,000 pros; the best ones show, the search finds the rest.
const SHOWN = 50;

interface AddPlayerPickerProps {
  team: Team;
  slot: RosterSlot;
  userId: string;
  onDone(): void;
}

/**
 * Add Player: the players who fit the slot and are on no team of this league. A free agent
 * joins at once; a player on waivers is claimed instead, in the claim modal.
 */
export function AddPlayerPicker({ team, slot, userId, onDone }: AddPlayerPickerProps) {
  const playersQuery = useLeaguePlayers(team.leagueId);
  const leagueQuery = useLeague(team.leagueId);
  const mutation = useAddPlayer(team.id, userId);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const shownSearch = useDeferredValue(search);

  const taken = useMemo(
    () =>
      takenPlayerIds([
        team.players,
        ...(leagueQuery.data?.teams.map((other) => other.players) ?? []),
      ]),
    [team.players, leagueQuery.data],
  );
  const all = useMemo(
    () => slotCandidates(playersQuery.data ?? [], slot, taken),
    [playersQuery.data, slot, taken],
  );
  const matches = useMemo(
    () => (shownSearch.trim() ? slotCandidates(all, slot, new Set(), shownSearch) : all),
    [all, slot, shownSearch],
  );

  const claim = (player: Player) => {
    onDone();
    openClaimModal({ leagueId: team.leagueId, teamId: team.id, userId, player });
  };
  const isAdding = (player: Player) =>
    mutation.isPending && mutation.variables?.playerId === player.id;
  const add = (player: Player) =>
    mutation.mutate(
      { playerId: player.id, slot },
      {
        onSuccess: () => {
          showSuccess('Player Added', 'Player has been added to your team');
          onDone();
        },
        onError: (error) => {
          showActionError(error, 'Failed to add player');
          // Taken or locked since the list was drawn: the picker stays open on the fresh list.
          refreshAfterConflict(queryClient, team.leagueId, error);
        },
      },
    );

  if (playersQuery.isError) {
    return (
      <Text c="red.4" size="sm" py="md">
        Failed to load players. Please try again later.
      </Text>
    );
  }
  if (!playersQuery.data) {
    return (
      <Center py="xl" role="status" aria-label="Loading players">
        <Loader type="dots" color="gold" />
      </Center>
    );
  }

  return (
    <Stack gap="sm">
      <SearchInput
        label="Search players"
        placeholder="Search by player or team"
        value={search}
        onChange={setSearch}
        disabled={all.length === 0}
        data-autofocus
      />
      {all.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No available players for this position
        </Text>
      ) : matches.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No available player matches “{search.trim()}”.
        </Text>
      ) : (
        <>
          <ScrollArea.Autosize
            mah={380}
            type="auto"
            scrollbars="y"
            offsetScrollbars="y"
            // As wide as the modal, not as its longest line (an autosized area grows to its
            // content's width): a long status line truncates, the points stay in view.
            styles={{ content: { display: 'block', minWidth: 0 } }}
          >
            <Stack gap={4} aria-label="Available players">
              {matches.slice(0, SHOWN).map((player) => {
                const onWaivers = playerStatusOf(player) === 'waivers';
                // The commissioner fills a bot team from free agency only.
                const barred = onWaivers && team.isBot;
                return (
                  <UnstyledButton
                    key={player.id}
                    className={classes.row}
                    onClick={() => (onWaivers ? claim(player) : add(player))}
                    disabled={mutation.isPending || barred}
                    title={barred ? BOT_NO_CLAIMS : undefined}
                    data-pending={isAdding(player) || undefined}
                    data-status={playerStatusOf(player)}
                    aria-label={`${onWaivers ? 'Claim' : 'Add'} ${player.name}`}
                  >
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={player.avatarUrl} name={player.name} radius="xl" size={34} />
                      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                        <Text fw={600} size="sm" truncate>
                          {player.name}
                        </Text>
                        {/* The status first: on a phone a long team name is what gets cut. */}
                        <Text size="xs" c="dimmed" truncate>
                          <Text span inherit fw={600} c={onWaivers ? 'orange.4' : 'teal.4'}>
                            {onWaivers ? 'On waivers' : 'Free agent'}
                          </Text>{' '}
                          · {player.team} · {player.region}
                        </Text>
                        {/* Why the row cannot be chosen, in full on a line that wraps. */}
                        {barred ? (
                          <Text size="xs" c="gray.4" data-testid="bot-no-claims">
                            {BOT_NO_CLAIMS}: a player on waivers only joins by claim.
                          </Text>
                        ) : null}
                      </Stack>
                      <SlotBadge slot={player.position} size="sm" w={74} visibleFrom="xs" />
                      <Text
                        fw={700}
                        size="sm"
                        w={64}
                        ta="right"
                        style={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {formatPoints(player.fantasyPoints)}
                      </Text>
                      {isAdding(player) ? (
                        <Loader size={16} color="rift" />
                      ) : onWaivers ? (
                        <IconClockPlus size={16} color="var(--mantine-color-orange-4)" />
                      ) : (
                        <IconPlus size={16} color="var(--mantine-color-rift-5)" />
                      )}
                    </Group>
                  </UnstyledButton>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
          <Text size="xs" c="dimmed" ta="center">
            {matches.length > SHOWN
              ? `Showing the best ${SHOWN} of ${matches.length} available players. Search to find others.`
              : `${matches.length} available ${matches.length === 1 ? 'player' : 'players'}, best first`}
          </Text>
        </>
      )}
    </Stack>
  );
}
