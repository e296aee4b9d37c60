import { expect, test } from '@playwright/test';
import { MOBILE_VIEWPORT } from './support/browser';
import { createUser, tokenFor, useToken } from './support/fixtures';
import { createLeague, uniqueName } from './support/leagues-api';
import { LEAGUE_MEMBER } from './support/seed';

test.describe('home', () => {
  test('offers visitors Get Started and Browse Players', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Fantasy League of Legends' })).toBeVisible();
    for (const idea of ['Build Your Team', 'Track Performance', 'Win Your League']) {
      await expect(page.getByRole('heading', { name: idea })).toBeVisible();
    }
    await expect(page.getByText('Points come from real in-game stats')).toBeVisible();

    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/register');
    await page.goBack();
    // Players needs a login (and a league), so a visitor is asked to log in first.
    await page.getByRole('link', { name: 'Browse Players' }).click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('routes', () => {
  test('redirects /messages to the Messages tab of /friends', async ({ page, request }) => {
    await useToken(page, (await createUser(request)).token);
    await page.goto('/messages');
    await expect(page).toHaveURL('/friends?tab=messages');
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  });

  test('shows a not-found page for an unknown address', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · Rift Fantasy');
  });

  test('announces every route change with the path and the user', async ({ page, request }) => {
    const user = await createUser(request);
    await page.addInitScript(() => {
      const events: unknown[] = [];
      Object.assign(window, { routeEvents: events });
      window.addEventListener('rift:route-change', (event) =>
        events.push((event as CustomEvent).detail),
      );
    });
    const events = () =>
      page.evaluate(() => (window as unknown as { routeEvents: unknown[] }).routeEvents);

    await page.goto('/login');
    await expect
      .poll(events)
      .toEqual([{ path: '/login', userId: null, username: null, authenticated: false }]);

    await page.evaluate((token) => localStorage.setItem('authToken', token), user.token);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Teams' })
      .click();
    await expect(page).toHaveURL('/teams');
    await expect.poll(events).toEqual([
      { path: '/', userId: user.id, username: user.username, authenticated: true },
      { path: '/teams', userId: user.id, username: user.username, authenticated: true },
    ]);
  });
});

test.describe('navigation bar', () => {
  // Desktop widths from the narrowest with the inline links (md) to a laptop's.
  for (const width of [992, 1100, 1280]) {
    test(`keeps a long league name and username clear of the links at ${width} px`, async ({
      page,
      request,
    }) => {
      // About the longest username (30) and league name (60) the server accepts.
      const user = await createUser(request, 'manager_longname');
      expect(user.username.length).toBeGreaterThanOrEqual(28);
      await createLeague(request, user.token, {
        name: uniqueName('The Longest League Name That Summoners Could Ever Pick').slice(0, 60),
      });
      await page.setViewportSize({ width, height: 800 });
      await useToken(page, user.token);
      await page.goto('/leagues');

      const league = page.getByTestId('selected-league-name');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const account = page.getByRole('button', { name: 'Account menu' });
      await expect(league).toBeVisible();
      await expect(account).toBeVisible();
      // The bell and the account menu load after the first paint: measure the bar once both
      // are in it (the account button is replaced by the menu's own when its code arrives).
      await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
      const measure = () =>
        Promise.all([league, nav, account].map((locator) => locator.boundingBox()));
      await expect.poll(async () => (await measure()).every(Boolean)).toBe(true);
      const [leagueBox, navBox, accountBox] = await measure();
      expect(leagueBox!.x + leagueBox!.width).toBeLessThanOrEqual(navBox!.x);
      expect(navBox!.x + navBox!.width).toBeLessThanOrEqual(accountBox!.x);
      expect(accountBox!.x + accountBox!.width).toBeLessThanOrEqual(width);
      // Each link takes the click meant for it, not the league name drawn over it.
      await nav.getByRole('link', { name: 'Players' }).click();
      await expect(page).toHaveURL(/\/players$/);
    });
  }
});

test.describe('mobile', () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test('opens the menu in a drawer on the right', async ({ page, request }) => {
    await useToken(page, await tokenFor(request, LEAGUE_MEMBER.username));
    await page.goto('/');
    await expect(page.getByTestId('selected-league-name')).toHaveText(LEAGUE_MEMBER.leagues[0]);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(LEAGUE_MEMBER.email)).toBeVisible();
    for (const label of [
      'Players',
      'My Leagues',
      'My Teams',
      'Matchups',
      'Standings',
      'Draft',
      'Friends',
      'Profile',
    ]) {
      await expect(drawer.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(MOBILE_VIEWPORT.width);

    await drawer.getByRole('link', { name: 'My Teams' }).click();
    await expect(page).toHaveURL('/teams');
    await expect(drawer).toBeHidden();
  });

  test('offers visitors Log In and Register in the drawer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  });
});
