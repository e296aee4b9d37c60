import { Flex } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LiveDraftState } from '../../../../domain/contract/drafts';
import { BackButton } from '../../../components/back-button';
import { PageHeader } from '../../../components/page-header';
import { appPaths } from '../../../lib/paths';
import { draftFacts } from '../components/draft-labels';
import { DraftStatusBadge } from '../components/draft-status-badge';

interface RoomHeaderProps {
  leagueId: string;
  leagueName: string | null;
  draft: LiveDraftState | null;
  /** The connection indicator. */
  connection: ReactNode;
  /** Start Draft and End Draft. */
  controls: ReactNode;
}

/** The league, the room's title and state, the connection and the commissioner's buttons. */
export function RoomHeader({ leagueId, leagueName, draft, connection, controls }: RoomHeaderProps) {
  return (
    <PageHeader
      back={
        <BackButton
          to={appPaths.league(leagueId)}
          label={leagueName ? `Back to ${leagueName}` : 'Back to League'}
        />
      }
      eyebrow={leagueName}
      eyebrowLoading={leagueName === null}
      eyebrowTestId="live-league-name"
      title="Live Draft Room"
      badge={draft ? <DraftStatusBadge status={draft.status} testId="live-draft-status" /> : null}
      subtitle={draft ? draftFacts(draft) : 'Joining the room…'}
      actions={
        <Flex
          direction={{ base: 'row', sm: 'column' }}
          wrap="wrap"
          gap="xs"
          align={{ base: 'center', sm: 'flex-end' }}
          justify={{ base: 'space-between', sm: 'flex-start' }}
          style={{ flexShrink: 0 }}
        >
          {connection}
          {controls}
        </Flex>
      }
    />
  );
}
