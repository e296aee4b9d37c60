import { and, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../domain/contract/notifications';
import { type BulkColumn, bulkInsert } from '../../db/bulk-insert';
import type { Db } from '../../db/client';
import { leagues, notifications } from '../../db/schema';

/** One notification as a feature writes it. */
export interface NotificationEntry {
  userId: string;
  type: NotificationType;
  leagueId: string | null;
  title: string;
  body: string;
  link: string | null;
}

/** A notification as its user reads it: with its league's current name. */
export type NotificationRow = typeof notifications.$inferSelect & { leagueName: string | null };

const ENTRY_COLUMNS: readonly BulkColumn<NotificationEntry>[] = [
  ['user_id', 'uuid', (entry) => entry.userId],
  ['type', 'text', (entry) => entry.type],
  ['league_id', 'uuid', (entry) => entry.leagueId],
  ['title', 'text', (entry) => entry.title],
  ['body', 'text', (entry) => entry.body],
  ['link', 'text', (entry) => entry.link],
];

/** The users' notifications: written by the features, read and marked by their users. */
export function createNotificationsRepository(db: Db) {
  // The league's name is read with each notification, so a renamed league shows its new one.
  const read = (where: SQL | undefined) =>
    db
      .select({ ...getTableColumns(notifications), leagueName: leagues.name })
      .from(notifications)
      .leftJoin(leagues, eq(leagues.id, notifications.leagueId))
      .where(where);

  return {
    /** Writes notifications; answers each one's id and user. */
    add(entries: readonly NotificationEntry[]) {
      return bulkInsert<NotificationEntry, { id: string; userId: string }>(
        db,
        'notifications',
        ENTRY_COLUMNS,
        entries,
        sql`returning id, user_id as "userId"`,
      );
    },

    /** The user's own notifications among these, oldest first. */
    ofUser(userId: string, ids: readonly string[]): Promise<NotificationRow[]> {
      return read(
        and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])),
      ).orderBy(notifications.createdAt, notifications.seq);
    },

    /**
     * The user's latest notifications, newest first; those of one moment as they were written.
     * With `before`, those written before that one of theirs (none when it is not theirs).
     */
    latest(userId: string, limit: number, before?: string): Promise<NotificationRow[]> {
      const older = before
        ? sql`(${notifications.createdAt}, ${notifications.seq}) < (
            select created_at, seq from notifications where id = ${before} and user_id = ${userId})`
        : undefined;
      return read(and(eq(notifications.userId, userId), older))
        .orderBy(desc(notifications.createdAt), desc(notifications.seq))
        .limit(limit);
    },

    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Marks them read; answers how many were unread. */
    async markRead(userId: string, ids?: readonly string[]): Promise<number> {
      const marked = await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, [...ids]) : undefined,
          ),
        )
        .returning({ id: notifications.id });
      return marked.length;
    },

    /**
     * One notification per human owner of a team in each of these leagues' weeks that became
     * final: the week's result, in one statement however many leagues, written in the order of
     * `finals` (a user's weeks in order).
     */
    async weekResults(finals: readonly { leagueId: string; week: number }[]): Promise<void> {
      if (finals.length === 0) return;
      await db.execute(sql`
        insert into notifications (user_id, type, league_id, title, body, link)
        select t.user_id, 'week', m.league_id,
               'Week ' || m.week || ' is final: ' ||
                 case when m.is_tie then 'a tie'
                      when m.winner_team_id = t.id then 'you won'
                      else 'you lost' end,
               t.name || ' ' || to_char(s.own, 'FM999990.0') || ' – ' ||
                 to_char(s.other, 'FM999990.0') || ' ' || o.name,
               '/matchups?leagueId=' || m.league_id || '&week=' || m.week
        from unnest(${sql.param(finals.map((f) => f.leagueId))}::uuid[],
                    ${sql.param(finals.map((f) => f.week))}::int[])
          with ordinality as f(league_id, week, n)
        join matchups m on m.league_id = f.league_id and m.week = f.week and m.completed
        cross join lateral (values (m.home_team_id, m.away_team_id, m.home_score, m.away_score),
                                   (m.away_team_id, m.home_team_id, m.away_score, m.home_score))
          as s(team_id, other_id, own, other)
        join teams t on t.id = s.team_id and t.user_id is not null
        join teams o on o.id = s.other_id
        order by f.n`);
    },
  };
}
