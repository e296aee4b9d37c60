import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { showError } from './toast';

const shown = () => notificationsStore.getState().notifications.map((toast) => toast.title);
// The toast code loads on first use: a few turns of the event loop show what was asked.
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('toasts', () => {
  it('show the same toast once while it is on screen, and a different one beside it', async () => {
    showError('Error loading conversation', 'Conversation not found');
    showError('Error loading conversation', 'Conversation not found');
    showError('Error loading messages', 'Conversation not found');
    await settle();
    expect(shown()).toEqual(['Error loading conversation', 'Error loading messages']);
  });
});
