import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { LeagueMember } from '../../../../domain/contract/leagues';
import { Tag } from '../../../components/tag';
import { UserAvatar } from '../../messages';

/** League Members: everyone in the league, the creator marked as such. */
export function LeagueMembers({ members, userId }: { members: LeagueMember[]; userId: string }) {
  return (
    <Paper radius="lg" p="lg" component="section" aria-labelledby="league-members-heading">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="md" id="league-members-heading">
          League Members
        </Title>
        <Badge variant="light" color="gray" radius="sm">
          {members.length}
        </Badge>
      </Group>
      <Stack gap={10} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {members.map((member) => (
          <Group
            key={member.id}
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            data-testid="league-member"
          >
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <UserAvatar user={member} size={32} />
              <Text size="sm" fw={member.id === userId ? 700 : 500} truncate>
                {member.username}
                {member.id === userId ? (
                  <Text span c="dimmed" fw={400} size="sm">
                    {' '}
                    (you)
                  </Text>
                ) : null}
              </Text>
            </Group>
            {member.isCreator ? <Tag color="gold">Creator</Tag> : <Tag color="gray">Member</Tag>}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
