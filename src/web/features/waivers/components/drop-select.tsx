import { Select } from '@mantine/core';
import { useMemo } from 'react';
import type { LeagueTeam } from '../../../../domain/contract/teams';
import { starterSlotsOf } from '../../../../domain/roster';

interface DropSelectProps {
  roster: LeagueTeam['players'] | undefined;
  value: string | null;
  onChange(playerId: string | null): void;
  disabled?: boolean;
}

/** The optional player to let go for the new one: the team's starters, then its bench. */
export function DropSelect({ roster, value, onChange, disabled }: DropSelectProps) {
  const data = useMemo(() => {
    if (!roster) return [];
    // Every slot a league may have: one it does not have is always empty.
    const starters = starterSlotsOf({ teamSlot: true }).flatMap((slot) => {
      const player = roster[slot];
      return player ? [{ value: player.id, label: `${player.name} · ${slot}` }] : [];
    });
    const bench = roster.BENCH.map((player) => ({
      value: player.id,
      label: `${player.name} · ${player.position}`,
    }));
    return [
      { group: 'Starters', items: starters },
      { group: 'Bench', items: bench },
    ].filter((group) => group.items.length > 0);
  }, [roster]);

  return (
    <Select
      label="Drop"
      description="Optional: a player of yours to release when he joins"
      placeholder={data.length === 0 ? 'Your roster is empty' : 'Nobody: use an open slot'}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      disabled={disabled || data.length === 0}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
