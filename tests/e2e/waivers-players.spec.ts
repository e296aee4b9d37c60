import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { Player } from '../../src/domain/contract/players';
import type { Team, TeamDetail } from '../../src/domain/contract/teams';
import type { WaiverClaim } from '../../src/domain/contract/waivers';
import { formatClockTime } from '../../src/web/lib/league/season-clock-labels';
import { MOBILE_VIEWPORT } from './support/browser';
import { createUser, useToken } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import {
  addPlayer,
  call,
  createTeam,
  fillLeague,
  findPlayer,
  getLeague,
  joinLeague,
  uniqueName,
} from './support/leagues-api';
import { createReplayLeague, playUntil } from './support/season-clock-api';

// A paused replay from Monday 7 April 2025, before the week's first LCK game: a player added
// then dropped more than 24 league hours later goes on waivers instead of back to free agency.
const MONDAY = '2025-04-07';
const DAY_AND_AN_HOUR = 25 * 60 * 60 * 1000;
const OVER_BUDGET = 'A bid may not be more than the $100 of budget left';

// Moving the replay's clock on a day takes some real seconds.
test.describe.configure({ timeout: 90_000 });

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const playerRow = (page: Page, name: string) =>
  page.locator('tbody tr').filter({ has: page.getByRole('link', { name, exact: true }) });

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The cells of the players table whose content reaches past the cell: none when it fits. */
const cellsOverflowing = (page: Page) =>
  page.locator('table').evaluate((table) =>
    [...table.querySelectorAll('th, td')].flatMap((cell) => {
      const edge = cell.getBoundingClientRect().right;
      const past = [...cell.querySelectorAll('*')].some((inner) => {
        const box = inner.getBoundingClientRect();
        return box.width > 0 && box.right > edge + 0.5;
      });
      return past ? [cell.textContent ?? ''] : [];
    }),
  );

/**
 * The owner's team holds Zeus; the rival's holds Chovy and has dropped Faker, who now waits on
 * waivers; Oner is a free agent.
 */
async function leagueWithAPlayerOnWaivers(request: APIRequestContext) {
  const owner = await createUser(request, 'claimer');
  const league = await createReplayLeague(request, owner.token, {
    from: MONDAY,
    weekSeconds: 60,
    paused: true,
    maxTeams: 4,
  });
  const ownerTeam = await createTeam(request, owner.token, league.id, uniqueName('Claimers'));
  const rival = await createUser(request, 'dropper');
  const rivalTeamName = uniqueName('Droppers');
  await joinLeague(request, rival.token, league.id, rivalTeamName);
  const [rivalTeam] = await call<Team[]>(request, 'get', '/teams/my-teams', rival.token);
  const rivalTeamId = rivalTeam?.id ?? '';

  const faker = await findPlayer(request, league.id, 'Faker');
  const chovy = await findPlayer(request, league.id, 'Chovy');
  const zeus = await findPlayer(request, league.id, 'Zeus');
  await addPlayer(request, owner.token, ownerTeam.id, zeus.id, 'TOP');
  await addPlayer(request, rival.token, rivalTeamId, chovy.id, 'MID');
  await addPlayer(request, rival.token, rivalTeamId, faker.id, 'FLEX');
  // The replay ran on a little between its creation and its pause: count from where it stands.
  const { clock } = await getLeague(request, owner.token, league.id);
  await playUntil(
    request,
    owner.token,
    league.id,
    new Date(Date.parse(clock.now) + DAY_AND_AN_HOUR).toISOString(),
  );
  await call(request, 'delete', `/teams/${rivalTeamId}/players/${faker.id}`, rival.token);

  const players = await call<Player[]>(request, 'get', `/players?leagueId=${league.id}`, null);
  const fakerNow = players.find((player) => player.id === faker.id);
  expect(fakerNow?.status).toBe('waivers');
  return {
    owner,
    league,
    ownerTeam,
    rival,
    rivalTeamId,
    rivalTeamName,
    players,
    faker,
    zeus,
    clears: `Waivers · clears ${formatClockTime(fakerNow?.waiverUntil ?? '')}`,
  };
}

const claimsOf = (request: APIRequestContext, token: string, leagueId: string) =>
  call<WaiverClaim[]>(request, 'get', `/leagues/${leagueId}/claims`, token);

