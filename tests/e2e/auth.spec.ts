import { expect, test } from '@playwright/test';
import { createUser, newUser, storedItem, submitLogin, useToken } from './support/fixtures';
import { createLeague } from './support/leagues-api';
import { LEAGUE_MEMBER } from './support/seed';

test.describe('registration', () => {
  test('creates the account and lands on the home page signed in', async ({ page }) => {
    const user = newUser('newcomer');
    await page.goto('/register');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('user-menu-username')).toHaveText(user.username);
    await expect(page.getByRole('main').getByRole('link', { name: 'My Leagues' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    expect(await storedItem(page, 'authToken')).toBeTruthy();
  });

  test("brings a newcomer who followed a private league's invite link back to it after registering", async ({
    page,
    request,
  }) => {
    const commissioner = await createUser(request, 'commish');
    const league = await createLeague(request, commissioner.token, { isPublic: false });
    const invite = `/leagues/${league.id}?inviteCode=${encodeURIComponent(league.inviteCode!)}`;
    await page.goto(invite);
    await expect(page).toHaveURL('/login');

    // No account yet: from Log In to Register, and back again, the way back is kept.
    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL('/register');
    const user = newUser('invited');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(invite);
    await expect(page.getByRole('heading', { name: league.name })).toBeVisible();
    await expect(page.getByRole('button', { name: /Join/ }).first()).toBeVisible();
  });

  test("checks the form with the spec's messages before and after sending", async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

    const user = newUser();
    await page.getByLabel('Username').fill(LEAGUE_MEMBER.username);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm Password').fill(`${user.password}!`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

    // The server refuses a taken username; its message is shown as is.
    await page.getByLabel('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Username is already taken');
    await expect(page).toHaveURL('/register');
  });
});

test.describe('log in and log out', () => {
  test('refuses an empty form and wrong credentials', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

    await submitLogin(page, LEAGUE_MEMBER.username, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL('/login');
  });

  test('logs out through the user menu to /login with storage emptied', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await page.goto('/login');
    await submitLogin(page, user.email, user.password);
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('user-menu-username')).toHaveText(user.username);
    const token = await storedItem(page, 'authToken');

    // The complete reset empties both storages and is broadcast.
    await page.evaluate(() => {
      sessionStorage.setItem('draft-notes', 'kept until logout');
      window.addEventListener('rift:reset', () => {
        document.body.dataset.resets = String(Number(document.body.dataset.resets ?? 0) + 1);
      });
    });
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(user.email)).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await storedItem(page, 'authToken')).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('draft-notes'))).toBeNull();
    await expect(page.locator('body')).toHaveAttribute('data-resets', '1');
    // The server no longer takes the token the tab gave up.
    await expect
      .poll(async () =>
        (
          await request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } })
        ).status(),
      )
      .toBe(401);
  });

  test('sends a visitor from a guarded page to log in, then back to it', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await page.goto('/teams');
    await expect(page).toHaveURL('/login');

    await submitLogin(page, user.username, user.password);
    await expect(page).toHaveURL('/teams');
    await expect(page.getByRole('heading', { name: 'My Teams' })).toBeVisible();
  });

  test('ends the session when the stored token is no longer valid', async ({ page }) => {
    await useToken(page, 'not-a-valid-token');
    await page.goto('/friends');
    await expect(page).toHaveURL('/login');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
    ).toHaveCount(0);
    expect(await storedItem(page, 'authToken')).toBeNull();
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  });

  test('keeps the session when the user leaves a page before its token check answers', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await useToken(page, user.token);
    // The check of the first page is held until the browser has moved on to the next one.
    let held = true;
    await page.route('**/api/users/me', async (route) => {
      if (!held) return route.continue();
      held = false;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/friends');
    await page.goto('/teams');
    await expect(page.getByRole('heading', { name: 'My Teams' })).toBeVisible();
    await expect(page.getByTestId('user-menu-username')).toHaveText(user.username);
    expect(await storedItem(page, 'authToken')).toBe(user.token);
  });

  test('keeps the session while the token check gets no answer, and asks until it gets one', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await useToken(page, user.token);
    // A busy server, then no answer at all: neither says the token is bad.
    let failures = 2;
    await page.route('**/api/users/me', (route) => {
      failures -= 1;
      if (failures === 1) return route.fulfill({ status: 503, json: { message: 'Busy' } });
      if (failures === 0) return route.abort('internetdisconnected');
      return route.continue();
    });
    await page.goto('/friends');
    // From the second failure the user hears why the page waits.
    await expect(
      page.getByText(
        'Network error: Unable to connect to the server. Please check your internet connection.',
      ),
    ).toBeVisible();
    expect(await storedItem(page, 'authToken')).toBe(user.token);
    await expect(page.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible();
    await expect(page.getByTestId('user-menu-username')).toHaveText(user.username);
    await expect(page).toHaveURL('/friends');
  });
});
