import type { FastifyBaseLogger } from 'fastify';
import type { RoomEvent } from '../../plugins/events';
import type { DraftEngine } from './engine';

// A pick is taken a moment after its deadline, and a refused early attempt tried again soon.
const GRACE_MS = 100;
const RETRY_MS = 2000;

/**
 * The clocks of every running draft, on this instance: a snake pick's, an auction's bid or
 * nomination clock. Every instance runs them all; when one runs out, each asks the engine to act
 * on that step of the draft (named by its version) and the draft's row lock lets exactly one win.
 * Timers are rebuilt from the database at start, so a restart resumes each draft's clock.
 */
export function createDraftClock(engine: DraftEngine, log: FastifyBaseLogger) {
  const timers = new Map<string, NodeJS.Timeout>();
  /** The latest step (version) heard of each running draft. */
  const heard = new Map<string, number>();
  let stopped = false;

  const clear = (leagueId: string) => {
    clearTimeout(timers.get(leagueId));
    timers.delete(leagueId);
  };

  const set = (leagueId: string, version: number, delayMs: number) => {
    clear(leagueId);
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(leagueId);
      engine
        .timeout(leagueId, version)
        .then((outcome) => {
          // Another instance's clock may read a moment earlier than the database: try again.
          if (outcome === 'early') set(leagueId, version, GRACE_MS * 2);
        })
        .catch((error: unknown) => {
          log.error({ err: error, leagueId, version }, 'draft clock failed; retrying');
          set(leagueId, version, RETRY_MS);
        });
    }, delayMs);
    timer.unref();
    timers.set(leagueId, timer);
  };

  const schedule = (leagueId: string, version: number, deadline: Date) =>
    set(leagueId, version, Math.max(0, deadline.getTime() - Date.now()) + GRACE_MS);

  /**
   * Sets the clock of each running draft from the database, after events went unheard. A draft
   * whose event told of a later step while the read was on its way keeps that step's clock.
   * Clocks of drafts no longer running are left to find their step stale.
   */
  const resume = async (): Promise<void> => {
    for (const draft of await engine.running()) {
      if ((heard.get(draft.leagueId) ?? -1) > draft.version) continue;
      heard.set(draft.leagueId, draft.version);
      if (draft.deadline) schedule(draft.leagueId, draft.version, draft.deadline);
      else clear(draft.leagueId);
    }
  };

  return {
    /** Starts the clocks of the drafts that were running when this instance started. */
    resume,

    /**
     * Every change of a draft, from any instance, restarts or stops its clock. After events
     * went unheard, every clock is set again from the database: a clock still waiting for a
     * step that has passed would find it stale and leave the draft with no clock at all.
     */
    onEvent(event: RoomEvent): void {
      if (event.kind === 'missed') {
        resume().catch((error: unknown) => {
          log.error({ err: error }, 'draft clocks could not be read again after missed events');
        });
        return;
      }
      if (event.kind !== 'draft') return;
      if ((heard.get(event.leagueId) ?? -1) > event.version) return;
      if (event.status === 'started') heard.set(event.leagueId, event.version);
      else heard.delete(event.leagueId);
      if (event.status === 'started' && event.deadline) {
        schedule(event.leagueId, event.version, new Date(event.deadline));
      } else {
        clear(event.leagueId);
      }
    },

    stop(): void {
      stopped = true;
      for (const leagueId of [...timers.keys()]) clear(leagueId);
    },
  };
}
