import { expect, type Page, test } from '@playwright/test';
import { DRAFT_RUNNING } from '../../src/domain/league-rules';
import { MOBILE_VIEWPORT } from './support/browser';
import { createUser, useToken } from './support/fixtures';
import {
  addPlayer,
  addPlayersByName,
  changeSettings,
  createLeague,
  createTeam,
  draftUnderWay,
  findPlayer,
  joinLeague,
  uniqueName,
} from './support/leagues-api';
import {
  createReplayLeague,
  isLocked,
  pauseSeason,
  resumeSeason,
  T1_GEN_SUNDAY,
  waitForTeam,
} from './support/season-clock-api';

const slotRow = (page: Page, key: string) => page.getByTestId(`slot-${key}`);

test.describe('Team detail', () => {
  test('the owner adds a real player with the Add Player modal and removes him', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'owner');
    const league = await createLeague(request, owner.token, { regions: ['KOREA'] });
    const team = await createTeam(request, owner.token, league.id, uniqueName('Gank'));
    const faker = await findPlayer(request, league.id, 'Faker');
    await useToken(page, owner.token);
    await page.goto(`/teams/${team.id}`);

    await expect(page.getByRole('heading', { level: 1, name: team.name })).toBeVisible();
    await expect(page.getByTestId('team-owner')).toHaveText(owner.username);
    await expect(page.getByTestId('team-total-points')).toHaveText('0.0');
    await expect(page.getByRole('link', { name: 'Propose Trade' })).toHaveCount(0);
    await expect(slotRow(page, 'MID')).toContainText('Empty');

    await slotRow(page, 'MID').getByRole('button', { name: 'Add Player to MID' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Player: MID' });
    // Only mid laners: a top laner is not offered for the MID slot.
    await modal.getByRole('textbox', { name: 'Search players' }).fill('Zeus');
    await expect(modal.getByText('No available player matches “Zeus”.')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Search players' }).fill('faker');
    await modal.getByRole('button', { name: 'Add Faker' }).click();

    await expect(page.getByText('Player Added')).toBeVisible();
    await expect(page.getByText('Player has been added to your team')).toBeVisible();
    await expect(modal).toHaveCount(0);
    const link = slotRow(page, 'MID').getByRole('link', { name: 'Faker' });
    await expect(link).toHaveAttribute('href', `/players/${faker.id}?leagueId=${league.id}`);

    await slotRow(page, 'MID').getByRole('button', { name: 'Remove Faker' }).click();
    // The owner is asked first; Cancel keeps him.
    const confirm = page.getByRole('dialog', { name: 'Remove player' });
    await expect(confirm).toContainText(`Remove Faker from ${team.name}?`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(slotRow(page, 'MID').getByRole('link', { name: 'Faker' })).toBeVisible();
    await slotRow(page, 'MID').getByRole('button', { name: 'Remove Faker' }).click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Player Removed')).toBeVisible();
    await expect(page.getByText('Player has been removed from your team')).toBeVisible();
    await expect(slotRow(page, 'MID')).toContainText('Empty');
  });

  test("locking by week, Add Player is disabled once the week's first game has started", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const owner = await createUser(request, 'owner');
    // Six minutes a week: the week's first game (DK–KT, 06:07) comes some 13 s after the start,
    // time enough to pause the replay first on a busy machine.
    const league = await createReplayLeague(request, owner.token, {
      from: T1_GEN_SUNDAY,
      weekSeconds: 360,
      paused: true,
    });
    await changeSettings(request, owner.token, league.id, { locks: { lockMode: 'week' } });
    const team = await createTeam(request, owner.token, league.id, uniqueName('Weekly'));
    const faker = await findPlayer(request, league.id, 'Faker');
    await addPlayer(request, owner.token, team.id, faker.id, 'MID');
    await useToken(page, owner.token);
    await page.goto(`/teams/${team.id}`);
    // Before the week's first game the lineup is open.
    await expect(
      slotRow(page, 'TOP').getByRole('button', { name: 'Add Player to TOP' }),
    ).toBeEnabled();

    // Faker plays only at 08:29, but locking by week the whole lineup locks at 06:07.
    await resumeSeason(request, owner.token, league.id);
    await waitForTeam(request, owner.token, team.id, (detail) => isLocked(detail, faker.id));
    await pauseSeason(request, owner.token, league.id);
    await page.reload();

    const add = slotRow(page, 'TOP').getByRole('button', { name: 'Add Player to TOP' });
    await expect(add).toBeDisabled();
    await expect(
      slotRow(page, 'BENCH-1').getByRole('button', { name: /Add Player/ }),
    ).toBeDisabled();
    await add.hover({ force: true });
    await expect(
      page.getByRole('tooltip').filter({ hasText: 'The lineup is locked until the week ends' }),
    ).toBeVisible();
  });

  test('leaves out players another team of the league already has', async ({ page, request }) => {
    const owner = await createUser(request, 'owner');
    const league = await createLeague(request, owner.token, { regions: ['KOREA'] });
    const mine = await createTeam(request, owner.token, league.id, uniqueName('Mine'));
    const rival = await createUser(request, 'rival');
    await joinLeague(request, rival.token, league.id, uniqueName('Rival'));
    const rivalTeam = (await request
      .get('/api/teams/my-teams', { headers: { authorization: `Bearer ${rival.token}` } })
      .then((response) => response.json())) as { id: string }[];
    const faker = await findPlayer(request, league.id, 'Faker');
    await addPlayer(request, rival.token, rivalTeam[0]?.id ?? '', faker.id, 'MID');

    await useToken(page, owner.token);
    await page.goto(`/teams/${mine.id}`);
    await page.getByRole('button', { name: 'Add Player to FLEX' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Player: FLEX' });
    await modal.getByRole('textbox', { name: 'Search players' }).fill('Faker');
    await expect(modal.getByText('No available player matches “Faker”.')).toBeVisible();
  });

  test('while the draft runs, the roster and the players list offer no moves, and say why', async ({
    page,
    request,
  }) => {
    const { owner, league, team } = await draftUnderWay(request, [{ name: 'Faker', slot: 'MID' }]);

    await useToken(page, owner.token);
    await page.goto(`/teams/${team.id}`);
    const add = slotRow(page, 'TOP').getByRole('button', { name: 'Add Player to TOP' });
    await expect(add).toBeDisabled();
    await expect(slotRow(page, 'MID').getByRole('button', { name: 'Remove Faker' })).toBeDisabled();
    await add.hover({ force: true });
    await expect(page.getByRole('tooltip').filter({ hasText: DRAFT_RUNNING })).toBeVisible();

    await page.goto(`/${league.id}/players`);
    await expect(page.getByRole('link', { name: 'Faker', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Add|Claim) / })).toHaveCount(0);
  });

  test("refuses a non-owner's Remove with the server's message", async ({ page, request }) => {
    const owner = await createUser(request, 'owner');
    const league = await createLeague(request, owner.token, { regions: ['KOREA'] });
    const team = await createTeam(request, owner.token, league.id, uniqueName('Owned'));
    const faker = await findPlayer(request, league.id, 'Faker');
    await addPlayer(request, owner.token, team.id, faker.id, 'MID');
    const visitor = await createUser(request, 'visitor');
    await joinLeague(request, visitor.token, league.id, uniqueName('Visitor'));
    await useToken(page, visitor.token);
    await page.goto(`/teams/${team.id}`);

    // The buttons show to everyone; the server decides.
    await expect(page.getByRole('link', { name: 'Propose Trade' })).toHaveAttribute(
      'href',
      `/trade/${team.id}`,
    );
    await expect(page.getByRole('button', { name: 'Add Player to TOP' })).toBeVisible();
    await slotRow(page, 'MID').getByRole('button', { name: 'Remove Faker' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'You can only change your own team' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Error');
    await expect(slotRow(page, 'MID').getByRole('link', { name: 'Faker' })).toBeVisible();
  });

  test('a user without a team in the league is told so instead of a trade button', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'owner');
    const league = await createLeague(request, owner.token);
    const team = await createTeam(request, owner.token, league.id, uniqueName('Owned'));
    await useToken(page, (await createUser(request, 'outsider')).token);
    await page.goto(`/teams/${team.id}`);
    await expect(page.getByText("You don't have a team in this league")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Propose Trade' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to League' }).click();
    await expect(page).toHaveURL(`/leagues/${league.id}`);
  });

  test("on a phone a visitor reads the team's name whole, with the trade button under it", async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'owner');
    const league = await createLeague(request, owner.token, { regions: ['KOREA'] });
    const team = await createTeam(request, owner.token, league.id, 'Baron Stealers United');
    const visitor = await createUser(request, 'visitor');
    await page.setViewportSize(MOBILE_VIEWPORT);
    const title = page.getByRole('heading', { level: 1, name: 'Baron Stealers United' });
    // Lines the name takes: at most two (words wrap whole), never a few letters a line.
    const lines = () =>
      title.evaluate(
        (el) =>
          el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
      );

    // Without a team of their own: the note instead of the button.
    await useToken(page, visitor.token);
    await page.goto(`/teams/${team.id}`);
    await expect(page.getByText("You don't have a team in this league")).toBeVisible();
    expect(await lines()).toBeLessThan(2.5);

    // With one: Propose Trade.
    await joinLeague(request, visitor.token, league.id, uniqueName('Visitor'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Propose Trade' })).toBeVisible();
    expect(await lines()).toBeLessThan(2.5);
  });

  test("on a phone the roster shows each player's name whole, beside his slot and his buttons", async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'owner');
    const league = await createLeague(request, owner.token, { regions: ['KOREA', 'EMEA'] });
    const team = await createTeam(request, owner.token, league.id, uniqueName('Long'));
    await addPlayersByName(request, owner.token, league.id, team.id, [
      ['BrokenBlade', 'TOP'],
      ['Berserker', 'ADC'],
      ['Hans Sama', 'BENCH'],
    ]);
    await page.setViewportSize(MOBILE_VIEWPORT);
    await useToken(page, owner.token);
    await page.goto(`/teams/${team.id}`);
    for (const name of ['BrokenBlade', 'Berserker', 'Hans Sama']) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      // Nothing of the name is cut off, sideways or below.
      const cut = await link.evaluate(
        (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
      );
      expect(cut, name).toBe(false);
    }
    await expect(page.getByRole('button', { name: 'Remove BrokenBlade' })).toBeInViewport();
  });

  test('an unknown team says so, with a way back', async ({ page, request }) => {
    await useToken(page, (await createUser(request)).token);
    await page.goto('/teams/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Team Not Found' })).toBeVisible();
    await expect(page.getByText('Team not found', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/teams');
  });
});

test.describe('My Teams', () => {
  test('lists each team with its league, six slots, bench and points', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'owner');
    const league = await createLeague(request, owner.token);
    const team = await createTeam(request, owner.token, league.id, uniqueName('Squad'));
    const faker = await findPlayer(request, league.id, 'Faker');
    await addPlayer(request, owner.token, team.id, faker.id, 'MID');
    await useToken(page, owner.token);
    await page.goto('/teams');

    const card = page.getByRole('article', { name: team.name });
    await expect(card.getByRole('link', { name: league.name })).toHaveAttribute(
      'href',
      `/leagues/${league.id}`,
    );
    await expect(card).toContainText('Faker');
    await expect(card.getByText('Empty')).toHaveCount(5);
    await expect(card).toContainText('Bench: 0 players');
    await expect(card).toContainText('0.0');
    await card.getByRole('link', { name: team.name }).click();
    await expect(page).toHaveURL(`/teams/${team.id}`);
  });

  test('without teams it explains how to get one', async ({ page, request }) => {
    await useToken(page, (await createUser(request)).token);
    await page.goto('/teams');
    await expect(page.getByRole('heading', { name: 'No Teams Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Leagues' }).click();
    await expect(page).toHaveURL('/leagues');
  });
});
