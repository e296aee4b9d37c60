import { Stack } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon';
import { MyLeagueList } from '../../../components/my-league-list';

/** /leagues (spec §2). Until search, create and join arrive, it lists the user's leagues. */
export function LeaguesPage() {
  return (
    <Stack gap={0}>
      <ComingSoon
        title="My Leagues"
        icon={<IconTrophy size={32} />}
        description="Search public leagues, create your own and join with a team name, all from this page."
      />
      <MyLeagueList maw={560} mx="auto" w="100%" />
    </Stack>
  );
}
