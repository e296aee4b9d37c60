import type { ServerMessage } from '../../../../domain/contract/draft-room';
import { ERROR_CODES, type ErrorCode } from '../../../../domain/vocabulary';
import { type Envelope, parseFrame } from '../../../lib/live/page-connection';

// A code this client does not know yet reads as the server's own failure.
const errorCode = (code: unknown): ErrorCode =>
  ERROR_CODES.find((known) => known === code) ?? 'INTERNAL_ERROR';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** What each type of the room's messages needs before the page acts on it. */
function roomMessage(value: Envelope): ServerMessage | null {
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

/**
 * One frame from the room as a message the page understands, or null. Unknown types are
 * ignored; so is anything that is not JSON or lacks the fields its type needs.
 */
export const parseServerMessage = (data: unknown): ServerMessage | null =>
  parseFrame(data, roomMessage);
