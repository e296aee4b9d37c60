import { describe, expect, it } from 'vitest';
import {
  conversationTimeLabel,
  daySeparatorLabel,
  daysAgo,
  leagueTimeLabel,
  shortDate,
  timeOfDay,
} from './time-labels';

const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';
const UTC = 'UTC';

describe('timeOfDay', () => {
  it('reads the hour and minute in the viewer’s zone, with a plain space before AM/PM', () => {
    expect(timeOfDay('2026-03-10T15:07:00Z', UTC)).toBe('3:07 PM');
    expect(timeOfDay('2026-03-10T15:07:00Z', NEW_YORK)).toBe('11:07 AM');
    expect(timeOfDay('2026-03-10T15:07:00Z', TOKYO)).toBe('12:07 AM');
  });
});

describe('daysAgo', () => {
  it('counts calendar days, not 24-hour periods', () => {
    const now = new Date('2026-03-10T00:05:00Z');
    expect(daysAgo('2026-03-09T23:55:00Z', now, UTC)).toBe(1);
    expect(daysAgo('2026-03-10T00:00:00Z', now, UTC)).toBe(0);
    expect(daysAgo('2026-03-01T12:00:00Z', now, UTC)).toBe(9);
  });

  it('depends on the viewer’s zone for the same two instants', () => {
    const now = new Date('2026-03-10T02:00:00Z');
    const sent = '2026-03-09T20:00:00Z';
    // 10 PM and 4 PM on March 9 in New York, 11 AM and 5 AM on March 10 in Tokyo, but
    // 2 AM on March 10 against 8 PM on March 9 in UTC.
    expect(daysAgo(sent, now, NEW_YORK)).toBe(0);
    expect(daysAgo(sent, now, TOKYO)).toBe(0);
    expect(daysAgo(sent, now, UTC)).toBe(1);
  });
});

describe('conversationTimeLabel', () => {
  // Wednesday, March 11 2026, 3 PM in UTC.
  const now = new Date('2026-03-11T15:00:00Z');

  it('shows the time of day for a message sent today', () => {
    expect(conversationTimeLabel('2026-03-11T09:30:00Z', now, UTC)).toBe('9:30 AM');
    expect(conversationTimeLabel('2026-03-11T00:00:00Z', now, UTC)).toBe('12:00 AM');
  });

  it('shows the short weekday within the last 7 days', () => {
    expect(conversationTimeLabel('2026-03-10T23:59:00Z', now, UTC)).toBe('Tue');
    expect(conversationTimeLabel('2026-03-05T08:00:00Z', now, UTC)).toBe('Thu');
  });

  it('shows the short month and day from 7 days back', () => {
    expect(conversationTimeLabel('2026-03-04T23:59:00Z', now, UTC)).toBe('Mar 4');
    expect(conversationTimeLabel('2025-12-25T10:00:00Z', now, UTC)).toBe('Dec 25');
  });

  it('treats a time slightly ahead of the viewer’s clock as today', () => {
    expect(conversationTimeLabel('2026-03-11T15:00:30Z', now, UTC)).toBe('3:00 PM');
  });

  it('switches from the time to the weekday at the viewer’s midnight', () => {
    const justAfterMidnight = new Date('2026-03-12T00:01:00Z');
    expect(conversationTimeLabel('2026-03-11T23:59:00Z', justAfterMidnight, UTC)).toBe('Wed');
    expect(conversationTimeLabel('2026-03-12T00:00:00Z', justAfterMidnight, UTC)).toBe('12:00 AM');
  });

  it('reads the weekday in the viewer’s zone', () => {
    // 1 AM on Tuesday in UTC is still Monday evening in New York.
    expect(conversationTimeLabel('2026-03-10T01:00:00Z', now, UTC)).toBe('Tue');
    expect(conversationTimeLabel('2026-03-10T01:00:00Z', now, NEW_YORK)).toBe('Mon');
  });
});

