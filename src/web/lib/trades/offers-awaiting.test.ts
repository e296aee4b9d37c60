import { describe, expect, it } from 'vitest';
import type { Trade } from '../../../domain/contract/trades';
import type { TradeStatus } from '../../../domain/vocabulary';
import { countOffersAwaiting } from './offers-awaiting';

const NO_ACTIONS = { accept: false, reject: false, counter: false, cancel: false, veto: false };
const trade = (status: TradeStatus, actions: Partial<Trade['actions']> = {}) =>
  ({ status, actions: { ...NO_ACTIONS, ...actions } }) as Trade;

describe('countOffersAwaiting', () => {
  it('counts the pending offers the user may accept', () => {
    const trades = [
      trade('pending', { accept: true }),
      trade('pending', { cancel: true }),
      trade('pending', { accept: true }),
      trade('accepted'),
    ];
    expect(countOffersAwaiting(trades)).toBe(2);
    expect(countOffersAwaiting([])).toBe(0);
  });
});
