import { Stack, Tabs } from '@mantine/core';
import { IconInbox, IconMessages, IconSend, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import classes from '../../../components/scroll-tabs.module.css';
import { useCurrentUser } from '../../../lib/auth/use-auth';
import { useConversations } from '../../../lib/social/get-conversations';
import { useFriendRequests } from '../../../lib/social/get-friend-requests';
import { SOCIAL_ERRORS } from '../../../lib/social/social-toasts';
import { useErrorToast } from '../../../lib/social/use-error-toast';
import { ConversationList } from '../../messages';
import { useFriends } from '../api/get-friends';
import { FindFriends } from '../components/find-friends';
import { FriendsTab } from '../components/friends-tab';
import { ListFailed, ListLoading } from '../components/list-state';
import { RequestsTab } from '../components/requests-tab';
import { SentRequestsTab } from '../components/sent-requests-tab';
import { TabCount } from '../components/tab-count';

const TABS = ['friends', 'requests', 'sent', 'messages'] as const;
type FriendsTabValue = (typeof TABS)[number];

const isTab = (value: string | null): value is FriendsTabValue =>
  (TABS as readonly (string | null)[]).includes(value);

/** /friends: Find Friends, then My Friends, Friend Requests, Sent Requests and Messages. */
export function FriendsPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return <Friends viewerId={user.id} />;
}

function Friends({ viewerId }: { viewerId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: FriendsTabValue = isTab(requested) ? requested : 'friends';
  const friends = useFriends(viewerId);
  const requests = useFriendRequests(viewerId);
  const conversations = useConversations(viewerId);
  useErrorToast(
    { isError: friends.isError || requests.isError, error: friends.error ?? requests.error },
    SOCIAL_ERRORS.loadFriends,
  );

  const selectTab = (next: string | null) => {
    if (!isTab(next)) return;
    // Each tab has its own address (?tab=messages opens Messages); switching adds no history.
    setSearchParams(next === 'friends' ? {} : { tab: next }, { replace: true });
  };

  // On a phone the tabs scroll sideways: the open one (?tab=messages) is brought into view,
  // again once the counts have widened the tabs.
  const tabList = useRef<HTMLDivElement>(null);
  const countsShown = Boolean(friends.data && requests.data && conversations.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab or its width changes
  useEffect(() => {
    const list = tabList.current;
    const active = list?.querySelector<HTMLElement>('[data-active]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = active.getBoundingClientRect();
    list.scrollLeft += tabBox.left - listBox.left - (listBox.width - tabBox.width) / 2;
  }, [tab, countsShown]);

  const unreadConversations = conversations.data?.filter((c) => c.unreadCount > 0).length;
  const retry = () => {
    void friends.refetch();
    void requests.refetch();
  };
  const friendsPanel = (content: (data: NonNullable<typeof friends.data>) => ReactNode) =>
    friends.data ? (
      content(friends.data)
    ) : friends.isError ? (
      <ListFailed title={SOCIAL_ERRORS.loadFriends} onRetry={retry} />
    ) : (
      <ListLoading label="Loading friends" />
    );
  const requestsPanel = (content: (data: NonNullable<typeof requests.data>) => ReactNode) =>
    requests.data ? (
      content(requests.data)
    ) : requests.isError ? (
      <ListFailed title={SOCIAL_ERRORS.loadFriends} onRetry={retry} />
    ) : (
      <ListLoading label="Loading friend requests" />
    );

  return (
    <Stack gap="xl" maw={880} mx="auto">
      {/* /messages leads here: on the Messages tab the page is titled after it. */}
      <PageHeader
        title={tab === 'messages' ? 'Messages' : 'Friends'}
        subtitle={
          tab === 'messages'
            ? 'Your conversations with other managers, newest first.'
            : 'Find other managers, answer friend requests and keep in touch.'
        }
      />
      <FindFriends viewerId={viewerId} />
      <Tabs
        value={tab}
        onChange={selectTab}
        keepMounted={false}
        classNames={{ list: classes.list, tab: classes.tab, tabSection: classes.tabSection }}
      >
        <Tabs.List mb="md" ref={tabList}>
          <Tabs.Tab
            value="friends"
            leftSection={<IconUsers size={16} />}
            rightSection={<TabCount count={friends.data?.friends.length} />}
          >
            My Friends
          </Tabs.Tab>
          <Tabs.Tab
            value="requests"
            leftSection={<IconInbox size={16} />}
            rightSection={<TabCount count={requests.data?.received.length} alert />}
          >
            Friend Requests
          </Tabs.Tab>
          <Tabs.Tab
            value="sent"
            leftSection={<IconSend size={16} />}
            rightSection={<TabCount count={requests.data?.sent.length} />}
          >
            Sent Requests
          </Tabs.Tab>
          <Tabs.Tab
            value="messages"
            leftSection={<IconMessages size={16} />}
            rightSection={
              unreadConversations ? <TabCount count={unreadConversations} alert /> : null
            }
          >
            Messages
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="friends">
          {friendsPanel((data) => (
            <FriendsTab friends={data.friends} viewerId={viewerId} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          {requestsPanel((data) => (
            <RequestsTab requests={data.received} viewerId={viewerId} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="sent">
          {requestsPanel((data) => (
            <SentRequestsTab requests={data.sent} />
          ))}
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <ConversationList viewerId={viewerId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