describe('daySeparatorLabel', () => {
  const now = new Date('2026-03-11T15:00:00Z');

  it('says Today, Yesterday, then the long weekday, month and day', () => {
    expect(daySeparatorLabel('2026-03-11T01:00:00Z', now, UTC)).toBe('Today');
    expect(daySeparatorLabel('2026-03-10T22:00:00Z', now, UTC)).toBe('Yesterday');
    expect(daySeparatorLabel('2026-03-09T12:00:00Z', now, UTC)).toBe('Monday, March 9');
    expect(daySeparatorLabel('2025-12-31T12:00:00Z', now, UTC)).toBe('Wednesday, December 31');
  });

  it('turns Today into Yesterday across the viewer’s midnight', () => {
    const sent = '2026-03-11T23:58:00Z';
    expect(daySeparatorLabel(sent, new Date('2026-03-11T23:59:00Z'), UTC)).toBe('Today');
    expect(daySeparatorLabel(sent, new Date('2026-03-12T00:01:00Z'), UTC)).toBe('Yesterday');
  });

  it('keeps calendar days across the spring-forward change (a 23-hour day)', () => {
    // New York moves from EST to EDT at 2 AM on Sunday, March 8 2026.
    const noonOnTheChange = new Date('2026-03-08T16:00:00Z'); // 12 PM EDT
    // 11:30 PM EST on March 7: only 12.5 hours earlier, yet yesterday.
    expect(daySeparatorLabel('2026-03-08T04:30:00Z', noonOnTheChange, NEW_YORK)).toBe('Yesterday');
    // 12:30 AM EST on March 8: today.
    expect(daySeparatorLabel('2026-03-08T05:30:00Z', noonOnTheChange, NEW_YORK)).toBe('Today');
    expect(timeOfDay('2026-03-08T05:30:00Z', NEW_YORK)).toBe('12:30 AM');
    expect(timeOfDay('2026-03-08T16:00:00Z', NEW_YORK)).toBe('12:00 PM');
  });

  it('keeps calendar days across the fall-back change (a 25-hour day)', () => {
    // New York moves from EDT to EST at 2 AM on Sunday, November 1 2026.
    const lateOnTheChange = new Date('2026-11-02T04:50:00Z'); // 11:50 PM EST, Nov 1
    // 12:10 AM EDT on November 1: more than 24 hours earlier, yet today.
    expect(daySeparatorLabel('2026-11-01T04:10:00Z', lateOnTheChange, NEW_YORK)).toBe('Today');
    expect(conversationTimeLabel('2026-11-01T04:10:00Z', lateOnTheChange, NEW_YORK)).toBe(
      '12:10 AM',
    );
    // 11:50 PM EDT on October 31: yesterday.
    expect(daySeparatorLabel('2026-11-01T03:50:00Z', lateOnTheChange, NEW_YORK)).toBe('Yesterday');
  });

  it('counts the 7-day weekday window in calendar days across a DST change', () => {
    // Saturday, March 14 2026 at 9 AM EDT; Sunday March 8 (the change) is 6 days back.
    const now = new Date('2026-03-14T13:00:00Z');
    expect(conversationTimeLabel('2026-03-08T05:30:00Z', now, NEW_YORK)).toBe('Sun');
    expect(conversationTimeLabel('2026-03-08T04:30:00Z', now, NEW_YORK)).toBe('Mar 7');
  });
});

describe('shortDate', () => {
  it('reads the date in the viewer’s zone', () => {
    expect(shortDate('2026-03-10T02:00:00Z', UTC)).toBe('Mar 10, 2026');
    expect(shortDate('2026-03-10T02:00:00Z', NEW_YORK)).toBe('Mar 9, 2026');
  });
});

describe('leagueTimeLabel', () => {
  it('names a moment of league time as people read it, whatever the viewer’s zone', () => {
    expect(leagueTimeLabel('2025-01-21T03:00:00.000Z')).toBe('Tue, Jan 21, 3:00 AM league time');
    expect(leagueTimeLabel(Date.parse('2026-03-07T15:30:00Z'))).toBe(
      'Sat, Mar 7, 3:30 PM league time',
    );
  });
});
