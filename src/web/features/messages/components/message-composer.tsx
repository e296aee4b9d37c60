import { ActionIcon, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../domain/vocabulary';
import classes from './conversation.module.css';

interface MessageComposerProps {
  sending: boolean;
  /** Whether it was sent: the text is cleared then, and kept for another try on failure. */
  onSend(content: string): Promise<boolean>;
}

/** The message box: Enter sends, Shift+Enter starts a new line; blank text cannot be sent. */
export function MessageComposer({ sending, onSend }: MessageComposerProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const send = async () => {
    if (blank || sending) return;
    const content = text.trim();
    // Whatever was typed while it was on its way stays in the box.
    if (await onSend(content)) setText((now) => (now.trim() === content ? '' : now));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Textarea
        className={classes.composerInput}
        placeholder="Type a message..."
        aria-label="Message"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={MESSAGE_MAX_LENGTH}
        radius="xl"
        size="md"
        data-autofocus
      />
      <ActionIcon
        type="submit"
        size={42}
        radius="xl"
        variant="filled"
        aria-label="Send message"
        disabled={blank}
        loading={sending}
      >
        <IconSend size={20} />
      </ActionIcon>
    </form>
  );
}
