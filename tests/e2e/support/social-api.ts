import type { APIRequestContext } from '@playwright/test';
import type { FriendRequestResult } from '../../../src/domain/contract/friends';
import type { Conversation, Message } from '../../../src/domain/contract/messages';
import { call } from './leagues-api';

// Friendships and conversations through the real HTTP API, for journeys that start from them.

export const sendFriendRequest = (request: APIRequestContext, token: string, userId: string) =>
  call<FriendRequestResult>(request, 'post', '/friends/request', token, { userId });

export const openConversation = (request: APIRequestContext, token: string, userId: string) =>
  call<Conversation>(request, 'post', '/messages/conversations', token, { userId });

export const postMessage = (
  request: APIRequestContext,
  token: string,
  conversationId: string,
  content: string,
) =>
  call<Message>(request, 'post', `/messages/conversations/${conversationId}/messages`, token, {
    content,
  });

/**
 * `count` messages 'Message 1' to 'Message {count}', in order, sent by the two users in turn
 * (the server lets one user send 30 a minute).
 */
export async function seedMessages(
  request: APIRequestContext,
  conversationId: string,
  tokens: readonly [string, string],
  count: number,
): Promise<void> {
  for (let n = 1; n <= count; n += 1) {
    await postMessage(request, tokens[n % 2]!, conversationId, `Message ${n}`);
  }
}
