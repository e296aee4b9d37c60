import { expect } from 'vitest';

/** Who reads an answer: themselves, and the users they are friends with. */
export interface Reader {
  id: string;
  email: string;
  friendIds?: readonly string[];
}

// A whole address; a masked one (`f•••@t1.gg`) has the bullets in its local part.
const FULL_EMAIL = /^[^\s@\u2022]+@[^\s@]+\.[^\s@]+$/;
const LAST_SEEN = /last.?seen/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The rule of decision 021 checked on any JSON answer or push frame: no whole email address
 * but the reader's own appears anywhere in it, and no user object shows the presence (`online`
 * true, or a last-seen time) of anyone but the reader and the reader's friends.
 */
export function expectOnlyWhatReaderMaySee(answer: unknown, reader: Reader): void {
  const friends = new Set(reader.friendIds ?? []);
  const mayShowPresence = (id: unknown) => id === reader.id || friends.has(id as string);

  const visit = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (FULL_EMAIL.test(value) && value.toLowerCase() !== reader.email.toLowerCase()) {
        expect.fail(`${path} shows someone else's email address ${value}`);
      }
      return;
    }
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${path}[${index}]`);
      return;
    }
    if (!isRecord(value)) return;
    if ('username' in value && !mayShowPresence(value.id)) {
      if (value.online === true) expect.fail(`${path} shows that ${value.username} is online`);
      const seen = Object.keys(value).find((key) => LAST_SEEN.test(key));
      if (seen) expect.fail(`${path}.${seen} shows when ${value.username} was last seen`);
    }
    for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`);
  };
  visit(answer, 'answer');
}
