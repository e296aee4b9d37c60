import type { Team } from '../../../../domain/contract/teams';
import type { RosterSlot } from '../../../../domain/vocabulary';
import { closeModal, openModal } from '../../../lib/open-modal';
import { AddPlayerPicker } from './add-player-picker';

/** The Add Player modal for one empty slot (opened imperatively, decision 005). */
export function openAddPlayerModal(options: { team: Team; slot: RosterSlot; userId: string }) {
  const modalId = 'add-player';
  openModal({
    modalId,
    title: options.slot === 'BENCH' ? 'Add Player to the Bench' : `Add Player: ${options.slot}`,
    size: 'lg',
    children: <AddPlayerPicker {...options} onDone={() => closeModal(modalId)} />,
  });
}
