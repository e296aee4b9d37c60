import { Select } from '@mantine/core';
import type { LeagueTeam } from '../../../../domain/contract/teams';
import { starterSlotsOf } from '../../../../domain/roster';
import { CLAIM_REASONS } from '../../../../domain/waivers';
import type { RosterRoom } from '../roster-room';

type Roster = LeagueTeam['players'];

interface DropSelectProps {
  roster: Roster | undefined;
  /** The room the roster has for the new player; unknown while the league loads. */
  room: RosterRoom | null;
  /** Players locked now: the server refuses to drop them. */
  locked: ReadonlySet<string>;
  value: string | null;
  onChange(playerId: string | null): void;
  /** Why the server refused the last drop chosen. */
  error?: string | null;
}

/**
 * The player to let go for the new one. Optional while a slot takes him; on a full roster a
 * drop is required, and only one that frees a slot he may take. A locked player is listed,
 * but cannot be chosen.
 */
export function DropSelect({ roster, room, locked, value, onChange, error }: DropSelectProps) {
  const required = room !== null && !room.open;
  const data = dropChoices(roster, room, locked);
  const placeholder = required ? 'Choose a player to drop' : 'Nobody: use an open slot';
  return (
    <Select
      label="Drop"
      description={
        required ? CLAIM_REASONS.rosterFull : 'Optional: a player of yours to release when he joins'
      }
      descriptionProps={required ? { c: 'orange.4' } : undefined}
      placeholder={data.length === 0 ? 'Your roster is empty' : placeholder}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      clearable={!required}
      disabled={room === null || data.length === 0}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The team's starters, then its bench; a drop that leaves him no slot, or a locked player,
 * cannot be chosen.
 */
function dropChoices(
  roster: Roster | undefined,
  room: RosterRoom | null,
  locked: ReadonlySet<string>,
) {
  if (!roster) return [];
  const item = (player: { id: string; name: string }, detail: string) => ({
    value: player.id,
    label: `${player.name} · ${detail}${locked.has(player.id) ? ' (locked)' : ''}`,
    disabled: locked.has(player.id) || (room !== null && !room.drops.has(player.id)),
  });
  // Every slot a league may have: one it does not have is always empty.
  const starters = starterSlotsOf({ teamSlot: true }).flatMap((slot) => {
    const player = roster[slot];
    return player ? [item(player, slot)] : [];
  });
  const bench = roster.BENCH.map((player) => item(player, player.position));
  return [
    { group: 'Starters', items: starters },
    { group: 'Bench', items: bench },
  ].filter((group) => group.items.length > 0);
}
