/**
 * Who sees a user's whole email address: the user, their friends, and whoever already typed
 * the exact address. Everyone else sees the first character and the domain, enough to tell
 * two accounts apart without handing out a list of addresses.
 */
export function showsEmail(options: {
  viewerId: string;
  userId: string;
  email: string;
  isFriend: boolean;
  /** The search text, when the user was found by a search. */
  query?: string;
}): boolean {
  const { viewerId, userId, email, isFriend, query } = options;
  if (viewerId === userId || isFriend) return true;
  return query !== undefined && query.trim().toLowerCase() === email.toLowerCase();
}

/** `faker@t1.gg` → `f•••@t1.gg`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '\u2022\u2022\u2022';
  return `${email.slice(0, 1)}\u2022\u2022\u2022${email.slice(at)}`;
}
