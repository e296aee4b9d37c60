import { z } from 'zod';
import { id, isoTime } from './fields';
import { userSchema } from './users';

/** Friends: the list, requests both ways, and what sending a request did. */

/** A friend request waiting for its recipient's answer. */
export const friendRequestSchema = z
  .object({
    id,
    _id: id,
    sender: userSchema,
    recipient: userSchema,
    createdAt: isoTime,
  })
  .meta({ id: 'FriendRequest' });
export type FriendRequest = z.infer<typeof friendRequestSchema>;

export const friendsResponseSchema = z
  .object({ friends: z.array(userSchema) })
  .meta({ id: 'FriendsResponse' });
export type FriendsResponse = z.infer<typeof friendsResponseSchema>;

export const friendRequestsResponseSchema = z
  .object({ received: z.array(friendRequestSchema), sent: z.array(friendRequestSchema) })
  .meta({ id: 'FriendRequestsResponse' });
export type FriendRequestsResponse = z.infer<typeof friendRequestsResponseSchema>;

/**
 * What sending a friend request did: `sent` (the request now waits for the other user), or
 * `accepted` (they had already asked you, so you are friends now).
 */
export const friendRequestResultSchema = z
  .object({
    status: z.enum(['sent', 'accepted']),
    request: friendRequestSchema.nullable(),
    friend: userSchema.nullable(),
    message: z.string(),
  })
  .meta({ id: 'FriendRequestResult' });
export type FriendRequestResult = z.infer<typeof friendRequestResultSchema>;
