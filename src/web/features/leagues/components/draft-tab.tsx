import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBroadcast,
  IconCalendarEvent,
  IconCalendarOff,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { League } from '../../../../domain/contract/leagues';
import { appPaths } from '../../../lib/paths';
import { DRAFT_TYPE_LABELS, formatDraftDate } from '../league-display';

const DRAFT_PROGRESS = {
  started: 'The draft is under way',
  complete: 'The draft is complete',
  ended: 'The draft was ended by the commissioner',
} as const;

/** The league's Draft tab: when the draft is (or that it is not scheduled), and the way to it. */
export function DraftTab({ league }: { league: League }) {
  const when = formatDraftDate(league.draft.dateTime);
  const { status } = league.draft;
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon
          size={56}
          radius="xl"
          variant="light"
          color={when || status !== 'not_started' ? 'rift' : 'gray'}
        >
          {status === 'started' ? (
            <IconBroadcast size={28} />
          ) : when || status !== 'not_started' ? (
            <IconCalendarEvent size={28} />
          ) : (
            <IconCalendarOff size={28} />
          )}
        </ThemeIcon>
        {status !== 'not_started' ? (
          <>
            <Title order={3} fz="lg" data-testid="draft-progress">
              {DRAFT_PROGRESS[status]}
            </Title>
            <Text c="dimmed" size="sm" maw={420}>
              {status === 'started'
                ? 'Picks are being made now. Join the live room to draft in turn and chat.'
                : 'The drafted players are on the teams’ rosters.'}
            </Text>
          </>
        ) : when ? (
          <>
            <Title order={3} fz="lg">
              Draft scheduled
            </Title>
            <Text fw={600} data-testid="draft-date">
              {when}
            </Text>
            <Badge variant="light" color="gold" radius="sm">
              {DRAFT_TYPE_LABELS[league.draft.type]} draft
            </Badge>
          </>
        ) : (
          <>
            <Title order={3} fz="lg">
              The draft is not scheduled yet
            </Title>
            <Text c="dimmed" size="sm" maw={420}>
              {league.isCommissioner
                ? 'Pick a date and time with Schedule Draft in Admin Actions.'
                : 'The commissioner picks the date and time; it will show here.'}
            </Text>
          </>
        )}
        {league.isMember ? (
          <Group mt="xs">
            <Button
              component={Link}
              to={appPaths.draftFor(league.id)}
              variant="light"
              rightSection={<IconArrowRight size={16} />}
            >
              View Draft Details
            </Button>
            {status === 'not_started' || status === 'started' ? (
              <Button
                component={Link}
                to={appPaths.liveDraftFor(league.id)}
                variant={status === 'started' ? 'filled' : 'default'}
                leftSection={<IconBroadcast size={16} />}
              >
                Live Draft Room
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
