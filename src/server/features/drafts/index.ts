// Drafts: the commissioner's board, the live room, the pick clock and the chat.
// Other features and the app reach this feature only through this file.
export { createDraftChat } from './chat';
export { createDraftClock } from './clock';
export { createDraftEngine } from './engine';
export { draftRoomRoutes } from './live-room';
export { draftsRoutes } from './routes';
export { createDraftView } from './view';
