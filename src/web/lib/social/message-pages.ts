import type { InfiniteData } from '@tanstack/react-query';
import type { Message } from '../../../domain/contract/messages';
import { MESSAGE_PAGE_SIZE } from '../../../domain/vocabulary';

/**
 * A conversation's messages as the cache holds them: page 1 (the newest 20) first, each page
 * oldest first, older pages appended as they load. Pages are offsets from the newest message,
 * so after new messages arrive an older page can repeat a few already shown: they are
 * dropped by id when the list is read.
 */
export type MessagePages = InfiniteData<Message[], unknown>;

/**
 * More pages are assumed to exist while a page returns exactly 20 messages. (The newest page
 * also grows as messages arrive, so it counts as full from 20 on.)
 */
export function nextPageAfter(lastPage: readonly Message[], pageNumbers: readonly unknown[]) {
  const last = Number(pageNumbers.at(-1) ?? 0);
  return lastPage.length >= MESSAGE_PAGE_SIZE ? last + 1 : undefined;
}

const byTime = (a: Message, b: Message) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

/** Every loaded message once, oldest first. */
export function messagesInOrder(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<string>();
  const messages: Message[] = [];
  for (const page of data.pages) {
    for (const message of page) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages.sort(byTime);
}

/** The pages with a new message added to the newest page, or unchanged if it is there. */
export function withMessage(data: MessagePages, message: Message): MessagePages {
  if (data.pages.some((page) => page.some((known) => known.id === message.id))) return data;
  const [newest = [], ...older] = data.pages;
  return { ...data, pages: [[...newest, message].sort(byTime), ...older] };
}
