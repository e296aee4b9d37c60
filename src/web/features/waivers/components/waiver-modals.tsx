import { closeModal, openModal } from '../../../lib/open-modal';
import { AddDropForm, type AddDropFormProps } from './add-drop-form';
import { ClaimForm, type ClaimFormProps } from './claim-form';

type MoveOptions = Omit<ClaimFormProps & AddDropFormProps, 'onDone'>;

/** The claim modal for a player on waivers. */
export function openClaimModal(options: MoveOptions) {
  const modalId = 'claim-player';
  openModal({
    modalId,
    title: `Claim ${options.player.name}`,
    children: <ClaimForm {...options} onDone={() => closeModal(modalId)} />,
  });
}

/** Add a free agent, dropping a player of the team if the manager chooses one. */
export function openAddDropModal(options: MoveOptions) {
  const modalId = 'add-drop-player';
  openModal({
    modalId,
    title: `Add ${options.player.name}`,
    children: <AddDropForm {...options} onDone={() => closeModal(modalId)} />,
  });
}
