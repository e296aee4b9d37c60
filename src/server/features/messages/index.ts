// Direct messages between users.
// Other features and the app reach this feature only through this file.
export { messagesRoutes } from './routes';
export { createMessagesService, messageSeenBy, toMessage } from './service';
