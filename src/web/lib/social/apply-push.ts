import type { QueryClient } from '@tanstack/react-query';
import type { LivePush } from '../../../domain/contract/live';
import type { Conversation, Message } from '../../../domain/contract/messages';
import type { NotificationList } from '../../../domain/contract/notifications';
import { refreshLeagueScores } from '../league/scores-push';
import { withNotification } from '../notifications/notifications';
import { queryKeys } from '../query-keys';
import { withNewMessage, withRead } from './conversation-list';
import { type MessagePages, withMessage } from './message-pages';
import { getOpenConversation } from './open-conversation';

/** A message (pushed, or the answer to our own send) into every cache that shows it. */
export function addMessageToCaches(queryClient: QueryClient, userId: string, message: Message) {
  queryClient.setQueryData<MessagePages>(
    queryKeys.messages(userId, message.conversationId),
    (data) => (data ? withMessage(data, message) : data),
  );
  const listKey = queryKeys.conversations(userId);
  const list = queryClient.getQueryData<Conversation[]>(listKey);
  const updated = list ? withNewMessage(list, message, userId, getOpenConversation()) : undefined;
  if (updated) queryClient.setQueryData(listKey, updated);
  // A conversation the list does not hold yet (someone wrote first): ask for the list again.
  else if (updated === null) void queryClient.invalidateQueries({ queryKey: listKey });
}

/** What every push changes in the query caches; `ready`, `pong` and `error` change nothing. */
export function applyPush(queryClient: QueryClient, userId: string, push: LivePush): void {
  switch (push.type) {
    case 'message':
      addMessageToCaches(queryClient, userId, push.message);
      return;
    case 'read': {
      queryClient.setQueryData<Conversation[]>(queryKeys.conversations(userId), (list) =>
        list?.map((conversation) => withRead(conversation, push, userId)),
      );
      queryClient.setQueryData<Conversation>(
        queryKeys.conversation(userId, push.conversationId),
        (conversation) => (conversation ? withRead(conversation, push, userId) : conversation),
      );
      return;
    }
    case 'friendRequest':
    case 'friendRequestRejected':
      void queryClient.invalidateQueries({ queryKey: queryKeys.friendRequests(userId) });
      return;
    case 'friendAccepted':
      void queryClient.invalidateQueries({ queryKey: queryKeys.friends(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.friendRequests(userId) });
      return;
    case 'friendRemoved':
      void queryClient.invalidateQueries({ queryKey: queryKeys.friends(userId) });
      return;
    case 'tradeOffer':
      void queryClient.invalidateQueries({ queryKey: queryKeys.trades(userId) });
      // A completed trade moved players (the other owner accepted, or its review ended): the
      // team pages and team lists that show them are out of date.
      if (push.status === 'completed') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.anyTeam });
        void queryClient.invalidateQueries({ queryKey: queryKeys.myTeams(userId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.teams(userId) });
      }
      return;
    case 'scores':
      refreshLeagueScores(queryClient, push.leagueId);
      // A final week brings each manager's result to the notification centre.
      if (push.final)
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications(userId) });
      return;
    case 'notification': {
      const { notification } = push;
      queryClient.setQueryData<NotificationList>(queryKeys.notifications(userId), (list) =>
        withNotification(list, notification),
      );
      // A clear settled the user's claims: it moved the same things in the league as its
      // clock's news (the claims, the order and budgets left, rosters, statuses, the log).
      if (notification.type === 'claim' && notification.leagueId)
        refreshLeagueScores(queryClient, notification.leagueId);
      return;
    }
    case 'notificationsRead':
      // Read in another tab or on another device: the bell here asks for its count again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications(userId) });
      return;
    case 'error':
      console.debug('Push connection error', push.code, push.message);
      return;
    default:
      return;
  }
}

/** After the push was down: what it may have missed is asked for again. */
export function refreshSocialCaches(queryClient: QueryClient, userId: string): void {
  for (const queryKey of [
    queryKeys.friends(userId),
    queryKeys.friendRequests(userId),
    queryKeys.conversations(userId),
    queryKeys.anyConversation(userId),
    queryKeys.anyMessages(userId),
    queryKeys.trades(userId),
    queryKeys.notifications(userId),
  ]) {
    // A fetch already on its way (the page's first) answers for this one too.
    void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  }
}
