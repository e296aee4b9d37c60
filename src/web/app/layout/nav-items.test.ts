import { describe, expect, it } from 'vitest';
import { buildNavItems, inSection } from './nav-items';

const labels = (items: ReturnType<typeof buildNavItems>) => items.map((item) => item.label);
const disabled = (items: ReturnType<typeof buildNavItems>) =>
  items.filter((item) => item.disabled).map((item) => item.label);

describe('buildNavItems', () => {
  it('gives a user with a league every link, all enabled, Players first', () => {
    const items = buildNavItems({ authenticated: true, hasLeague: true });
    expect(labels(items)).toEqual([
      'Players',
      'My Leagues',
      'My Teams',
      'Matchups',
      'Standings',
      'Draft',
      'Friends',
    ]);
    expect(disabled(items)).toEqual([]);
    expect(items[0]?.to).toBe('/players');
  });

  it('hides Players and disables the league pages for a user without a league', () => {
    const items = buildNavItems({ authenticated: true, hasLeague: false });
    expect(labels(items)).not.toContain('Players');
    expect(disabled(items)).toEqual(['Matchups', 'Standings', 'Draft']);
  });

  it('shows visitors Players only when a league is selected', () => {
    expect(labels(buildNavItems({ authenticated: false, hasLeague: false }))).toEqual([]);
    expect(labels(buildNavItems({ authenticated: false, hasLeague: true }))).toEqual(['Players']);
  });

  it('counts the trade offers awaiting the user on My Teams, and shows no count for none', () => {
    const items = buildNavItems({ authenticated: true, hasLeague: true, offersAwaiting: 2 });
    const teams = items.find((item) => item.label === 'My Teams');
    expect(teams?.badge).toEqual({
      count: 2,
      label: '2 trade offers to answer',
      testId: 'nav-offer-count',
    });
    expect(items.filter((item) => item.badge)).toHaveLength(1);
    const none = buildNavItems({ authenticated: true, hasLeague: true, offersAwaiting: 0 });
    expect(none.some((item) => item.badge)).toBe(false);
  });

  it('counts unread conversations and received friend requests on Friends', () => {
    const items = buildNavItems({ authenticated: true, hasLeague: false, socialWaiting: 3 });
    const friends = items.find((item) => item.label === 'Friends');
    expect(friends?.badge).toEqual({
      count: 3,
      label: '3 unread conversations and friend requests',
      testId: 'nav-social-count',
    });
    const one = buildNavItems({ authenticated: true, hasLeague: false, socialWaiting: 1 });
    expect(one.find((item) => item.label === 'Friends')?.badge?.label).toBe(
      '1 unread conversation or friend request',
    );
    const none = buildNavItems({ authenticated: true, hasLeague: false, socialWaiting: 0 });
    expect(none.some((item) => item.badge)).toBe(false);
  });

  it('keeps Friends lit on a conversation, and no other link', () => {
    const items = buildNavItems({ authenticated: true, hasLeague: true });
    const lit = (pathname: string) =>
      items.filter((item) => inSection(item, pathname)).map((item) => item.label);
    expect(lit('/messages/c1')).toEqual(['Friends']);
    expect(lit('/messagesx')).toEqual([]);
    expect(lit('/teams')).toEqual([]);
  });
});
