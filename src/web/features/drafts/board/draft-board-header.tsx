import { Badge, Button, Flex, Group, Skeleton, Text, Title } from '@mantine/core';
import { IconBroadcast, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BOARD_MIN_TEAMS, DRAFT_ROUNDS, NEED_TEAMS } from '../../../../domain/draft';
import type { DraftStatusResponse } from '../../../../domain/types';
import { BackButton } from '../../../components/back-button';
import { appPaths } from '../../../lib/paths';
import { DRAFT_STATUS_COLORS, DRAFT_STATUS_LABELS } from '../components/draft-labels';
import { openEndDraftModal } from './end-draft-modal';
import { useBoardActions } from './use-board-actions';

interface DraftBoardHeaderProps {
  leagueId: string;
  /** Undefined while it loads. */
  state: DraftStatusResponse | undefined;
  isCommissioner: boolean;
  /** The state could not be loaded: no placeholders for what will not come. */
  failed?: boolean;
}

/** The league, the draft's state and the commissioner's Start and End. */
export function DraftBoardHeader({
  leagueId,
  state,
  isCommissioner,
  failed = false,
}: DraftBoardHeaderProps) {
  const leagueName = state?.leagueName;
  return (
    <div>
      {failed ? (
        <BackButton to={appPaths.leagues} label="Back to Leagues" />
      ) : (
        <BackButton
          to={appPaths.league(leagueId)}
          label={leagueName ? `Back to ${leagueName}` : 'Back to League'}
        />
      )}
      <Flex
        mt="xs"
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'flex-end' }}
        gap="md"
      >
        <div style={{ minWidth: 0 }}>
          <Text
            size="xs"
            tt="uppercase"
            c="gold.4"
            fw={700}
            lts={0.8}
            truncate
            data-testid="draft-league-name"
          >
            {leagueName ??
              (failed ? ' ' : <Skeleton h={12} w={160} mb={4} component="span" display="block" />)}
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              League Draft
            </Title>
            {state ? (
              <Badge
                variant="light"
                color={DRAFT_STATUS_COLORS[state.status]}
                radius="sm"
                size="lg"
                data-testid="draft-status"
              >
                {DRAFT_STATUS_LABELS[state.status]}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {state
              ? `Snake draft · ${state.order.length} teams · ${DRAFT_ROUNDS} rounds · ${state.pickSeconds} s per pick`
              : ' '}
          </Text>
        </div>
        <Group gap="xs" display={failed ? 'none' : undefined}>
          <Button
            component={Link}
            to={appPaths.liveDraftFor(leagueId)}
            variant="default"
            leftSection={<IconBroadcast size={16} />}
          >
            Live Draft Room
          </Button>
          {state && isCommissioner ? <CommissionerButtons state={state} /> : null}
        </Group>
      </Flex>
      {state && state.status === 'not_started' && tooFew(state) ? (
        <Text size="sm" c="orange.4" mt="xs" data-testid="draft-need-teams">
          {NEED_TEAMS}
        </Text>
      ) : null}
    </div>
  );
}

const tooFew = (state: DraftStatusResponse) => state.order.length < BOARD_MIN_TEAMS;

function CommissionerButtons({ state }: { state: DraftStatusResponse }) {
  const actions = useBoardActions(state.leagueId);
  if (state.status === 'not_started') {
    return (
      <Button
        leftSection={<IconPlayerPlay size={16} />}
        loading={actions.starting}
        disabled={tooFew(state)}
        onClick={actions.start}
      >
        Start Draft
      </Button>
    );
  }
  if (state.status === 'started') {
    return (
      <Button
        color="red"
        variant="light"
        leftSection={<IconPlayerStop size={16} />}
        onClick={() => openEndDraftModal(state.leagueId, state.totalPicks - state.picks.length)}
      >
        End Draft
      </Button>
    );
  }
  return null;
}
