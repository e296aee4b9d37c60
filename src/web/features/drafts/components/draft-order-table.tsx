import { Badge, Group, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DRAFT_ROUNDS } from '../../../../domain/draft';
import type { DraftPick, DraftTeam, DraftTurn } from '../../../../domain/types';
import { TeamAvatar } from '../../../components/team-avatar';
import { appPaths } from '../../../lib/paths';
import classes from './draft-tables.module.css';

interface DraftOrderTableProps {
  order: readonly DraftTeam[];
  onTheClock: DraftTurn | null;
  picks: readonly DraftPick[];
  /** Marks the viewer's own team. */
  currentUserId?: string | null;
}

/**
 * The draft order of the first round (snake order runs it backwards every other round), with
 * the team on the clock highlighted and what each team has drafted so far.
 */
export function DraftOrderTable({ order, onTheClock, picks, currentUserId }: DraftOrderTableProps) {
  const picksByTeam = useMemo(() => {
    const byTeam = new Map<string, DraftPick[]>();
    for (const pick of picks) {
      const list = byTeam.get(pick.teamId) ?? [];
      list.push(pick);
      byTeam.set(pick.teamId, list);
    }
    for (const list of byTeam.values()) list.sort((a, b) => a.pickNumber - b.pickNumber);
    return byTeam;
  }, [picks]);

  return (
    <>
      <Table
        className={classes.table}
        verticalSpacing="sm"
        horizontalSpacing="sm"
        layout="fixed"
        data-testid="draft-order"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.colNarrow} ta="center">
              #
            </Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th className={classes.fromMd}>Drafted</Table.Th>
            <Table.Th className={classes.colPicks} ta="right">
              Picks
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.map((team, index) => {
            const teamPicks = picksByTeam.get(team.teamId) ?? [];
            const onClock = onTheClock?.teamId === team.teamId;
            const own = Boolean(currentUserId) && team.userId === currentUserId;
            return (
              <Table.Tr
                key={team.teamId}
                className={classes.row}
                data-on-clock={onClock || undefined}
                data-own={own || undefined}
                aria-current={onClock ? 'step' : undefined}
              >
                <Table.Td ta="center">
                  <span className={classes.position}>{index + 1}</span>
                </Table.Td>
                <Table.Td>
                  <div className={classes.team}>
                    <TeamAvatar name={team.teamName} size={32} className={classes.avatar} />
                    <div style={{ minWidth: 0 }}>
                      <Group gap={6} wrap="nowrap">
                        <Text
                          component={Link}
                          to={appPaths.team(team.teamId)}
                          className={classes.link}
                          truncate
                        >
                          {team.teamName}
                        </Text>
                        {onClock ? (
                          <Badge
                            size="xs"
                            color="gold"
                            variant="filled"
                            radius="sm"
                            style={{ flexShrink: 0 }}
                          >
                            On the clock
                          </Badge>
                        ) : own ? (
                          <Badge
                            size="xs"
                            color="rift"
                            variant="light"
                            radius="sm"
                            style={{ flexShrink: 0 }}
                          >
                            You
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="xs" c="dimmed" truncate>
                        {team.owner}
                      </Text>
                    </div>
                  </div>
                </Table.Td>
                <Table.Td className={classes.fromMd}>
                  <Text size="sm" c={teamPicks.length ? 'gray.3' : 'dimmed'} truncate>
                    {teamPicks.length
                      ? teamPicks.map((pick) => pick.player.name).join(', ')
                      : 'No picks yet'}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" className={classes.count}>
                  {teamPicks.length}/{DRAFT_ROUNDS}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {/* Outside the table: a spanning cell would count the columns a phone hides. */}
      {order.length === 0 ? (
        <Text c="dimmed" ta="center" py={40}>
          No teams in this league yet
        </Text>
      ) : null}
    </>
  );
}
