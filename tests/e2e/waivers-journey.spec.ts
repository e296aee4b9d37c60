import { expect, type Page, test } from '@playwright/test';
import type { Team } from '../../src/domain/contract/teams';
import { createUser, useToken } from './support/fixtures';
import {
  addPlayer,
  call,
  createTeam,
  findPlayer,
  getLeague,
  joinLeague,
  uniqueName,
} from './support/leagues-api';
import {
  createReplayLeague,
  pauseSeason,
  playUntil,
  resumeSeason,
} from './support/season-clock-api';

// A replay from Monday 7 April 2025 at a minute a week: the clear after a drop comes within a
// minute of real time once the replay runs, by itself.
test.describe.configure({ timeout: 150_000 });

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const bell = (page: Page) =>
  page.getByRole('button', { name: /^Notifications/ }).filter({ visible: true });

test('a drop, two bids, the clear by itself, the log and the bell', async ({ page, request }) => {
  const owner = await createUser(request, 'bidder');
  const league = await createReplayLeague(request, owner.token, {
    from: '2025-04-07',
    weekSeconds: 60,
    paused: true,
    maxTeams: 4,
  });
  const ownerTeam = await createTeam(request, owner.token, league.id, uniqueName('Bidders'));
  const rival = await createUser(request, 'dropper');
  await joinLeague(request, rival.token, league.id, uniqueName('Droppers'));
  const [rivalTeam] = await call<Team[]>(request, 'get', '/teams/my-teams', rival.token);
  const third = await createUser(request, 'underbid');
  const thirdName = uniqueName('Underbidders');
  await joinLeague(request, third.token, league.id, thirdName);
  const [thirdTeam] = await call<Team[]>(request, 'get', '/teams/my-teams', third.token);

  // The rival has held Faker for more than a day, then drops him: he goes on waivers.
  const faker = await findPlayer(request, league.id, 'Faker');
  await addPlayer(request, rival.token, rivalTeam!.id, faker.id, 'MID');
  const { clock } = await getLeague(request, owner.token, league.id);
  await playUntil(
    request,
    owner.token,
    league.id,
    new Date(Date.parse(clock.now) + 25 * 60 * 60 * 1000).toISOString(),
  );
  await call(request, 'delete', `/teams/${rivalTeam!.id}/players/${faker.id}`, rival.token);

  // Two managers bid: the owner through the claim modal, the third manager through the API.
  await useToken(page, owner.token);
  await page.goto(`/${league.id}/players`);
  const row = page
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: 'Faker', exact: true }) });
  await row.getByRole('button', { name: 'Claim Faker' }).click();
  const modal = page.getByRole('dialog', { name: 'Claim Faker' });
  await modal.getByRole('textbox', { name: 'Bid' }).fill('25');
  await modal.getByRole('button', { name: 'Place Claim' }).click();
  await expect(toast(page, 'Claim Placed')).toBeVisible();
  await call(request, 'post', `/leagues/${league.id}/claims`, third.token, {
    teamId: thirdTeam!.id,
    addPlayerId: faker.id,
    bid: 10,
  });

  // The owner watches the league's Waivers tab: the claim waits, the whole budget is left.
  await page.goto(`/leagues/${league.id}`);
  await page.getByRole('tab', { name: 'Waivers' }).click();
  const ownBudget = page.getByRole('table', { name: 'Waiver order' }).locator('tr[data-own] td');
  await expect(page.getByRole('article', { name: 'Claim for Faker' })).toBeVisible();
  await expect(ownBudget.nth(2)).toHaveText('$100');

  // The replay runs: the clear comes by itself, and its result rings the owner's bell.
  await resumeSeason(request, owner.token, league.id);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread', { timeout: 120_000 });
  await expect(toast(page, 'Claim won: Faker')).toBeVisible();
  // The open tab follows the clear without a reload: the claim is settled, the bid is spent.
  await expect(page.getByTestId('pending-claim')).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Won claim for Faker' })).toBeVisible();
  await expect(ownBudget.nth(2)).toHaveText('$75');
  await pauseSeason(request, owner.token, league.id);
  await bell(page).click();
  const centre = page.getByRole('dialog', { name: 'Notifications' });
  await expect(centre.getByTestId('notification').first()).toContainText('Claim won: Faker');
  await expect(centre.getByTestId('notification').first()).toContainText(
    `Faker joins ${ownerTeam.name} for $25.`,
  );
  await page.keyboard.press('Escape');

  // The league's log shows the award with the losing bid.
  await page.goto(`/leagues/${league.id}`);
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const entry = page.getByText(`${ownerTeam.name} claimed Faker for $25`);
  await expect(entry).toBeVisible();
  await expect(page.getByText(thirdName).first()).toBeVisible();
  await expect(page.getByText('$10').first()).toBeVisible();
});