test.describe('Free agents and waivers on the players list', () => {
  test('shows each player’s status, filters by it, and places a claim with a bid', async ({
    page,
    request,
  }) => {
    const setup = await leagueWithAPlayerOnWaivers(request);
    const total = setup.players.length;
    await useToken(page, setup.owner.token);
    await page.goto(`/${setup.league.id}/players`);

    await expect(page.getByTestId('player-count')).toHaveText(`${total} players`);
    await expect(playerRow(page, 'Faker')).toContainText(setup.clears);
    await expect(playerRow(page, 'Chovy')).toContainText(setup.rivalTeamName);
    await expect(playerRow(page, 'Zeus')).toContainText(setup.ownerTeam.name);
    await expect(playerRow(page, 'Oner')).toContainText('Free agent');
    // The viewer's moves: Add a free agent, Claim a player on waivers, nothing for a rostered one.
    await expect(playerRow(page, 'Oner').getByRole('button', { name: 'Add Oner' })).toBeVisible();
    await expect(playerRow(page, 'Chovy').getByRole('button')).toHaveCount(0);

    await choose(page, 'Status', 'On waivers');
    await expect(page.getByTestId('player-count')).toHaveText(`1 of ${total} players`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await choose(page, 'Status', 'Rostered');
    await expect(page.getByTestId('player-count')).toHaveText(`2 of ${total} players`);
    await choose(page, 'Status', 'Free agents');
    await expect(page.getByTestId('player-count')).toHaveText(`${total - 3} of ${total} players`);
    await expect(playerRow(page, 'Faker')).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    await expect(page.getByTestId('player-count')).toHaveText(`${total} players`);

    await playerRow(page, 'Faker').getByRole('button', { name: 'Claim Faker' }).click();
    const modal = page.getByRole('dialog', { name: 'Claim Faker' });
    await expect(modal.getByTestId('claim-clears')).toHaveText(
      setup.clears.split('clears ')[1] ?? '',
    );
    await expect(modal).toContainText('$100 of your $100 budget left');
    const bid = modal.getByRole('textbox', { name: 'Bid' });
    await bid.fill('150');
    await expect(modal.getByText(OVER_BUDGET)).toBeVisible();
    await modal.getByRole('button', { name: 'Place Claim' }).click();
    await expect(modal).toBeVisible();
    await bid.fill('25');
    await expect(modal.getByText(OVER_BUDGET)).toHaveCount(0);
    await modal.getByRole('combobox', { name: 'Drop' }).click();
    await page.getByRole('option', { name: 'Zeus · TOP' }).click();
    await modal.getByRole('button', { name: 'Place Claim' }).click();

    await expect(toast(page, 'Claim Placed')).toBeVisible();
    await expect(modal).toHaveCount(0);
    await expect(
      playerRow(page, 'Faker').getByRole('button', { name: 'Claim Faker again' }),
    ).toBeVisible();
    const claims = await claimsOf(request, setup.owner.token, setup.league.id);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      teamId: setup.ownerTeam.id,
      addPlayer: { id: setup.faker.id },
      dropPlayer: { id: setup.zeus.id },
      bid: 25,
      status: 'pending',
    });
  });

  test('adds a free agent from the list, and offers a claim, not an add, in Add Player', async ({
    page,
    request,
  }) => {
    const setup = await leagueWithAPlayerOnWaivers(request);
    await useToken(page, setup.owner.token);
    await page.goto(`/${setup.league.id}/players`);

    await playerRow(page, 'Oner').getByRole('button', { name: 'Add Oner' }).click();
    const add = page.getByRole('dialog', { name: 'Add Oner' });
    await add.getByRole('button', { name: 'Add Player' }).click();
    await expect(toast(page, 'Player Added')).toBeVisible();
    await expect(playerRow(page, 'Oner')).toContainText(setup.ownerTeam.name);

    await page.goto(`/teams/${setup.ownerTeam.id}`);
    await page.getByTestId('slot-MID').getByRole('button', { name: 'Add Player to MID' }).click();
    const picker = page.getByRole('dialog', { name: 'Add Player: MID' });
    await picker.getByRole('textbox', { name: 'Search players' }).fill('faker');
    await expect(picker.getByRole('button', { name: 'Add Faker' })).toHaveCount(0);
    const claim = picker.getByRole('button', { name: 'Claim Faker' });
    await expect(claim).toContainText('On waivers');
    await claim.click();
    const modal = page.getByRole('dialog', { name: 'Claim Faker' });
    await expect(modal.getByRole('textbox', { name: 'Bid' })).toBeVisible();
    await expect(picker).toHaveCount(0);
  });
});

