import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconFilter, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import type { TransactionType } from '../../../../domain/contract/waivers';
import { ErrorPanel } from '../../../components/error-panel';
import { ListEmpty } from '../../../components/list-empty';
import { type TransactionsFilter, useTransactions } from '../api/get-transactions';
import { TRANSACTION_TYPE_OPTIONS } from '../transaction-display';
import { TransactionEntry } from './transaction-entry';
import classes from './transaction-log.module.css';

interface TransactionLogProps {
  leagueId: string;
  teams: readonly { id: string; name: string }[];
}

/** The league's log, newest first, filtered by type and team, older pages on request. */
export function TransactionLog({ leagueId, teams }: TransactionLogProps) {
  const [filter, setFilter] = useState<TransactionsFilter>({ type: null, teamId: null });
  const query = useTransactions(leagueId, filter);
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = filter.type !== null || filter.teamId !== null;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm" maw={520}>
        <Select
          label="Type"
          leftSection={<IconFilter size={14} />}
          data={TRANSACTION_TYPE_OPTIONS}
          value={filter.type ?? ''}
          onChange={(value) =>
            setFilter((current) => ({
              ...current,
              type: (value || null) as TransactionType | null,
            }))
          }
          allowDeselect={false}
          size="sm"
        />
        <Select
          label="Team"
          data={[
            { value: '', label: 'All teams' },
            ...teams.map((team) => ({ value: team.id, label: team.name })),
          ]}
          value={filter.teamId ?? ''}
          onChange={(value) => setFilter((current) => ({ ...current, teamId: value || null }))}
          allowDeselect={false}
          searchable={teams.length > 8}
          size="sm"
        />
      </SimpleGrid>
      {query.isError ? (
        <ErrorPanel
          title="Error Loading Transactions"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading transactions">
          <Skeleton height={64} radius="md" />
          <Skeleton height={64} radius="md" />
          <Skeleton height={64} radius="md" />
        </Stack>
      ) : entries.length === 0 ? (
        <ListEmpty
          icon={<IconListDetails size={26} />}
          title={filtered ? 'Nothing matches' : 'No transactions yet'}
          description={
            filtered
              ? 'No entry of the log fits these filters.'
              : 'Adds, drops, waiver claims, trades and the commissioner’s changes show here as they happen.'
          }
        />
      ) : (
        <>
          <Paper radius="lg" p={0} style={{ overflow: 'clip' }}>
            <ul className={classes.log}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <TransactionEntry entry={entry} />
                </li>
              ))}
            </ul>
          </Paper>
          {query.hasNextPage ? (
            <Group justify="center">
              <Button
                variant="default"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                Load more
              </Button>
            </Group>
          ) : (
            <Text size="xs" c="dimmed" ta="center">
              That is the whole log.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
