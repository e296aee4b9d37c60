import type { Message } from '../../../domain/contract/messages';
import { calendarDay, daySeparatorLabel } from '../../../domain/time-labels';

export interface MessageDay {
  /** The calendar day, unique in the list. */
  key: number;
  /** 'Today', 'Yesterday' or 'Monday, March 3'. */
  label: string;
  messages: Message[];
}

/** Messages (oldest first) under their day separators, in the viewer's time zone. */
export function groupByDay(
  messages: readonly Message[],
  now: Date,
  timeZone: string,
): MessageDay[] {
  const days: MessageDay[] = [];
  for (const message of messages) {
    const key = calendarDay(message.createdAt, timeZone);
    const last = days.at(-1);
    if (last?.key === key) last.messages.push(message);
    else {
      days.push({
        key,
        label: daySeparatorLabel(message.createdAt, now, timeZone),
        messages: [message],
      });
    }
  }
  return days;
}

/**
 * Consecutive messages of one sender within a few minutes form a run: only its last one
 * shows the avatar, so a burst of lines reads as one turn.
 */
export const RUN_GAP_MS = 5 * 60_000;

export function endsRun(message: Message, next: Message | undefined): boolean {
  if (!next || next.sender.id !== message.sender.id) return true;
  return Date.parse(next.createdAt) - Date.parse(message.createdAt) > RUN_GAP_MS;
}

/** The viewer's last message the other participant has read, for its 'Seen' mark. */
export function lastSeenOwnMessageId(
  messages: readonly Message[],
  viewerId: string,
  otherReadAt: string | null,
): string | null {
  const lastOwn = messages.findLast((message) => message.sender.id === viewerId);
  if (!lastOwn || !otherReadAt) return null;
  return Date.parse(otherReadAt) >= Date.parse(lastOwn.createdAt) ? lastOwn.id : null;
}
