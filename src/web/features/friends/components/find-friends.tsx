import { ActionIcon, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconMessageCircle, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { User } from '../../../../domain/contract/users';
import { SearchInput } from '../../../components/search-input';
import { useFriendRequests } from '../../../lib/social/get-friend-requests';
import { SOCIAL_ERRORS } from '../../../lib/social/social-toasts';
import { useErrorToast } from '../../../lib/social/use-error-toast';
import { useStartConversation } from '../../messages';
import { useFriends } from '../api/get-friends';
import { useUserSearch } from '../api/search-users';
import { useSendFriendRequest } from '../api/send-friend-request';
import { UserRow } from './user-row';

/** 'Find Friends': search users by username or email, then add or message them. */
export function FindFriends({ viewerId }: { viewerId: string }) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const search = useUserSearch(viewerId, submitted);
  useErrorToast(search, SOCIAL_ERRORS.search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Blank text is ignored: nothing is searched and the last results stay.
    const q = text.trim();
    if (q === '') return;
    if (q === submitted) void search.refetch();
    else setSubmitted(q);
  };

  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="sm">
        Find Friends
      </Title>
      <form onSubmit={submit}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <SearchInput
            style={{ flex: 1 }}
            placeholder="Search for users by username or email"
            label="Search for users by username or email"
            value={text}
            onChange={setText}
            maxLength={100}
          />
          <Button type="submit" loading={search.isFetching} visibleFrom="xs">
            Search
          </Button>
          <ActionIcon
            type="submit"
            size={36}
            loading={search.isFetching}
            hiddenFrom="xs"
            aria-label="Search"
          >
            <IconSearch size={18} />
          </ActionIcon>
        </Group>
      </form>
      {submitted === '' ? null : search.isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" type="dots" />
        </Group>
      ) : search.data ? (
        <SearchResults users={search.data} viewerId={viewerId} />
      ) : null}
    </Paper>
  );
}

function SearchResults({ users, viewerId }: { users: readonly User[]; viewerId: string }) {
  const friends = useFriends(viewerId);
  const requests = useFriendRequests(viewerId);
  const sendRequest = useSendFriendRequest(viewerId);
  const startConversation = useStartConversation(viewerId);

  if (users.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="md">
        No users found matching your search.
      </Text>
    );
  }
  const friendIds = new Set(friends.data?.friends.map((friend) => friend.id));
  const pendingIds = new Set(requests.data?.sent.map((request) => request.recipient.id));

  return (
    <Stack gap={0} mt="sm" data-testid="search-results">
      {users.map((user) => {
        const sending = sendRequest.isPending && sendRequest.variables?.id === user.id;
        const opening = startConversation.isPending && startConversation.variables === user.id;
        return (
          <UserRow
            key={user.id}
            user={user}
            detail={user.email}
            stackOnPhone
            testId="search-result"
            actions={
              <>
                {friendIds.has(user.id) ? (
                  <Button
                    size="xs"
                    variant="light"
                    color="gray"
                    disabled
                    leftSection={<IconCheck size={14} />}
                  >
                    Friends
                  </Button>
                ) : pendingIds.has(user.id) ? (
                  <Button size="xs" variant="light" color="gray" disabled>
                    Request Sent
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    leftSection={<IconUserPlus size={14} />}
                    loading={sending}
                    onClick={() => sendRequest.mutate(user)}
                  >
                    Add Friend
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconMessageCircle size={14} />}
                  loading={opening}
                  onClick={() => startConversation.mutate(user.id)}
                >
                  Message
                </Button>
              </>
            }
          />
        );
      })}
    </Stack>
  );
}
