import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MyLeagueList } from '../../../components/my-league-list';
import { useCurrentUser } from '../../../lib/auth/use-auth';

/** Profile: who you are and which league is active. */
export function ProfilePage() {
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <Stack gap="xl" maw={720} mx="auto">
      <Title order={1}>Profile</Title>
      <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg">
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={user.avatar} name={user.username} color="initials" size={72} radius={72} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fz={22} fw={750} truncate>
                {user.username}
              </Text>
              {user.online ? (
                <Badge color="green" variant="dot">
                  Online
                </Badge>
              ) : null}
            </Group>
            <Text c="dimmed" truncate>
              {user.email}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" mt="lg">
          Changing your username, email, avatar or password will be possible here soon.
        </Text>
      </Paper>
      <MyLeagueList />
    </Stack>
  );
}
