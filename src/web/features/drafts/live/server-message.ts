import type { ServerMessage } from '../../../../domain/contract/draft-room';
import { ERROR_CODES, type ErrorCode } from '../../../../domain/vocabulary';

// A code this client does not know yet reads as the server's own failure.
const errorCode = (code: unknown): ErrorCode =>
  ERROR_CODES.find((known) => known === code) ?? 'INTERNAL_ERROR';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * One frame from the room as a message the page understands, or null. Unknown
 * types are ignored; so is anything that is not JSON or lacks the fields its type needs.
 */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    // Not JSON: nothing the room would send, so nothing to act on.
    return null;
  }
  if (!isObject(value)) return null;
  switch (value.type) {
    case 'draftState':
      return isObject(value.state) && Array.isArray(value.state.picks)
        ? (value as ServerMessage)
        : null;
    case 'participantUpdate':
      return Array.isArray(value.participants) ? (value as ServerMessage) : null;
    case 'chatMessage':
      return isObject(value.message) && typeof value.message.message === 'string'
        ? (value as ServerMessage)
        : null;
    case 'error':
      return typeof value.message === 'string'
        ? { type: 'error', message: value.message, code: errorCode(value.code) }
        : null;
    default:
      return null;
  }
}
