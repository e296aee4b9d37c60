import { lockWindow } from '../../../domain/season-clock';
import type { LeagueReading } from './repository';

/**
 * Everything where a league's players stand depends on (src/server/db/player-status.ts), as the
 * league's reading tells it on every read: its rosters (its change count, which every
 * statement writing them raises), its waiver periods as they are stored (one ends when a clear
 * removes it), the week its locks apply to, and the last game that has happened (who has played
 * this week changes only when another game starts; a game stored later raises every league's
 * count). Statuses read after this key are at least as new as it, and any write gives the next
 * read another key: statuses kept under it are never stale.
 */
export function statusKey(leagueId: string, reading: LeagueReading): string {
  const window = lockWindow(reading.leagueTime.getTime(), reading.seasonStart?.getTime() ?? null);
  return [
    leagueId,
    reading.changes,
    window ? `${window.start}-${window.end}` : 'before the season',
    reading.revealedAt?.getTime() ?? 'no game',
    reading.periods,
  ].join('|');
}
