import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { DraftStatusResponse } from '../../src/domain/contract/drafts';
import type { Team } from '../../src/domain/contract/teams';
import { NEED_TEAMS } from '../../src/domain/draft';
import { POSITION_ERROR } from '../../src/domain/roster';
import { type CreatedUser, createUser, useToken } from './support/fixtures';
import { createLeague, createTeam, fillLeague, uniqueName } from './support/leagues-api';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function get<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `GET ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A KOREA league whose commissioner has a team, filled with bot teams up to `teams`. */
async function seedLeague(request: APIRequestContext, teams: number) {
  const owner: CreatedUser = await createUser(request, 'commish');
  const league = await createLeague(request, owner.token, {
    name: uniqueName('Draft Night'),
    regions: ['KOREA'],
  });
  const mine = await createTeam(request, owner.token, league.id, uniqueName('Faker Fans'));
  await fillLeague(request, owner.token, league.id, teams);
  return { owner, league, mine };
}

/** Opens the Make Pick modal, picks its best player, and says who went to which team. */
async function pickBestAvailable(page: Page) {
  await page.getByRole('button', { name: 'Make Pick' }).click();
  const modal = page.getByRole('dialog', { name: 'Make Pick' });
  // The modal lists the first 10 available players.
  await expect(modal.getByRole('listitem')).toHaveCount(10);
  const teamName = (await modal.getByTestId('pick-modal-team').textContent()) ?? '';
  const first = modal.getByRole('listitem').first();
  const playerName = (await first.getByRole('link').textContent()) ?? '';
  await first.getByRole('button', { name: `Pick ${playerName}` }).click();
  // The previous pick's toast may still show: find this pick's.
  await expect(toast(page, `${teamName} drafted ${playerName}`)).toContainText('Pick Successful');
  await expect(modal).toHaveCount(0);
  return { teamName, playerName };
}

test.describe('Local league draft board', () => {
  test('the commissioner starts the draft and makes two picks', async ({ page, request }) => {
    // A whole league is set up through the API first, and two picks go through the modal: on a
    // busy machine this journey needs as long as the live room's.
    test.setTimeout(90_000);
    const { owner, league, mine } = await seedLeague(request, 8);
    await useToken(page, owner.token);
    await page.goto(`/draft?leagueId=${league.id}`);

    await expect(page.getByRole('heading', { level: 1, name: 'League Draft' })).toBeVisible();
    await expect(page.getByTestId('draft-league-name')).toHaveText(league.name);
    await expect(page.getByTestId('draft-status')).toHaveText('Not Started');
    await expect(page.getByRole('tab', { name: 'Draft Order' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('draft-order').locator('tbody tr')).toHaveCount(8);
    await expect(page.getByTestId('draft-order')).toContainText(mine.name);
    await expect(page.getByText(NEED_TEAMS)).toHaveCount(0);

    await page.getByRole('button', { name: 'Start Draft' }).click();
    await expect(toast(page, 'Draft Started')).toBeVisible();
    await expect(page.getByTestId('draft-status')).toHaveText('In Progress');
    const clock = page.getByTestId('pick-clock');
    await expect(clock).toContainText('Round 1, Pick 1');
    await expect(page.getByTestId('pick-countdown')).toHaveText(/^\d+:\d\d$/);
    await expect(page.getByRole('button', { name: 'End Draft' })).toBeVisible();
    // The team on the clock is highlighted in the order.
    await expect(page.getByTestId('draft-order').locator('tr[data-on-clock]')).toHaveCount(1);

    // A refused pick is a 'Draft Error' toast with the server's message.
    await page.route(
      '**/api/draft/pick',
      (route) =>
        route.fulfill({ status: 400, json: { message: POSITION_ERROR, code: 'BAD_REQUEST' } }),
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Make Pick' }).click();
    const modal = page.getByRole('dialog', { name: 'Make Pick' });
    await modal.getByRole('listitem').first().getByRole('button').click();
    await expect(toast(page, 'Draft Error')).toContainText(POSITION_ERROR);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);

    const first = await pickBestAvailable(page);
    await expect(clock).toContainText('Round 1, Pick 2');
    const second = await pickBestAvailable(page);
    await expect(clock).toContainText('Round 1, Pick 3');
    expect(second.playerName).not.toBe(first.playerName);

    await page.getByRole('tab', { name: 'Draft History' }).click();
    const history = page.getByTestId('draft-history').locator('tbody tr');
    await expect(history).toHaveCount(2);
    // Newest first.
    await expect(history.nth(0)).toContainText(second.playerName);
    await expect(history.nth(0)).toContainText(second.teamName);
    await expect(history.nth(1)).toContainText(first.playerName);
    // Inside the league, a player's page counts the games up to its clock.
    await expect(history.nth(1).getByRole('link', { name: first.playerName })).toHaveAttribute(
      'href',
      new RegExp(`^/players/[^?]+\\?leagueId=${league.id}$`),
    );

    await page.getByRole('tab', { name: 'Available Players' }).click();
    const available = page.getByTestId('available-players');
    await expect(available).toBeVisible();
    await expect(available.getByRole('link', { name: first.playerName, exact: true })).toHaveCount(
      0,
    );

    // The drafted player is on the roster of the team that picked.
    const state = await get<DraftStatusResponse>(
      request,
      `/draft/status?leagueId=${league.id}`,
      owner.token,
    );
    const pick = state.picks.find((made) => made.player.name === first.playerName);
    expect(pick?.teamName).toBe(first.teamName);
    const team = await get<Team>(request, `/teams/${pick!.teamId}`, owner.token);
    const roster = [
      ...Object.values(team.players).flatMap((slot) => (Array.isArray(slot) ? slot : [slot])),
    ];
    expect(roster.map((player) => player?.name)).toContain(first.playerName);

    // The league page tells its members the draft is under way and leads to the live room.
    await page.goto(`/leagues/${league.id}`);
    await page.getByRole('tab', { name: 'Draft' }).click();
    await expect(page.getByTestId('draft-progress')).toHaveText('The draft is under way');
    await page.getByRole('link', { name: 'Live Draft Room' }).click();
    await expect(page).toHaveURL(`/riftdraft/${league.id}`);
  });

  test('the last pick completes the draft', async ({ page, request }) => {
    test.setTimeout(60_000);
    const { owner, league } = await seedLeague(request, 8);
    const auth = { authorization: `Bearer ${owner.token}` };
    const post = async (path: string, data: unknown) => {
      const response = await request.post(`/api${path}`, { headers: auth, data });
      expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as DraftStatusResponse;
    };
    // 47 of the 48 picks through the API; the last one on the board.
    let state = await post('/draft/start', { leagueId: league.id });
    for (let pick = 0; pick < 47; pick += 1) {
      state = await post('/draft/pick', {
        teamId: state.onTheClock!.teamId,
        playerId: state.available[0]!.id,
        pickNumber: state.onTheClock!.pickNumber,
      });
    }
    await useToken(page, owner.token);
    await page.goto(`/draft?leagueId=${league.id}`);
    await expect(page.getByTestId('pick-clock')).toContainText('48 of 48');
    await pickBestAvailable(page);
    await expect(toast(page, 'Draft Complete')).toContainText('All 48 picks are in.');
    await expect(page.getByTestId('draft-status')).toHaveText('Complete');
    await expect(page.getByRole('button', { name: 'Make Pick' })).toHaveCount(0);
  });

  test('offers no pick of a player the roster on the clock has no slot for', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { owner, league } = await seedLeague(request, 8);
    const auth = { authorization: `Bearer ${owner.token}` };
    const send = async (method: 'post' | 'patch', path: string, data: unknown) => {
      const response = await request[method](`/api${path}`, { headers: auth, data });
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as DraftStatusResponse;
    };
    // Without a bench, a second MID fills FLEX and a third has nowhere to go.
    await send('patch', `/leagues/${league.id}/settings`, { roster: { bench: 0 } });
    let state = await send('post', '/draft/start', { leagueId: league.id });
    const first = state.onTheClock!.teamId;
    // The first team drafts a MID in rounds 1 and 2 (picks 1 and 16); the others no MID.
    for (let pick = 0; pick < 16; pick += 1) {
      const mine = state.onTheClock!.teamId === first;
      const player = state.available.find((candidate) => (candidate.position === 'MID') === mine)!;
      state = await send('post', '/draft/pick', {
        teamId: state.onTheClock!.teamId,
        playerId: player.id,
        pickNumber: state.onTheClock!.pickNumber,
      });
    }
    expect(state.onTheClock!.teamId).toBe(first);
    const mid = state.available.find((candidate) => candidate.position === 'MID')!;
    const top = state.available.find((candidate) => candidate.position === 'TOP')!;

    await useToken(page, owner.token);
    await page.goto(`/draft?leagueId=${league.id}`);
    await expect(page.getByTestId('pick-clock')).toContainText('Round 3, Pick 1');
    await page.getByRole('tab', { name: 'Available Players' }).click();
    const available = page.getByTestId('available-players');
    await expect(available.getByRole('button', { name: `Pick ${mid.name}` })).toBeDisabled();
    await expect(available.getByRole('button', { name: `Pick ${top.name}` })).toBeEnabled();
    // The closed Pick says why.
    await available
      .getByRole('button', { name: `Pick ${mid.name}` })
      .locator('..')
      .hover();
    await expect(page.getByRole('tooltip')).toHaveText(POSITION_ERROR);

    // The Make Pick modal closes the same picks among its ten: MIDs, and pro organisations,
    // which only FLEX takes in a league without the TEAM slot.
    await page.getByRole('button', { name: 'Make Pick' }).click();
    const modal = page.getByRole('dialog', { name: 'Make Pick' });
    await expect(modal.getByRole('listitem')).toHaveCount(10);
    for (const player of state.available.slice(0, 10)) {
      const button = modal.getByRole('button', { name: `Pick ${player.name}` });
      if (player.position === 'MID' || player.position === 'TEAM') {
        await expect(button).toBeDisabled();
      } else {
        await expect(button).toBeEnabled();
      }
    }
  });

  test('a league of fewer than 8 teams cannot start its draft', async ({ page, request }) => {
    const { owner, league } = await seedLeague(request, 4);
    await useToken(page, owner.token);
    await page.goto(`/draft?leagueId=${league.id}`);

    await expect(page.getByRole('heading', { level: 1, name: 'League Draft' })).toBeVisible();
    await expect(page.getByText(NEED_TEAMS)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Draft' })).toBeDisabled();
    await expect(page.getByTestId('draft-order').locator('tbody tr')).toHaveCount(4);

    // The server refuses too.
    const response = await request.post('/api/draft/start', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { leagueId: league.id },
    });
    expect(response.status()).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(NEED_TEAMS);
  });
});
