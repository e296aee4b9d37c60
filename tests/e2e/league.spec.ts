import { expect, test } from '@playwright/test';
import { createUser, storedItem, submitLogin, useToken } from './support/fixtures';
import { createLeague } from './support/leagues-api';
import { LEAGUE_MEMBER } from './support/seed';

test.describe('a user without a league', () => {
  test('is asked to select a league first', async ({ page, request }) => {
    await useToken(page, (await createUser(request)).token);
    await page.goto('/matchups');

    await expect(page.getByRole('heading', { name: 'Select a League First' })).toBeVisible();
    await expect(
      page.getByText('You need to select a league before you can access this page.'),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Players')).toHaveCount(0);
    await expect(nav.getByText('Matchups')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('selected-league-name')).toHaveCount(0);

    await page.getByRole('link', { name: 'Go to My Leagues' }).click();
    await expect(page).toHaveURL('/leagues');
  });

  test('sees the loading text while the leagues are on their way', async ({ page, request }) => {
    await useToken(page, (await createUser(request)).token);
    await page.route('**/api/leagues/my-leagues', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/standings');

    await expect(page.getByText('Loading league information...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select a League First' })).toBeVisible();
  });

  test('can open a league page that names its league in the route', async ({ page, request }) => {
    await useToken(page, (await createUser(request)).token);
    await page.goto('/draft?leagueId=00000000-0000-4000-8000-000000000001');
    await expect(page.getByRole('heading', { name: 'League Draft' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Select a League First' })).toHaveCount(0);
  });
});

test.describe('a league member', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, LEAGUE_MEMBER.username, LEAGUE_MEMBER.password);
    await expect(page).toHaveURL('/');
  });

  test('sees the first league beside the brand and can use the league pages', async ({ page }) => {
    const [first] = LEAGUE_MEMBER.leagues;
    await expect(page.getByTestId('selected-league-name')).toHaveText(first);
    expect(await storedItem(page, 'selectedLeagueId')).toBeTruthy();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Players' }).click();
    await expect(page).toHaveURL('/players');
    await expect(page.getByRole('heading', { name: 'Players' })).toBeVisible();

    await nav.getByRole('link', { name: 'Matchups' }).click();
    await expect(page).toHaveURL('/matchups');
    await expect(page.getByRole('heading', { name: 'Weekly Matchups' })).toBeVisible();
    await expect(page.getByTestId('season-league-name')).toHaveText(first);
  });

  test('switches the active league from the user menu and keeps it after a reload', async ({
    page,
  }) => {
    const [, second] = LEAGUE_MEMBER.leagues;
    const accountButton = page.getByRole('button', { name: 'Account menu' });
    await accountButton.click();
    // Avatar, name and chevron sit on one line inside the 64 px header.
    expect((await accountButton.boundingBox())?.height).toBeLessThan(48);
    await page.getByRole('menuitem', { name: second }).click();
    await expect(page.getByTestId('selected-league-name')).toHaveText(second);

    await page.reload();
    await expect(page.getByTestId('selected-league-name')).toHaveText(second);
  });

  test('follows the league whose page is opened, and keeps one chosen from the menu there', async ({
    page,
  }) => {
    const [first, second] = LEAGUE_MEMBER.leagues;
    const selected = page.getByTestId('selected-league-name');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const choose = async (name: string) => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name }).click();
      await expect(selected).toHaveText(name);
    };
    await expect(selected).toHaveText(first);
    await page.goto('/leagues');
    await page.getByRole('link', { name: second }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
    await expect(selected).toHaveText(second);
    const secondUrl = page.url();

    // A league chosen from the menu on a league's page stands: the navbar's pages show it.
    await choose(first);
    await nav.getByRole('link', { name: 'Matchups' }).click();
    await expect(page.getByTestId('season-league-name')).toHaveText(first);

    // Back on a page of the other league by its address, the navbar follows it again, also
    // within the league pages' frame (matchups by id, then without, then by id again).
    await page.goto(secondUrl);
    await expect(selected).toHaveText(second);
    const leagueId = new URL(secondUrl).pathname.split('/').at(-1)!;
    await page.goto(`/matchups?leagueId=${leagueId}`);
    await expect(page.getByTestId('season-league-name')).toHaveText(second);
    await choose(first);
    await nav.getByRole('link', { name: 'Matchups' }).click();
    await expect(page.getByTestId('season-league-name')).toHaveText(first);
    await page.goBack();
    await expect(page.getByTestId('season-league-name')).toHaveText(second);
    await expect(selected).toHaveText(second);
  });
});

test.describe('a league page', () => {
  test('opens the tab its address names, and names the tab chosen, so a reload stays there', async ({
    page,
    request,
  }) => {
    const { token } = await createUser(request);
    const league = await createLeague(request, token, { regions: ['KOREA'] });
    await useToken(page, token);
    // A claim's notification links to the league's Waivers tab.
    await page.goto(`/leagues/${league.id}?tab=waivers`);
    await expect(page.getByRole('tab', { name: 'Waivers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(`/leagues/${league.id}?tab=transactions`);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Transactions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Teams, the first tab, needs no name; an unknown one opens it too.
    await page.getByRole('tab', { name: /^Teams/ }).click();
    await expect(page).toHaveURL(`/leagues/${league.id}`);
    await page.goto(`/leagues/${league.id}?tab=nothing`);
    await expect(page.getByRole('tab', { name: /^Teams/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
