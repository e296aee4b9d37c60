import { errorCodes, type FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

export const FORBIDDEN_KEY = (key: string) =>
  `The body may not hold a key named "${key}": it is reserved in JavaScript.`;

/**
 * A JSON body as the routes receive it. Keys that could reach an object's prototype later
 * (`__proto__`, or a `constructor` holding a `prototype`) are refused by name, so the sender
 * learns which key to remove; text that is not JSON keeps Fastify's own answer.
 */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY();
  let forbidden: string | null = null;
  const noteReservedKey = (key: string, value: unknown) => {
    if (key === '__proto__') forbidden ??= key;
    if (key === 'constructor' && typeof value === 'object' && value !== null) {
      if (Object.hasOwn(value, 'prototype')) forbidden ??= 'constructor.prototype';
    }
    return value;
  };
  let body: unknown;
  try {
    body = mayHoldReservedKey(text) ? JSON.parse(text, noteReservedKey) : JSON.parse(text);
  } catch {
    throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
  }
  if (forbidden !== null) throw badRequest(FORBIDDEN_KEY(forbidden));
  return body;
}

/**
 * Whether the text could spell a reserved key: as written, or with `\u` escapes that JSON
 * turns into one. Most bodies hold neither, and are read without looking at every key.
 */
const mayHoldReservedKey = (text: string) =>
  text.includes('__proto__') || text.includes('constructor') || text.includes('\\u');

/** Every JSON body of the app is read by `parseJsonBody`. */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, parseJsonBody(text as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
