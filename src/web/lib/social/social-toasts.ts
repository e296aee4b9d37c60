import { actionErrorMessage } from '../action-error';
import { showError } from '../toast';

/** The social screens' failure titles; the description is the server's message. */
export const SOCIAL_ERRORS = {
  loadFriends: 'Error loading friends',
  loadConversations: 'Error loading conversations',
  search: 'Search failed',
  createConversation: 'Failed to create conversation',
  sendRequest: 'Failed to send request',
  removeFriend: 'Failed to remove friend',
  acceptRequest: 'Failed to accept request',
  rejectRequest: 'Failed to reject request',
  loadMessages: 'Error loading messages',
  sendMessage: 'Failed to send message',
  loadConversation: 'Error loading conversation',
} as const;

export type SocialErrorTitle = (typeof SOCIAL_ERRORS)[keyof typeof SOCIAL_ERRORS];

const FALLBACK = 'Something went wrong. Please try again.';

/** A red, closable 3-second toast with the spec's title and the server's message. */
export function showSocialError(title: SocialErrorTitle, error: unknown): void {
  showError(title, actionErrorMessage(error, FALLBACK));
}