test.describe('a move planned on a list that has changed since', () => {
  test('a free agent another manager takes while the form is open: refused, the form closes, the list shows him taken', async ({
    page,
    request,
  }) => {
    const setup = await leagueWithAPlayerOnWaivers(request);
    const oner = await findPlayer(request, setup.league.id, 'Oner');
    await useToken(page, setup.owner.token);
    await page.goto(`/${setup.league.id}/players`);
    await expect(playerRow(page, 'Oner')).toContainText('Free agent');

    await playerRow(page, 'Oner').getByRole('button', { name: 'Add Oner' }).click();
    const add = page.getByRole('dialog', { name: 'Add Oner' });
    await expect(add).toContainText('Free agent');
    await addPlayer(request, setup.rival.token, setup.rivalTeamId, oner.id, 'JUNGLE');
    await add.getByRole('button', { name: 'Add Player' }).click();

    await expect(toast(page, `Oner is already on ${setup.rivalTeamName}`)).toBeVisible();
    await expect(add).toHaveCount(0);
    await expect(playerRow(page, 'Oner')).toContainText(setup.rivalTeamName);
    await expect(playerRow(page, 'Oner').getByRole('button')).toHaveCount(0);
  });

  test('a free agent another manager takes while the picker is open: refused, the picker stays on the fresh list', async ({
    page,
    request,
  }) => {
    const setup = await leagueWithAPlayerOnWaivers(request);
    const oner = await findPlayer(request, setup.league.id, 'Oner');
    await useToken(page, setup.owner.token);
    await page.goto(`/teams/${setup.ownerTeam.id}`);
    await page
      .getByTestId('slot-JUNGLE')
      .getByRole('button', { name: 'Add Player to JUNGLE' })
      .click();
    const picker = page.getByRole('dialog', { name: 'Add Player: JUNGLE' });
    await expect(picker.getByRole('button', { name: 'Add Oner' })).toBeEnabled();
    await addPlayer(request, setup.rival.token, setup.rivalTeamId, oner.id, 'JUNGLE');
    await picker.getByRole('button', { name: 'Add Oner' }).click();

    await expect(toast(page, `Oner is already on ${setup.rivalTeamName}`)).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Add Oner' })).toHaveCount(0);
    await expect(picker.getByRole('button', { name: /^Add / }).first()).toBeEnabled();
  });
});

test.describe('a drop that locks', () => {
  test('a drop whose game starts while the claim modal is open: refused, the modal keeps the bid, the drop shows locked', async ({
    page,
    request,
  }) => {
    const setup = await leagueWithAPlayerOnWaivers(request);
    const team = await call<TeamDetail>(
      request,
      'get',
      `/teams/${setup.ownerTeam.id}`,
      setup.owner.token,
    );
    const zeusLock = team.lineup.locks.find((lock) => lock.playerId === setup.zeus.id)!;
    expect(zeusLock.locked).toBe(false);
    await useToken(page, setup.owner.token);
    await page.goto(`/${setup.league.id}/players`);

    await playerRow(page, 'Faker').getByRole('button', { name: 'Claim Faker' }).click();
    const modal = page.getByRole('dialog', { name: 'Claim Faker' });
    await modal.getByRole('textbox', { name: 'Bid' }).fill('25');
    await modal.getByRole('combobox', { name: 'Drop' }).click();
    await page.getByRole('option', { name: 'Zeus · TOP', exact: true }).click();
    // Zeus's game starts before the claim goes in.
    await playUntil(
      request,
      setup.owner.token,
      setup.league.id,
      new Date(Date.parse(zeusLock.lockAt) + 60_000).toISOString(),
    );
    await modal.getByRole('button', { name: 'Place Claim' }).click();

    const locked = 'Zeus is locked until the week ends: his game has started';
    await expect(toast(page, locked)).toBeVisible();
    await expect(modal).toBeVisible();
    await expect(modal.getByText(locked)).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Bid' })).toHaveValue('$25');
    await modal.getByRole('combobox', { name: 'Drop' }).click();
    await expect(page.getByRole('option', { name: 'Zeus · TOP (locked)' })).toBeDisabled();
    await modal.getByRole('combobox', { name: 'Drop' }).click();
    await expect(modal.getByRole('combobox', { name: 'Drop' })).toHaveValue('');
    await modal.getByRole('button', { name: 'Place Claim' }).click();
    await expect(toast(page, 'Claim Placed')).toBeVisible();
    const claims = await claimsOf(request, setup.owner.token, setup.league.id);
    expect(claims.map((claim) => [claim.bid, claim.dropPlayer])).toEqual([[25, null]]);

    // Adding a free agent offers no locked drop either.
    await playerRow(page, 'Oner').getByRole('button', { name: 'Add Oner' }).click();
    const add = page.getByRole('dialog', { name: 'Add Oner' });
    await add.getByRole('combobox', { name: 'Drop' }).click();
    await expect(page.getByRole('option', { name: 'Zeus · TOP (locked)' })).toBeDisabled();
  });
});

