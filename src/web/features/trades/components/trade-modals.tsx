import type { Trade } from '../../../../domain/contract/trades';
import { closeModal, openModal } from '../../../lib/open-modal';
import { ConfirmTradeForm, type TradeProposal } from './confirm-trade-form';
import { VetoTradeForm } from './veto-trade-form';

// The trade screens' modals, opened imperatively (decision 005: the provider loads lazily).

export function openConfirmTradeModal(proposal: TradeProposal, onSent: (trade: Trade) => void) {
  const modalId = 'confirm-trade';
  openModal({
    modalId,
    title: 'Confirm Trade Proposal',
    children: (
      <ConfirmTradeForm
        proposal={proposal}
        onCancel={() => closeModal(modalId)}
        onSent={(trade) => {
          closeModal(modalId);
          onSent(trade);
        }}
      />
    ),
  });
}

export function openVetoTradeModal(options: { trade: Trade; userId: string }) {
  const modalId = 'veto-trade';
  openModal({
    modalId,
    title: 'Veto Trade',
    children: <VetoTradeForm {...options} onDone={() => closeModal(modalId)} />,
  });
}
