import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconRobot, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Team } from '../../../../domain/contract/teams';
import { ClosedReason } from '../../../components/closed-reason';
import { HeroByline, HeroCard } from '../../../components/hero-card';
import { formatPoints } from '../../../lib/format';
import { type RosterWindow, tradeClosedBecause } from '../../../lib/league/roster-window';
import { appPaths } from '../../../lib/paths';

interface TeamHeaderProps {
  team: Team;
  isOwner: boolean;
  /** The viewer's own team in this league: a trade needs one on each side. */
  ownTeamInLeague: Team | undefined;
  /** The team won its league's playoff final. */
  champion?: boolean;
  /** Whether the league's rosters take moves: trades close with them, and with a bot team. */
  rosterWindow: RosterWindow;
}

/** The team page's header: name, owner, league, total points, and Propose Trade. */
export function TeamHeader({
  team,
  isOwner,
  ownTeamInLeague,
  champion,
  rosterWindow,
}: TeamHeaderProps) {
  const tradeClosed = tradeClosedBecause(team, rosterWindow);
  return (
    <HeroCard
      accent="rift"
      title={team.name}
      // Beside a visitor's trade button or note, a phone left the name a few letters a line.
      asideBelowOnPhone={!isOwner}
      badges={
        <>
          {champion ? (
            <Badge
              variant="filled"
              color="gold"
              radius="sm"
              size="sm"
              leftSection={<IconTrophy size={10} />}
              data-testid="team-champion"
            >
              Champion
            </Badge>
          ) : null}
          {isOwner ? (
            <Badge variant="light" color="rift" radius="sm">
              Your team
            </Badge>
          ) : null}
          {team.isBot ? (
            <Badge variant="light" color="gray" radius="sm" leftSection={<IconRobot size={11} />}>
              Bot team
            </Badge>
          ) : null}
        </>
      }
      aside={
        <Stack gap="sm" align="flex-end">
          <Stack gap={0} align="flex-end">
            <Text size="xs" tt="uppercase" c="dimmed" fw={700} lts={0.8}>
              Total Points
            </Text>
            <Text
              fz={{ base: 28, sm: 36 }}
              fw={800}
              c="gold.4"
              lh={1.15}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="team-total-points"
            >
              {formatPoints(team.totalPoints)}
            </Text>
          </Stack>
          {isOwner ? null : ownTeamInLeague && tradeClosed ? (
            <ClosedReason reason={tradeClosed}>
              <Button disabled leftSection={<IconArrowsExchange size={18} />}>
                Propose Trade
              </Button>
            </ClosedReason>
          ) : ownTeamInLeague ? (
            <Button
              component={Link}
              to={appPaths.trade(team.id)}
              leftSection={<IconArrowsExchange size={18} />}
            >
              Propose Trade
            </Button>
          ) : (
            <Text size="xs" c="dimmed" ta="right" maw={200}>
              You don't have a team in this league
            </Text>
          )}
        </Stack>
      }
    >
      <HeroByline label="Owner:" testId="team-owner">
        {team.owner}
      </HeroByline>
      {team.leagueId ? (
        <Group gap={6}>
          <IconTrophy size={15} color="var(--mantine-color-gold-5)" />
          <Anchor component={Link} to={appPaths.league(team.leagueId)} size="sm" c="gold.4">
            {team.leagueName}
          </Anchor>
        </Group>
      ) : null}
    </HeroCard>
  );
}
