import { END_BEFORE_START, NEED_PARTICIPANTS } from '../../../../domain/draft';
import { POSITION_ERROR } from '../../../../domain/roster';

/** A toast the room asks for; the hook shows it with the app's one toast helper. */
export interface RoomNotice {
  kind: 'success' | 'info' | 'warning' | 'error';
  title: string;
  message: string;
}

const ONLY_COMMISSIONER = /^Only user ".*" can start or end the draft$/;
const NOT_YOUR_TURN = /^Not your turn - /;

/** A spec text written 'Title - description' as a toast with that title. */
function titled(text: string, kind: RoomNotice['kind']): RoomNotice {
  const split = text.indexOf(' - ');
  if (split < 0) return { kind, title: text, message: '' };
  return { kind, title: text.slice(0, split), message: text.slice(split + 3) };
}

/**
 * Draft errors: the refusals with a fixed wording are their own toasts ('Cannot End Draft -
 * Draft has not started yet', 'Only user "{name}" can start or end the draft', the
 * not-your-turn warning); anything else the room refuses is a 'Draft Error' with the
 * server's message.
 */
export function draftErrorNotice(message: string): RoomNotice {
  if (NOT_YOUR_TURN.test(message)) return titled(message, 'warning');
  if (message === END_BEFORE_START || message === POSITION_ERROR) return titled(message, 'error');
  if (ONLY_COMMISSIONER.test(message)) return { kind: 'error', title: message, message: '' };
  if (message === NEED_PARTICIPANTS) return { kind: 'warning', title: 'Draft Error', message };
  return { kind: 'error', title: 'Draft Error', message };
}
