import type { League } from '../../../../domain/contract/leagues';
import type { Team } from '../../../../domain/contract/teams';
import { DEFAULT_SEASON_WEEKS } from '../../../../domain/weeks';
import { closeModal, openModal } from '../../../lib/open-modal';
import { seasonWeeks } from '../league-display';
import { LEAGUE_ACTION_FALLBACKS } from '../league-errors';
import { CreateLeagueForm } from './create-league-form';
import { CreateTeamForm } from './create-team-form';
import { FillLeagueForm } from './fill-league-form';
import { JoinLeagueForm } from './join-league-form';
import { ScheduleDraftForm } from './schedule-draft-form';
import { ScheduleWeeksForm } from './schedule-weeks-form';

// The league screens' modals. Pages open them imperatively (decision 005: the provider
// loads lazily and wraps no page).

function open(modalId: string, title: string, children: React.ReactNode, size = 'md') {
  openModal({ modalId, title, children, size });
}

export function openCreateLeagueModal(options: {
  userId: string;
  onCreated(league: League): void;
}) {
  const modalId = 'create-league';
  open(
    modalId,
    'Create New League',
    <CreateLeagueForm
      userId={options.userId}
      onCancel={() => closeModal(modalId)}
      onCreated={(league) => {
        closeModal(modalId);
        options.onCreated(league);
      }}
    />,
    'lg',
  );
}

/**
 * 'Create Your Team' right after creating a league (its answer carries promptCreateTeam),
 * 'Create New Team' from the league page.
 */
export function openCreateTeamModal(options: {
  userId: string;
  league: Pick<League, 'id' | 'name'>;
  afterLeagueCreated?: boolean;
  onCreated?(team: Team): void;
}) {
  const modalId = 'create-team';
  const { league, afterLeagueCreated = false } = options;
  open(
    modalId,
    afterLeagueCreated ? 'Create Your Team' : 'Create New Team',
    <CreateTeamForm
      userId={options.userId}
      leagueId={league.id}
      intro={
        afterLeagueCreated
          ? `${league.name} is live. Name your own team to take part in the draft.`
          : `Your team in ${league.name}. You will draft real pros into it.`
      }
      cancelLabel={afterLeagueCreated ? 'Later' : 'Cancel'}
      onCancel={() => closeModal(modalId)}
      onCreated={(team) => {
        closeModal(modalId);
        options.onCreated?.(team);
      }}
    />,
  );
}

export function openJoinLeagueModal(options: {
  userId: string;
  league: Pick<League, 'id' | 'name'>;
  inviteCode?: string | null;
  onJoined?(league: League): void;
}) {
  const modalId = 'join-league';
  open(
    modalId,
    `Join ${options.league.name}`,
    <JoinLeagueForm
      userId={options.userId}
      league={options.league}
      inviteCode={options.inviteCode}
      onCancel={() => closeModal(modalId)}
      onJoined={(league) => {
        closeModal(modalId);
        options.onJoined?.(league);
      }}
    />,
  );
}

export function openScheduleDraftModal(league: Pick<League, 'id' | 'draft'>) {
  const modalId = 'schedule-draft';
  open(
    modalId,
    'Schedule Draft',
    <ScheduleDraftForm league={league} onDone={() => closeModal(modalId)} />,
  );
}

export function openSetScheduleModal(league: Pick<League, 'id' | 'scheduleWeeks' | 'schedule'>) {
  const modalId = 'set-schedule';
  open(
    modalId,
    'Set Schedule',
    <ScheduleWeeksForm
      leagueId={league.id}
      initialWeeks={seasonWeeks(league)}
      intro="How many weeks the season has, playoffs included: a league with playoffs plays them in its last weeks."
      submitLabel="Set Schedule"
      successTitle="Schedule Set"
      failureFallback={LEAGUE_ACTION_FALLBACKS.setSchedule}
      onDone={() => closeModal(modalId)}
    />,
  );
}

export function openGenerateScheduleModal(league: Pick<League, 'id'>) {
  const modalId = 'generate-schedule';
  open(
    modalId,
    'Generate New Schedule',
    <ScheduleWeeksForm
      leagueId={league.id}
      initialWeeks={DEFAULT_SEASON_WEEKS}
      intro="A new round-robin schedule replaces the weeks that have not been played yet."
      submitLabel="Generate Schedule"
      successTitle="Schedule Generated"
      failureFallback={LEAGUE_ACTION_FALLBACKS.generateSchedule}
      onDone={() => closeModal(modalId)}
    />,
  );
}

export function openFillLeagueModal(options: { userId: string; leagueId: string }) {
  const modalId = 'fill-league';
  open(
    modalId,
    'Fill League with Teams',
    <FillLeagueForm
      userId={options.userId}
      leagueId={options.leagueId}
      onDone={() => closeModal(modalId)}
    />,
  );
}
