import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MOBILE_VIEWPORT } from './support/browser';
import { createUser, useToken } from './support/fixtures';
import {
  addPlayer,
  call,
  createLeague,
  createTeam,
  findPlayer,
  joinLeague,
  uniqueName,
} from './support/leagues-api';
import { proposeTrade } from './support/trades-api';

/** Two managers of a Korean league, each with one pro, and the commissioner's offer to swap. */
async function offerWaiting(request: APIRequestContext, pros: [string, string]) {
  const commissioner = await createUser(request, 'commish');
  const league = await createLeague(request, commissioner.token, { regions: ['KOREA'] });
  const teamA = await createTeam(request, commissioner.token, league.id, uniqueName('Gankers'));
  const manager = await createUser(request, 'manager');
  const joined = await joinLeague(request, manager.token, league.id, uniqueName('Dragons'));
  const teamB = joined.teams.find((team) => team.userId === manager.id)!;
  const [mine, theirs] = await Promise.all(
    pros.map((name) => findPlayer(request, league.id, name)),
  );
  await addPlayer(request, commissioner.token, teamA.id, mine!.id, 'MID');
  await addPlayer(request, manager.token, teamB.id, theirs!.id, 'MID');
  return {
    league,
    commissioner,
    manager,
    teamA,
    teamB,
    propose: () =>
      proposeTrade(request, commissioner.token, {
        fromTeamId: teamA.id,
        toTeamId: teamB.id,
        give: [mine!.id],
        receive: [theirs!.id],
      }),
  };
}

const bell = (page: Page) =>
  page.getByRole('button', { name: /^Notifications/ }).filter({ visible: true });

