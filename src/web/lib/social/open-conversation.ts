/**
 * The conversation on screen in this tab, if any: its new messages are read as they arrive,
 * so a push for it does not count as unread.
 */
let openConversationId: string | null = null;

export function setOpenConversation(id: string | null): void {
  openConversationId = id;
}

export function getOpenConversation(): string | null {
  return openConversationId;
}