test.describe('a bot team', () => {
  test('its commissioner adds free agents to it, and finds players on waivers not claimable', async ({
    page,
    request,
  }) => {
    const setup = await leagueWithAPlayerOnWaivers(request);
    await fillLeague(request, setup.owner.token, setup.league.id, 3);
    const { teams } = await getLeague(request, setup.owner.token, setup.league.id);
    const bot = teams.find((team) => team.userId === null)!;
    await useToken(page, setup.owner.token);
    await page.goto(`/teams/${bot.id}`);
    await page.getByTestId('slot-MID').getByRole('button', { name: 'Add Player to MID' }).click();
    const picker = page.getByRole('dialog', { name: 'Add Player: MID' });
    const faker = picker.getByRole('button', { name: 'Claim Faker' });
    await expect(faker).toBeDisabled();
    await expect(faker).toContainText('On waivers');
    await expect(faker.getByTestId('bot-no-claims')).toHaveText(
      'Bot teams do not put in claims: a player on waivers only joins by claim.',
    );
    await expect(faker).toHaveAttribute('title', 'Bot teams do not put in claims');
    await expect(picker.getByRole('button', { name: 'Add ShowMaker' })).toBeEnabled();
  });
});

test.describe('a player page inside the league', () => {
  test('shows where the player stands and the viewer’s move on him', async ({ page, request }) => {
    const setup = await leagueWithAPlayerOnWaivers(request);
    const idOf = (name: string) => setup.players.find((player) => player.name === name)?.id;
    const standing = page.getByTestId('player-standing');
    await useToken(page, setup.owner.token);

    await page.goto(`/players/${setup.faker.id}?leagueId=${setup.league.id}`);
    await expect(standing).toContainText(setup.clears);
    await standing.getByRole('button', { name: 'Claim Faker' }).click();
    const claim = page.getByRole('dialog', { name: 'Claim Faker' });
    await expect(claim.getByRole('textbox', { name: 'Bid' })).toBeVisible();
    await claim.getByRole('button', { name: 'Place Claim' }).click();
    await expect(toast(page, 'Claim Placed')).toBeVisible();
    await expect(standing.getByRole('button', { name: 'Claim Faker again' })).toBeVisible();

    await page.goto(`/players/${idOf('Chovy')}?leagueId=${setup.league.id}`);
    await expect(standing).toHaveText(setup.rivalTeamName);
    await expect(standing.getByRole('button')).toHaveCount(0);

    await page.goto(`/players/${idOf('Oner')}?leagueId=${setup.league.id}`);
    await expect(standing).toHaveText(/Free agent/);
    await standing.getByRole('button', { name: 'Add Oner' }).click();
    await page
      .getByRole('dialog', { name: 'Add Oner' })
      .getByRole('button', { name: 'Add Player' })
      .click();
    await expect(toast(page, 'Player Added')).toBeVisible();
    // Once added, the page says so: he is on the viewer's team, with no move left.
    await expect(standing).toHaveText(setup.ownerTeam.name);
    await expect(standing.getByRole('button')).toHaveCount(0);

    // Outside a league a player stands nowhere.
    await page.goto(`/players/${idOf('Oner')}`);
    await expect(page.getByRole('heading', { name: 'Oner', level: 1 })).toBeVisible();
    await expect(standing).toHaveCount(0);
  });
});