test.describe('The notification centre', () => {
  test('a trade offer rings the bell at once; opening the centre reads it, names its league and leads to the team', async ({
    page,
    request,
  }) => {
    const { league, manager, teamA, teamB, propose } = await offerWaiting(request, [
      'Zeka',
      'ShowMaker',
    ]);
    await useToken(page, manager.token);
    await page.goto('/leagues');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    await propose();
    // Pushed, not polled: the count shows within moments.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5_000 });

    await bell(page).click();
    const centre = page.getByRole('dialog', { name: 'Notifications' });
    const item = centre.getByTestId('notification').first();
    await expect(item).toContainText(`Trade offer from ${teamA.name}`);
    await expect(item).toContainText(league.name);
    await expect(item).toContainText(`${teamA.name} offers ${teamB.name} a trade`);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(item).toHaveAttribute('data-new', 'true');

    await item.click();
    await expect(page).toHaveURL(`/teams/${teamB.id}`);
  });

  test('what was unread stays marked new while the centre is open, and shows read the next time', async ({
    page,
    request,
  }) => {
    const { manager, propose } = await offerWaiting(request, ['Zeka', 'ShowMaker']);
    // The same offer is not made twice while it waits: the manager turns each down once it
    // has rung (a rejection tells the proposer, not him).
    for (let offer = 0; offer < 6; offer += 1) {
      const trade = await propose();
      await call(request, 'post', `/trades/${trade.id}/reject`, manager.token);
    }
    await useToken(page, manager.token);
    await page.goto('/leagues');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 6 unread');

    const markedRead = page.waitForResponse(
      (response) => response.url().endsWith('/api/notifications/read') && response.ok(),
    );
    await bell(page).click();
    await markedRead;
    const centre = page.getByRole('dialog', { name: 'Notifications' });
    const items = centre.getByTestId('notification');
    // The read answer is in the cache (the count is gone), and the six still say they are new.
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(items).toHaveCount(6);
    for (const item of await items.all()) await expect(item).toHaveAttribute('data-new', 'true');
    await expect(centre.getByText('New', { exact: true })).toHaveCount(6);

    await bell(page).click();
    await expect(centre).toBeHidden();
    await bell(page).click();
    await expect(items).toHaveCount(6);
    for (const item of await items.all()) await expect(item).toHaveAttribute('data-new', 'false');
    await expect(centre.getByText('New', { exact: true })).toHaveCount(0);
  });

  test('shows the latest 30, and older ones on asking', async ({ page, request }) => {
    const { manager, teamA, propose } = await offerWaiting(request, ['Zeka', 'ShowMaker']);
    // A team may have 20 offers waiting: the manager turns each down once it has rung the bell.
    for (let offer = 0; offer < 33; offer += 1) {
      const trade = await propose();
      await call(request, 'post', `/trades/${trade.id}/reject`, manager.token);
    }
    await useToken(page, manager.token);
    await page.goto('/leagues');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 33 unread');

    await bell(page).click();
    const centre = page.getByRole('dialog', { name: 'Notifications' });
    const items = centre.getByTestId('notification');
    await expect(items).toHaveCount(30);
    await centre.getByRole('button', { name: 'Show older' }).click();
    await expect(items).toHaveCount(33);
    await expect(items.last()).toContainText(`Trade offer from ${teamA.name}`);
    await expect(centre.getByRole('button', { name: 'Show older' })).toHaveCount(0);
  });

  test('works from the keyboard alone: open, move through, follow a link, and close', async ({
    page,
    request,
  }) => {
    const { manager, teamB, propose } = await offerWaiting(request, ['Zeka', 'ShowMaker']);
    await propose();
    await useToken(page, manager.token);
    await page.goto('/leagues');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    await bell(page).focus();
    await page.keyboard.press('Enter');
    const centre = page.getByRole('dialog', { name: 'Notifications' });
    await expect(centre).toBeVisible();
    // Escape closes it and gives the focus back to the bell.
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
    await expect(bell(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(centre).toBeVisible();
    const item = centre.getByTestId('notification').first();
    for (let tab = 0; tab < 3; tab += 1) {
      if (await item.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/teams/${teamB.id}`);
  });

  test('asks once to mark them read when the server is briefly unavailable, not again and again', async ({
    page,
    request,
  }) => {
    const { manager, propose } = await offerWaiting(request, ['Zeka', 'ShowMaker']);
    await propose();
    await useToken(page, manager.token);
    let attempts = 0;
    await page.route('**/api/notifications/read', (route) => {
      attempts += 1;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        headers: { 'retry-after': '5' },
        body: JSON.stringify({
          message: 'The service is briefly unavailable.',
          code: 'UNAVAILABLE',
        }),
      });
    });
    await page.goto('/leagues');
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await bell(page).click();
    const centre = page.getByRole('dialog', { name: 'Notifications' });
    await expect(centre.getByTestId('notification')).toHaveCount(1);
    await page.waitForTimeout(2_000);
    expect(attempts).toBe(1);
    // Still unread: the next opening tries again.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
    await page.unroute('**/api/notifications/read');
    await bell(page).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test("closes when the browser's Back or Forward moves to another screen", async ({
    page,
    request,
  }) => {
    await useToken(page, (await createUser(request, 'wanderer')).token);
    await page.goto('/leagues');
    await page.getByRole('link', { name: 'Friends', exact: true }).click();
    await expect(page).toHaveURL('/friends');
    const centre = page.getByRole('dialog', { name: 'Notifications' });
    await bell(page).click();
    await expect(centre).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/leagues');
    await expect(centre).toBeHidden();
    await bell(page).click();
    await expect(centre).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL('/friends');
    await expect(centre).toBeHidden();
  });

  test('says when there is nothing yet, and fits a phone', async ({ page, request }) => {
    await page.setViewportSize(MOBILE_VIEWPORT);
    await useToken(page, (await createUser(request, 'quiet')).token);
    await page.goto('/leagues');
    await bell(page).click();
    const centre = page.getByRole('dialog', { name: 'Notifications' });
    await expect(centre).toContainText('No notifications yet');
    const box = await centre.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
  });
});
