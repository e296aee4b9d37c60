import {
  ActionIcon,
  Button,
  CopyButton,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarStats,
  IconCheck,
  IconCopy,
  IconRefresh,
  IconRobot,
  IconSettings,
  IconShieldLock,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { League } from '../../../../domain/contract/leagues';
import { DRAFT_SCHEDULE_CLOSED, SEASON_OVER } from '../../../../domain/league-rules';
import { ClosedReason } from '../../../components/closed-reason';
import { showActionError } from '../../../lib/action-error';
import { closeModal, openModal } from '../../../lib/open-modal';
import { appPaths } from '../../../lib/paths';
import { showSuccess } from '../../../lib/toast';
import { useRenewInviteCode } from '../api/renew-invite-code';
import { openFillLeagueModal, openScheduleDraftModal, openSetScheduleModal } from './league-modals';

/** Admin Actions: the commissioner's tools, and a private league's invite. */
export function AdminActions({ league, userId }: { league: League; userId: string }) {
  return (
    <Paper
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="admin-actions-heading"
      style={{ borderColor: 'rgba(200,170,110,0.35)' }}
    >
      <Group gap="xs" mb={4}>
        <IconShieldLock size={18} color="var(--mantine-color-gold-5)" />
        <Title order={2} fz="md" id="admin-actions-heading">
          Admin Actions
        </Title>
      </Group>
      <Text size="xs" c="dimmed" mb="md">
        Only you, the commissioner, see these.
      </Text>
      <Stack gap="xs">
        <AdminAction
          icon={<IconCalendarEvent size={16} />}
          closedBecause={league.draft.status === 'not_started' ? null : DRAFT_SCHEDULE_CLOSED}
          onClick={() => openScheduleDraftModal(league)}
        >
          Schedule Draft
        </AdminAction>
        <AdminAction
          icon={<IconCalendarStats size={16} />}
          closedBecause={scheduleClosedBecause(league)}
          onClick={() => openSetScheduleModal(league)}
        >
          Set Schedule
        </AdminAction>
        <Button
          component={Link}
          to={appPaths.leagueSettings(league.id)}
          variant="light"
          justify="flex-start"
          leftSection={<IconSettings size={16} />}
        >
          League Settings
        </Button>
        <AdminAction
          icon={<IconRobot size={16} />}
          color="gold"
          onClick={() => openFillLeagueModal({ userId, leagueId: league.id })}
        >
          Admin: Fill League
        </AdminAction>
      </Stack>
      {!league.isPublic && league.inviteCode ? (
        <InviteShare leagueId={league.id} inviteCode={league.inviteCode} />
      ) : null}
    </Paper>
  );
}

/** Why the league's schedule can no longer change, or null: its season is over. */
export const scheduleClosedBecause = (league: Pick<League, 'playoffs'>): string | null =>
  league.playoffs.champion ? SEASON_OVER('schedule changes') : null;

/** One of the commissioner's tools: a light button as wide as the card, its label at the left. */
function AdminAction({
  icon,
  color,
  closedBecause = null,
  onClick,
  children,
}: {
  icon: ReactNode;
  /** Fill League, which adds teams rather than changing a setting, stands out in gold. */
  color?: 'gold';
  /** Why the tool is closed now: the button is disabled, with the reason on hover or focus. */
  closedBecause?: string | null;
  onClick(): void;
  children: ReactNode;
}) {
  const button = (
    <Button
      variant="light"
      color={color}
      justify="flex-start"
      leftSection={icon}
      onClick={onClick}
      disabled={closedBecause !== null}
      fullWidth
    >
      {children}
    </Button>
  );
  if (closedBecause === null) return button;
  return <ClosedReason reason={closedBecause}>{button}</ClosedReason>;
}

/** A private league admits holders of its code; the link carries it to the Join button. */
function InviteShare({ leagueId, inviteCode }: { leagueId: string; inviteCode: string }) {
  const link = `${window.location.origin}${appPaths.leagueInvite(leagueId, inviteCode)}`;
  return (
    <>
      <Divider my="md" />
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Invite people
        </Text>
        <Text size="xs" c="dimmed">
          Your league is private: share this link (or the code) with the people you want in.
        </Text>
        <CopyField label="Invite link" value={link} />
        <CopyField label="Invite code" value={inviteCode} />
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          justify="flex-start"
          leftSection={<IconRefresh size={14} />}
          onClick={() => openNewInviteCodeModal(leagueId)}
        >
          New invite code
        </Button>
      </Stack>
    </>
  );
}

const NEW_CODE_MODAL_ID = 'new-invite-code';

/** A leaked link is made useless by a new code; the people already in stay in. */
function openNewInviteCodeModal(leagueId: string) {
  openModal({
    modalId: NEW_CODE_MODAL_ID,
    title: 'New invite code',
    children: <NewInviteCodeConfirm leagueId={leagueId} />,
  });
}

function NewInviteCodeConfirm({ leagueId }: { leagueId: string }) {
  const renew = useRenewInviteCode(leagueId);
  return (
    <Stack gap="md">
      <Text size="sm">
        The current invite link and code will stop working: nobody can join with them any more.
        Members already in the league stay in.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={() => closeModal(NEW_CODE_MODAL_ID)}
          disabled={renew.isPending}
        >
          Cancel
        </Button>
        <Button
          loading={renew.isPending}
          data-autofocus
          onClick={() =>
            renew.mutate(undefined, {
              onSuccess: () => {
                closeModal(NEW_CODE_MODAL_ID);
                showSuccess('New invite code', 'Share the new link with the people you want in.');
              },
              onError: (error) => showActionError(error, 'Failed to make a new invite code'),
            })
          }
        >
          Make a new code
        </Button>
      </Group>
    </Stack>
  );
}

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      size="xs"
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : `Copy ${label.toLowerCase()}`} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'rift' : 'gray'}
                onClick={copy}
                aria-label={`Copy ${label.toLowerCase()}`}
              >
                {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
