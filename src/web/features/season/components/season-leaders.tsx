import { Paper, SimpleGrid, Text } from '@mantine/core';
import { IconChartBar, IconCrown, IconFlame } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatPoints } from '../../../lib/format';
import { useStandings } from '../api/get-standings';
import { seasonLeaders } from '../season-leaders';

/** Three headline tiles over the standings, once a matchup has a result. */
export function SeasonLeaders({ leagueId }: { leagueId: string }) {
  const query = useStandings(leagueId);
  const leaders = query.data ? seasonLeaders(query.data) : null;
  if (!leaders) return null;
  return (
    <SimpleGrid cols={3} spacing={{ base: 8, sm: 'md' }}>
      <Leader
        label="First place"
        icon={<IconCrown size={14} />}
        color="var(--mantine-color-gold-4)"
        team={leaders.leader.entry.team.name}
        value={leaders.leader.record}
      />
      <Leader
        label="Top scorer"
        icon={<IconFlame size={14} />}
        color="var(--mantine-color-orange-5)"
        team={leaders.mostPoints.team.name}
        value={formatPoints(leaders.mostPoints.totalPoints)}
      />
      <Leader
        label="Best average"
        icon={<IconChartBar size={14} />}
        color="var(--mantine-color-rift-5)"
        team={leaders.bestAverage.entry.team.name}
        value={formatPoints(leaders.bestAverage.average)}
      />
    </SimpleGrid>
  );
}

interface LeaderProps {
  label: string;
  icon: ReactNode;
  color: string;
  team: string;
  value: string;
}

function Leader({ label, icon, color, team, value }: LeaderProps) {
  return (
    <Paper radius="lg" p={{ base: 'xs', sm: 'md' }} role="group" aria-label={label}>
      <Text
        fz={{ base: 10, sm: 'xs' }}
        tt="uppercase"
        c="dimmed"
        fw={700}
        lts={0.6}
        style={{ display: 'flex', alignItems: 'center', gap: 4 }}
      >
        <span style={{ color, display: 'inline-flex' }}>{icon}</span>
        {label}
      </Text>
      <Text
        fz={{ base: 18, sm: 26 }}
        fw={800}
        lh={1.2}
        mt={4}
        c="gray.0"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
      <Text fz={{ base: 'xs', sm: 'sm' }} c="gray.4" fw={600} truncate>
        {team}
      </Text>
    </Paper>
  );
}
