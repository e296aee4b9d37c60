import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import type { AuctionState, DraftTeam } from '../../../../domain/contract/drafts';
import { TeamAvatar } from '../../../components/team-avatar';

interface AuctionBudgetsProps {
  auction: AuctionState;
  order: DraftTeam[];
  /** Players each team wins: the league's starter slots. */
  rounds: number;
  myTeamId: string | null;
}

/**
 * Every team in nomination order with its budget left, players won and the most it may bid
 * now; the team whose nomination is up and the high bidder are marked.
 */
export function AuctionBudgets({ auction, order, rounds, myTeamId }: AuctionBudgetsProps) {
  const names = new Map(order.map((team) => [team.teamId, team]));
  const nominating = auction.nominating?.teamId ?? null;
  const high = auction.lot?.highTeamId ?? null;
  return (
    <Paper radius="lg" p="md" withBorder data-testid="auction-budgets">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="md">
          Budgets
        </Title>
        <Text size="xs" c="dimmed">
          ${auction.budget} each · {rounds} players
        </Text>
      </Group>
      <Table verticalSpacing={6} horizontalSpacing={6} fz="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            <Table.Th ta="right" w={52}>
              Left
            </Table.Th>
            <Table.Th ta="right" w={44}>
              Won
            </Table.Th>
            <Table.Th ta="right" w={52}>
              Max
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {auction.teams.map((team) => {
            const draftTeam = names.get(team.teamId);
            const name = draftTeam?.teamName ?? 'Team';
            return (
              <Table.Tr key={team.teamId} data-team-id={team.teamId}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    <TeamAvatar name={name} size={22} />
                    <Text
                      size="sm"
                      fw={team.teamId === myTeamId ? 700 : 500}
                      truncate
                      style={{ minWidth: 0, flex: 1 }}
                    >
                      {name}
                    </Text>
                    {team.teamId === nominating ? (
                      <Badge size="xs" color="gold" variant="light" style={{ flexShrink: 0 }}>
                        Up
                      </Badge>
                    ) : null}
                    {team.teamId === high ? (
                      <Badge size="xs" color="teal" variant="light" style={{ flexShrink: 0 }}>
                        High
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  ${team.budgetLeft}
                </Table.Td>
                <Table.Td ta="right">
                  {team.playersWon}/{rounds}
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  ${team.maxBid}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
