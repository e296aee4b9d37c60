import { Button, Group, Text } from '@mantine/core';
import { IconBroadcast, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DraftStatusResponse } from '../../../../domain/contract/drafts';
import { BOARD_MIN_TEAMS, NEED_TEAMS } from '../../../../domain/draft';
import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { appPaths } from '../../../lib/paths';
import { draftFacts } from '../components/draft-labels';
import { DraftStatusBadge } from '../components/draft-status-badge';
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
  return (
    <div>
      <PageHeader
        back={
          failed ? (
            <BackButton to={appPaths.leagues} label="Back to Leagues" />
          ) : (
            <BackButton
              to={appPaths.league(leagueId)}
              label={state ? `Back to ${state.leagueName}` : 'Back to League'}
            />
          )
        }
        eyebrow={state?.leagueName ?? null}
        eyebrowLoading={!state && !failed}
        eyebrowTestId="draft-league-name"
        title="League Draft"
        badge={state ? <DraftStatusBadge status={state.status} testId="draft-status" /> : null}
        subtitle={state ? draftFacts(state) : ' '}
        actions={
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
        }
      />
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
