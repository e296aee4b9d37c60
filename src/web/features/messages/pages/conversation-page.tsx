import { IconMessage } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon';

/** /messages/:id: one conversation (not built yet). */
export function ConversationPage() {
  return (
    <ComingSoon
      title="Conversation"
      icon={<IconMessage size={32} />}
      description="Your one-to-one messages with this manager, with older messages a click away."
    />
  );
}
