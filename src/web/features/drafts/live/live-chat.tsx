import { ActionIcon, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconMessageCircle, IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../../../domain/contract/drafts';
import { CHAT_MAX_LENGTH } from '../../../../domain/vocabulary';
import classes from './live-room.module.css';

const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export function chatTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : timeOfDay.format(date);
}

interface LiveChatProps {
  messages: readonly ChatMessage[];
  userId: string | null;
  /** Sends a line; returns why it was not sent, or null. */
  onSend(message: string): string | null;
  disabled: boolean;
}

/** The room's Chat tab: its recent messages and a line to add one (a blank one is refused). */
export function LiveChat({ messages, userId, onSend, disabled }: LiveChatProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const blank = text.trim() === '';

  // Follow the conversation: the newest line stays in view.
  useEffect(() => {
    const element = viewport.current;
    if (element && messages.length > 0) element.scrollTo({ top: element.scrollHeight });
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || disabled) return;
    const problem = onSend(text);
    setError(problem);
    if (!problem) setText('');
  };

  return (
    <Paper radius="lg" p={0} style={{ overflow: 'clip' }}>
      <ScrollArea h={{ base: 320, sm: 360 }} viewportRef={viewport} type="auto">
        <Stack gap={6} p="md" data-testid="chat-messages" aria-live="polite">
          {messages.map((message) => (
            <ChatLine key={message.id} message={message} own={message.userId === userId} />
          ))}
          {messages.length === 0 ? (
            <Stack align="center" gap={4} py="xl" c="dimmed">
              <IconMessageCircle size={28} />
              <Text fw={600}>No messages yet.</Text>
              <Text size="sm">Say hello to the other managers in the room.</Text>
            </Stack>
          ) : null}
        </Stack>
      </ScrollArea>
      <form onSubmit={submit} className={classes.chatForm}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label="Chat message"
            placeholder="Type a message..."
            value={text}
            maxLength={CHAT_MAX_LENGTH}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            disabled={disabled}
            style={{ flex: 1 }}
            autoComplete="off"
          />
          <ActionIcon
            type="submit"
            size={36}
            aria-label="Send message"
            disabled={blank || disabled}
          >
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      </form>
    </Paper>
  );
}

function ChatLine({ message, own }: { message: ChatMessage; own: boolean }) {
  return (
    <div className={classes.chatLine} data-own={own || undefined} data-testid="chat-message">
      <Group gap={6} wrap="nowrap" className={classes.chatMeta}>
        <Text size="xs" fw={700} c={own ? 'rift.3' : 'gold.4'} truncate>
          {message.username}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {chatTime(message.timestamp)}
        </Text>
      </Group>
      <Text size="sm" className={classes.chatText}>
        {message.message}
      </Text>
    </div>
  );
}