test.describe('the list at 1280 px', () => {
  test('fits every column, the claimed mark among them, inside its box', async ({
    page,
    request,
  }) => {
    const setup = await leagueWithAPlayerOnWaivers(request);
    await call(request, 'post', `/leagues/${setup.league.id}/claims`, setup.owner.token, {
      teamId: setup.ownerTeam.id,
      addPlayerId: setup.faker.id,
      bid: 5,
    });
    await useToken(page, setup.owner.token);
    await page.goto(`/${setup.league.id}/players`);
    const claimed = playerRow(page, 'Faker').getByRole('button', { name: 'Claim Faker again' });
    await expect(claimed).toHaveText('Claimed');
    await expect(page.getByRole('columnheader', { name: 'Fantasy Points' })).toBeVisible();

    expect(await cellsOverflowing(page)).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test('fits every name in its cell, and scrolls the table sideways on a narrower screen', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'phone');
    const league = await createReplayLeague(request, owner.token, {
      from: MONDAY,
      weekSeconds: 60,
      paused: true,
    });
    await createTeam(request, owner.token, league.id, uniqueName('Phones'));
    await useToken(page, owner.token);
    await page.goto(`/${league.id}/players`);
    // A team's long name ('OKSavingsBank BRION') among them.
    await expect(playerRow(page, 'OKSavingsBank BRION')).toHaveCount(1);
    expect(await cellsOverflowing(page)).toEqual([]);

    // Narrower than the table's least width: its box scrolls, the page does not.
    await page.setViewportSize({ width: 320, height: MOBILE_VIEWPORT.height });
    const box = page.locator('table').locator('..');
    await expect(box).toHaveCSS('overflow-x', 'auto');
    const widths = await box.evaluate((element) => ({
      box: element.clientWidth,
      table: element.scrollWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(widths.table).toBeGreaterThan(widths.box);
    expect(widths.page).toBeLessThanOrEqual(320);
  });

  test('shows the status under the name and places a claim without sideways scrolling', async ({
    page,
    request,
  }) => {
    const setup = await leagueWithAPlayerOnWaivers(request);
    await useToken(page, setup.owner.token);
    await page.goto(`/${setup.league.id}/players`);

    await choose(page, 'Status', 'On waivers');
    const row = playerRow(page, 'Faker');
    await expect(row).toContainText(setup.clears);
    const claim = row.getByRole('button', { name: 'Claim Faker' });
    await expect(claim).toBeInViewport();
    await expectNoSidewaysScroll(page);

    await claim.click();
    const modal = page.getByRole('dialog', { name: 'Claim Faker' });
    await modal.getByRole('textbox', { name: 'Bid' }).fill('10');
    await modal.getByRole('button', { name: 'Place Claim' }).click();
    await expect(toast(page, 'Claim Placed')).toBeVisible();
    const claims = await claimsOf(request, setup.owner.token, setup.league.id);
    expect(claims.map((claim) => [claim.addPlayer.name, claim.bid, claim.dropPlayer])).toEqual([
      ['Faker', 10, null],
    ]);
  });

  test('Add Player keeps each row inside the dialog: name, status, points and move', async ({
    page,
    request,
  }) => {
    const setup = await leagueWithAPlayerOnWaivers(request);
    await useToken(page, setup.owner.token);
    await page.goto(`/teams/${setup.ownerTeam.id}`);
    await page.getByTestId('slot-MID').getByRole('button', { name: 'Add Player to MID' }).click();
    const picker = page.getByRole('dialog', { name: 'Add Player: MID' });
    await expect(picker.getByRole('button', { name: 'Claim Faker' })).toContainText('On waivers');
    await page.screenshot({ path: test.info().outputPath('picker-390.png') });
    // Every row's content ends inside the list's visible box: nothing is cut at its edge.
    const overflowing = await picker
      .getByRole('button', { name: /^(Add|Claim) / })
      .evaluateAll((rows) =>
        rows.flatMap((row) => {
          const edge = row.closest('.mantine-ScrollArea-viewport')!.getBoundingClientRect().right;
          const past = [...row.querySelectorAll('*')].some((inner) => {
            const box = inner.getBoundingClientRect();
            return box.width > 0 && box.right > edge + 0.5;
          });
          return past ? [row.getAttribute('aria-label')] : [];
        }),
      );
    expect(overflowing).toEqual([]);
  });
});
