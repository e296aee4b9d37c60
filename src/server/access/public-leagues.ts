import type { EventBus } from '../plugins/events';

// How many leagues are remembered, and for how long (a safety net for changes made outside
// the app, as the read cache has).
const MAX_REMEMBERED = 100_000;
const REMEMBERED_MS = 5 * 60_000;

/**
 * Which leagues are public, remembered between reads, so that a read anyone may make of a
 * public league (its player pool) needs no access check against the database. Only "public" is
 * remembered: a private league is checked every time. Any change to a league reaches every
 * instance as an `invalidate` event and makes it forgotten; a check that was running meanwhile
 * does not store its older answer.
 */
export function createPublicLeagues(bus: EventBus) {
  const known = new Map<string, number>();
  let changes = 0;
  bus.subscribe((event) => {
    if (event.kind === 'invalidate' && event.leagueIds) {
      changes += 1;
      for (const id of event.leagueIds) known.delete(id);
    } else if (event.kind === 'invalidate' || event.kind === 'missed') {
      changes += 1;
      known.clear();
    }
  });

  return {
    isKnownPublic(id: string): boolean {
      const expires = known.get(id);
      if (expires === undefined) return false;
      if (expires > Date.now()) return true;
      known.delete(id);
      return false;
    },

    /** Runs the access check `check`, and remembers the league if it turns out public. */
    async check<League extends { id: string; isPublic: boolean }>(
      run: () => Promise<League>,
    ): Promise<League> {
      const before = changes;
      const league = await run();
      if (league.isPublic && changes === before) {
        if (known.size >= MAX_REMEMBERED) known.delete(known.keys().next().value as string);
        known.set(league.id, Date.now() + REMEMBERED_MS);
      }
      return league;
    },
  };
}

export type PublicLeagues = ReturnType<typeof createPublicLeagues>;
