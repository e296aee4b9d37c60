/**
 * Friend requests: how many a user may have waiting, and how long a declined request keeps its
 * sender from asking the same person again, so nobody can be asked over and over.
 */

export const MAX_PENDING_FRIEND_REQUESTS = 50;
export const ASK_AGAIN_AFTER_DAYS = 7;

export const TOO_MANY_PENDING_REQUESTS = `You have ${MAX_PENDING_FRIEND_REQUESTS} friend requests waiting for an answer; wait for some answers before sending more`;

/** The refusal of a new request to someone who declined the last one `daysLeft` days ago. */
export const askAgainLater = (username: string, daysLeft: number) =>
  `${username} declined your last request; you can ask again in ${daysLeft === 1 ? '1 day' : `${daysLeft} days`}`;
