import { Paper } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { appPaths } from '../../../lib/paths';
import { otherParticipant } from '../../../lib/social/conversation-list';
import { messagesInOrder } from '../../../lib/social/message-pages';
import { setOpenConversation } from '../../../lib/social/open-conversation';
import { SOCIAL_ERRORS } from '../../../lib/social/social-toasts';
import { useErrorToast } from '../../../lib/social/use-error-toast';
import { useViewerClock } from '../../../lib/social/use-viewer-clock';
import { usePageVisible } from '../../../lib/use-page-visible';
import { useConversation } from '../api/get-conversation';
import { useMessages } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useSendMessage } from '../api/send-message';
import classes from '../components/conversation.module.css';
import { ConversationHeader } from '../components/conversation-header';
import { MessageComposer } from '../components/message-composer';
import { MessageThread } from '../components/message-thread';

/** /messages/:id: one conversation; opening it (and each message read on it) marks it read. */
export function ConversationPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  if (!user) return null;
  return <Conversation key={id} id={id} viewerId={user.id} />;
}

function Conversation({ id, viewerId }: { id: string; viewerId: string }) {
  const navigate = useNavigate();
  const conversation = useConversation(viewerId, id);
  const messagesQuery = useMessages(viewerId, id);
  const send = useSendMessage(viewerId, id);
  const markRead = useMarkRead(viewerId);
  const { now, timeZone } = useViewerClock();

  // A conversation that cannot be loaded, or is refused, sends the user back to Messages. One
  // already on screen stays when a later check of it fails (a dropped connection, a restart):
  // leaving would lose what the user was typing.
  const conversationLost =
    conversation.isError && (!conversation.data || isNotFound(conversation.error));
  useErrorToast(
    { isError: conversationLost, error: conversation.error },
    SOCIAL_ERRORS.loadConversation,
    () => {
      void navigate(appPaths.messages);
    },
  );
  // A conversation that does not exist (or is not the user's) fails both calls: its own
  // toast and the way back say so once.
  const conversationRefused = isNotFound(messagesQuery.error);
  useErrorToast(
    { isError: messagesQuery.isError && !conversationRefused, error: messagesQuery.error },
    SOCIAL_ERRORS.loadMessages,
  );

  const messages = useMemo(() => messagesInOrder(messagesQuery.data), [messagesQuery.data]);
  const newest = messages.at(-1);

  // A page behind another tab is open but not seen: what arrives there stays unread (and
  // the other participant is not told it was seen) until the user comes back to it.
  const visible = usePageVisible();

  // While it is on screen, this conversation's pushes are read, not counted as unread.
  useEffect(() => {
    if (!visible) return;
    setOpenConversation(id);
    return () => setOpenConversation(null);
  }, [id, visible]);

  // Opening marks it read; so does each message from the other participant seen here.
  const { mutate: markAsRead } = markRead;
  const newestFromOther = newest && newest.sender.id !== viewerId ? newest.id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening, per message, on return
  useEffect(() => {
    if (visible) markAsRead(id);
  }, [id, newestFromOther, visible, markAsRead]);

  const other = conversation.data
    ? otherParticipant(conversation.data.participants, viewerId)
    : undefined;

  return (
    <Paper radius="lg" p={0} className={classes.panel}>
      <ConversationHeader other={other} />
      <MessageThread
        messages={messages}
        viewerId={viewerId}
        otherReadAt={conversation.data?.otherReadAt ?? null}
        now={now}
        timeZone={timeZone}
        loading={messagesQuery.isPending}
        hasOlder={messagesQuery.hasNextPage}
        loadingOlder={messagesQuery.isFetchingNextPage}
        onLoadOlder={() => void messagesQuery.fetchNextPage()}
      />
      <MessageComposer
        sending={send.isPending}
        onSend={(content) =>
          send.mutateAsync(content).then(
            () => true,
            () => false,
          )
        }
      />
    </Paper>
  );
}
