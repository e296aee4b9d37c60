import { Grid, Stack } from '@mantine/core';
import { MyLeagueList } from '../../../components/my-league-list';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { MyTeamsList } from '../components/my-teams-list';
import { ProfileForm } from '../components/profile-form';

/** /profile: edit the account (avatar, username, email, password); the user's leagues and teams. */
export function ProfilePage() {
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <Stack gap="xl" maw={1080} mx="auto">
      <PageHeader title="Profile" subtitle="Your account, your picture and your password." />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ProfileForm key={user.id} user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xl">
            <MyLeagueList />
            <MyTeamsList userId={user.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
