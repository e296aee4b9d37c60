import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBroadcast, IconHourglass, IconTrophyFilled } from '@tabler/icons-react';
import type { ScheduleWeek } from '../../../../domain/contract/leagues';
import type { Playoffs } from '../../../../domain/contract/playoffs';
import { plural } from '../../../../domain/vocabulary';
import { TeamLink } from '../../../components/team-link';
import { formatPoints } from '../../../lib/format';
import { playoffsHeadline } from '../playoffs-display';
import classes from './playoff-bracket.module.css';

interface PlayoffsStatusProps {
  playoffs: Playoffs;
  schedule: readonly Pick<ScheduleWeek, 'week' | 'status'>[];
}

/** The top of the bracket page: the champion once crowned, else when and where the playoffs are. */
export function PlayoffsStatus({ playoffs, schedule }: PlayoffsStatusProps) {
  if (playoffs.champion) return <ChampionBanner playoffs={playoffs} />;
  const live = playoffs.status === 'live';
  const Icon = live ? IconBroadcast : IconHourglass;
  return (
    <Paper radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="playoffs-status">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon variant="light" color={live ? 'red' : 'blue'} size={42} radius="md">
          <Icon size={22} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} c="gray.0" data-testid="playoffs-headline">
            {playoffsHeadline(playoffs, schedule)}
          </Text>
          <Text size="sm" c="dimmed">
            {live
              ? formatRules(playoffs)
              : `Projected seeds — the regular season is not over. ${formatRules(playoffs)}`}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** '4 teams · rounds of 1 week · a level score goes to the better seed'. */
function formatRules(playoffs: Pick<Playoffs, 'teams' | 'roundWeeks'>): string {
  return `${playoffs.teams} teams · rounds of ${plural(playoffs.roundWeeks, 'week')} · a level score goes to the better seed.`;
}

/** The champion in gold with the trophy, and the final's score (or the standings, without playoffs). */
function ChampionBanner({ playoffs }: { playoffs: Playoffs }) {
  const champion = playoffs.champion!;
  const final = playoffs.rounds.at(-1)?.matchups[0];
  const score = final
    ? final.teamA.id === champion.id
      ? { won: final.scoreA, lost: final.scoreB, other: final.teamB.name }
      : { won: final.scoreB, lost: final.scoreA, other: final.teamA.name }
    : null;
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.champion}
      data-testid="champion-banner"
    >
      <Group gap="lg" wrap="nowrap">
        <ThemeIcon variant="light" color="gold" size={64} radius="xl" aria-hidden>
          <IconTrophyFilled size={34} />
        </ThemeIcon>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" c="gold.4" fw={800} lts={1}>
            League champion
          </Text>
          <Title order={2} fz={{ base: 22, sm: 30 }} lh={1.15}>
            {/* The champion's whole name, on a second line if need be: this is its moment. */}
            <TeamLink id={champion.id} inherit c="gold.2" whole>
              {champion.name}
            </TeamLink>
          </Title>
          <Text size="sm" c="gray.4">
            {champion.owner}
            {score
              ? ` · won the final ${formatPoints(score.won)} – ${formatPoints(score.lost)} against ${score.other}`
              : playoffs.status === 'none'
                ? ' · top of the standings: this league had no playoffs'
                : ''}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
