// What other features may use of the messages: the Messages tab's list, the Message buttons'
// way into a conversation, and the user picture with its online dot.
export { useStartConversation } from './api/create-conversation';
export { ConversationList } from './components/conversation-list';
export { UserAvatar } from './components/user-avatar';
