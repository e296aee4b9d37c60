/**
 * Time labels. The social screens' labels are read in the viewer's time zone, passed in (the
 * browser's own in the app), so "today" and "yesterday" are calendar days where the viewer
 * lives: across midnight and across a daylight-saving change alike. A moment on a league's
 * clock that a message names is read in league time.
 */

// Conversation rows name the weekday for the last 7 days, then fall back to the date.
export const WEEKDAY_WINDOW_DAYS = 7;

const LOCALE = 'en-US';
const MS_PER_DAY = 86_400_000;

// Formatters are costly to build and a list formats many dates with the same few.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

// Some ICU versions put a narrow no-break space before AM/PM; one plain space reads the same.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** The calendar day of an instant in a time zone, as a count of days (comparable, DST-free). */
export function calendarDay(value: Date | string, timeZone: string): number {
  const parts = formatter(timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return Math.round(Date.UTC(part('year'), part('month') - 1, part('day')) / MS_PER_DAY);
}

/** How many calendar days `value` lies before `now` in the zone: 0 today, 1 yesterday. */
export function daysAgo(value: Date | string, now: Date, timeZone: string): number {
  return calendarDay(now, timeZone) - calendarDay(value, timeZone);
}

/** '3:07 PM': the time of day of a message. */
export function timeOfDay(value: Date | string, timeZone: string): string {
  return plainSpaces(
    formatter(timeZone, { hour: 'numeric', minute: '2-digit' }).format(toDate(value)),
  );
}

/**
 * A conversation row's label: the time of day for today, the short weekday ('Mon') within
 * the last 7 days, otherwise the short month and day ('Mar 5'). A time a little ahead of the
 * viewer's clock (clock skew) counts as today.
 */
export function conversationTimeLabel(value: Date | string, now: Date, timeZone: string): string {
  const days = daysAgo(value, now, timeZone);
  if (days <= 0) return timeOfDay(value, timeZone);
  if (days < WEEKDAY_WINDOW_DAYS) {
    return formatter(timeZone, { weekday: 'short' }).format(toDate(value));
  }
  return formatter(timeZone, { month: 'short', day: 'numeric' }).format(toDate(value));
}

/** A message list's day separator: 'Today', 'Yesterday', else 'Monday, March 3'. */
export function daySeparatorLabel(value: Date | string, now: Date, timeZone: string): string {
  const days = daysAgo(value, now, timeZone);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return formatter(timeZone, { weekday: 'long', month: 'long', day: 'numeric' }).format(
    toDate(value),
  );
}

/** A request's date ('Mar 5, 2026'), as 'Request sent {date}' shows it. */
export function shortDate(value: Date | string, timeZone: string): string {
  return formatter(timeZone, { month: 'short', day: 'numeric', year: 'numeric' }).format(
    toDate(value),
  );
}

/** League time is read in UTC: its days, its Monday–Sunday weeks and its 03:00 clear are UTC's. */
export const LEAGUE_TIME_ZONE = 'UTC';

/** A moment on a league's clock: 'Sat, Mar 7, 3:00 AM', in league time. */
export function leagueMoment(value: Date | string | number): string {
  return plainSpaces(
    formatter(LEAGUE_TIME_ZONE, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(toDate(value)),
  );
}

/** A moment on a league's clock as a message names it: 'Sat, Mar 7, 3:00 AM league time'. */
export const leagueTimeLabel = (value: Date | string | number): string =>
  `${leagueMoment(value)} league time`;
