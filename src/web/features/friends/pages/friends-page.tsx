import { IconMessages, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';

/** /friends, and /friends?tab=messages for the Messages tab. */
export function FriendsPage() {
  const [searchParams] = useSearchParams();
  if (searchParams.get('tab') === 'messages') {
    return (
      <ComingSoon
        title="Messages"
        icon={<IconMessages size={32} />}
        description="Your conversations with other managers, newest first, with unread counts."
      />
    );
  }
  return (
    <ComingSoon
      title="Friends"
      icon={<IconUsers size={32} />}
      description="Find other managers, send and answer friend requests, and start conversations."
    />
  );
}
