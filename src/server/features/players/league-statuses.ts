import { startedGamesSpan } from '../../../domain/waivers';
import type { LeagueReading } from './repository';

/**
 * Everything where a league's players stand depends on (src/server/db/player-status.ts), as the
 * league's reading tells it on every read: its rosters (its change count, which every
 * statement writing them raises), its waiver periods as they are stored (one ends when a clear
 * removes it), the span whose games keep players on waivers (the week, and the week before
 * until Monday's clear), and the last game that has happened (who has played changes only when
 * another game starts; a game stored later raises every league's
 * count). Statuses read after this key are at least as new as it, and any write gives the next
 * read another key: statuses kept under it are never stale.
 */
export function statusKey(leagueId: string, reading: LeagueReading): string {
  const span = startedGamesSpan(
    reading.leagueTime.getTime(),
    reading.seasonStart?.getTime() ?? null,
  );
  return [
    leagueId,
    reading.changes,
    span ? `${span.since}-${span.week.end}` : 'before the season',
    reading.revealedAt?.getTime() ?? 'no game',
    reading.periods,
  ].join('|');
}
