// Friends and friend requests.
// Other features and the app reach this feature only through this file.
export { friendsRoutes } from './routes';
export { createFriendsService, toFriendRequest } from './service';
