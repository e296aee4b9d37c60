import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import type { DraftParticipant } from '../../../../domain/contract/drafts';
import { Tag } from '../../../components/tag';
import classes from './live-room.module.css';

interface ParticipantsPanelProps {
  participants: readonly DraftParticipant[];
  userId: string | null;
  /** The user whose pick it is, highlighted in the list. */
  pickerId: string | null;
}

/** Who is in the room, who is online, and who runs the draft. */
export function ParticipantsPanel({ participants, userId, pickerId }: ParticipantsPanelProps) {
  const online = participants.filter((participant) => participant.online).length;
  return (
    <Paper radius="lg" p="md" component="section" aria-labelledby="participants-heading">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="md" id="participants-heading">
          Participants
        </Title>
        <Badge variant="light" color={online > 0 ? 'teal' : 'gray'} radius="sm">
          {online} of {participants.length} online
        </Badge>
      </Group>
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {participants.map((participant) => (
          <li
            key={participant.userId}
            className={classes.participant}
            data-testid="participant"
            data-online={participant.online || undefined}
            data-picking={participant.userId === pickerId || undefined}
            aria-label={`${participant.username}, ${participant.online ? 'online' : 'offline'}${
              participant.isCommissioner ? ', commissioner' : ''
            }`}
          >
            <span className={classes.avatarWrap}>
              <Avatar name={participant.username} color="initials" size={34} radius="xl" />
              <span
                className={classes.presence}
                data-online={participant.online || undefined}
                aria-hidden
              />
            </span>
            <div style={{ minWidth: 0, flex: 1 }}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={participant.userId === userId ? 700 : 600} truncate>
                  {participant.username}
                </Text>
                {participant.userId === userId ? (
                  <Text span size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    (you)
                  </Text>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {participant.teamName ?? 'No team'} ·{' '}
                <span data-testid="participant-presence">
                  {participant.online ? 'Online' : 'Offline'}
                </span>
              </Text>
            </div>
            {participant.isCommissioner ? (
              <Tag color="gold" leftSection={<IconCrown size={12} />}>
                Commissioner
              </Tag>
            ) : null}
          </li>
        ))}
        {participants.length === 0 ? (
          <Text size="sm" c="dimmed" component="li">
            Nobody has joined yet
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
