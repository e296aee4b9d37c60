import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { League } from '../../src/domain/contract/leagues';
import type { Matchup } from '../../src/domain/contract/season';
import type { LeagueTeam, Team } from '../../src/domain/contract/teams';
import { MOBILE_VIEWPORT } from './support/browser';
import { type CreatedUser, createUser, useToken } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import {
  addPlayer,
  createLeague,
  createTeam,
  fillLeague,
  findPlayer,
  getLeague,
  uniqueName,
} from './support/leagues-api';
import {
  createReplayLeague,
  pauseSeason,
  playUntil,
  resumeSeason,
  T1_GEN_SUNDAY,
  waitForLeague,
} from './support/season-clock-api';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const oneDecimal = (points: number | null) =>
  (points ?? 0).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

async function api<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](`/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

interface Season {
  owner: CreatedUser;
  league: League;
  mine: Team;
  /** The bot team that meets the commissioner's team in week 1. */
  opponent: LeagueTeam;
}

/**
 * A KOREA league of 4 teams on a 3-week schedule, replaying from Sunday 6 April 2025 at a week a
 * minute and paused at its start: week 1 is that Sunday alone (T1 against Gen.G, three games).
 * The commissioner's team starts Faker (MID) and Oner (JUNGLE); Chovy (MID) plays for a bot team
 * in the other week-1 matchup, so the commissioner's team meets an empty roster and wins week 1.
 */
async function seedSeason(request: APIRequestContext): Promise<Season> {
  const owner = await createUser(request, 'commish');
  const created = await createReplayLeague(request, owner.token, {
    name: uniqueName('Rift Season'),
    regions: ['KOREA'],
    from: T1_GEN_SUNDAY,
    weekSeconds: 60,
    paused: true,
  });
  const mine = await createTeam(request, owner.token, created.id, uniqueName('Faker Fans'));
  await fillLeague(request, owner.token, created.id, 4);
  await api(request, 'post', `/leagues/${created.id}/schedule`, owner.token, { weeks: 3 });

  const [faker, oner, chovy] = await Promise.all(
    ['Faker', 'Oner', 'Chovy'].map((name) => findPlayer(request, created.id, name)),
  );
  await addPlayer(request, owner.token, mine.id, faker!.id, 'MID');
  await addPlayer(request, owner.token, mine.id, oner!.id, 'JUNGLE');

  const week1 = await api<Matchup[]>(
    request,
    'get',
    `/leagues/${created.id}/matchups/1`,
    owner.token,
  );
  const ours = week1.find((m) => m.homeTeamId === mine.id || m.awayTeamId === mine.id);
  const opponentId = ours?.homeTeamId === mine.id ? ours.awayTeamId : ours?.homeTeamId;
  const league = await getLeague(request, owner.token, created.id);
  const opponent = league.teams.find((team) => team.id === opponentId);
  const otherBot = league.teams.find((team) => team.isBot && team.id !== opponentId);
  expect(opponent && otherBot, 'week 1 pairs the commissioner with a bot').toBeTruthy();
  await addPlayer(request, owner.token, otherBot!.id, chovy!.id, 'MID');
  return { owner, league, mine, opponent: opponent! };
}

const card = (page: Page, teamName: string): Locator =>
  page.getByTestId('matchup').filter({ hasText: teamName });

test.describe('Weekly matchups and standings', () => {
  test('the commissioner rescores the live week 1, which then ends by itself; the matchup and the standings', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { owner, league, mine, opponent } = await seedSeason(request);
    // After T1 against Gen.G, before the Sunday is out: week 1's scores are live.
    await playUntil(request, owner.token, league.id, '2025-04-06T11:00:00Z');
    await useToken(page, owner.token);
    // The commissioner's only league is the selected one: no league id in the route.
    await page.goto('/matchups');

    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Matchups' })).toBeVisible();
    await expect(page.getByTestId('season-league-name')).toHaveText(league.name);
    await expect(page.getByRole('button', { name: 'Week 1', exact: true })).toBeVisible();
    await expect(page.getByTestId('week-label')).toHaveText(league.schedule[0]!.label);
    const cards = page.getByTestId('matchup');
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: 'Live' })).toHaveCount(2);
    // The live week's scores show, and the season line says so.
    await expect(page.getByText('3-week season · week 1 live')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rescore Week 1' })).toHaveCount(0);
    await expect(card(page, mine.name)).toContainText(owner.username);
    await expect(card(page, mine.name)).toContainText(opponent.name);

    const calculate = page.getByRole('button', { name: 'Calculate Week 1 Scores' });
    await calculate.click();
    await expect(toast(page, 'Scores Calculated')).toContainText(
      'Week 1 is live: 2 matchups scored so far.',
    );
    await expect(cards.filter({ hasText: 'Live' })).toHaveCount(2);

    // The week ends on the league's clock; the open page hears of it.
    await resumeSeason(request, owner.token, league.id);
    await expect(cards.filter({ hasText: 'Result Recorded' })).toHaveCount(2, { timeout: 30_000 });
    await pauseSeason(request, owner.token, league.id);
    await expect(calculate).toBeDisabled();
    // The league refetched: the season line counts the final week without a reload, and week 2
    // has begun.
    await expect(page.getByText('3-week season · 1 week final, week 2 live')).toBeVisible();

    // A final week may still be scored again, after corrected data: the commissioner confirms.
    await page.getByRole('button', { name: 'Rescore Week 1' }).click();
    const rescore = dialog(page, 'Rescore Week 1');
    await expect(rescore).toContainText('recomputed from the stored games');
    await rescore.getByRole('button', { name: 'Rescore Week 1' }).click();
    await expect(toast(page, 'Week 1 is in the books: 2 matchups scored.')).toContainText(
      'Scores Calculated',
    );
    await expect(rescore).toHaveCount(0);
    await expect(cards.filter({ hasText: 'Result Recorded' })).toHaveCount(2);

    const scored = await api<Matchup[]>(
      request,
      'get',
      `/leagues/${league.id}/matchups/1`,
      owner.token,
    );
    const ours = scored.find((m) => m.teamA.id === mine.id || m.teamB.id === mine.id)!;
    const ourScore = ours.teamA.id === mine.id ? ours.scoreA : ours.scoreB;
    expect(ourScore).toBeGreaterThan(0);
    await expect(card(page, mine.name)).toContainText(oneDecimal(ourScore));
    await expect(card(page, mine.name)).toContainText(
      `${mine.name} won by ${oneDecimal(ourScore)}`,
    );

    await card(page, mine.name).click();
    const detail = dialog(page, 'Detailed Matchup');
    await expect(detail).toBeVisible();
    for (const slot of ['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX']) {
      await expect(detail.getByTestId(`detail-slot-${slot}`)).toBeVisible();
    }
    await expect(detail.getByTestId('detail-slot-MID')).toContainText('Faker');
    await expect(detail.getByTestId('detail-slot-JUNGLE')).toContainText('Oner');
    await expect(detail.getByTestId('detail-slot-TOP')).toContainText('Empty');
    const faker = ours.starters[ours.teamA.id === mine.id ? 'home' : 'away'].find(
      (starter) => starter.slot === 'MID',
    );
    await expect(detail.getByTestId('detail-slot-MID')).toContainText(oneDecimal(faker!.points));
    const ourSide = detail.getByTestId('detail-team').filter({ hasText: mine.name });
    const theirSide = detail.getByTestId('detail-team').filter({ hasText: opponent.name });
    await expect(ourSide).toContainText(oneDecimal(ourScore));
    await expect(ourSide.getByText('Winner')).toBeVisible();
    await expect(theirSide).toContainText('0.0');
    await expect(theirSide.getByText('Winner')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Standings' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Standings' })).toBeVisible();
    const rows = page.getByTestId('standings').locator('tbody tr');
    await expect(rows).toHaveCount(4);
    const ourRow = rows.filter({ hasText: mine.name });
    await expect(ourRow).toContainText(owner.username);
    await expect(ourRow.locator('td').nth(2)).toHaveText('1');
    await expect(ourRow.locator('td').nth(3)).toHaveText('0');
    await expect(ourRow.locator('td').nth(4)).toHaveText('100.0%');
    await expect(ourRow.locator('td').nth(5)).toHaveText(oneDecimal(ourScore));
    // The top 3 ranks are highlighted, the fourth is not.
    await expect(page.getByTestId('standings').locator('tbody tr[data-top]')).toHaveCount(3);
    await expect(rows.nth(3)).not.toHaveAttribute('data-top');

    await page.getByRole('button', { name: 'Update All Stats' }).click();
    await expect(toast(page, 'Stats Updated')).toContainText('1 scored week recalculated');
  });

  test('the league page tabs show the scored week and the new current week', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { owner, league, mine } = await seedSeason(request);
    // Week 1 ends on the league's clock by itself.
    await resumeSeason(request, owner.token, league.id);
    await waitForLeague(request, owner.token, league.id, (l) => l.schedule[0]?.status === 'final');
    await pauseSeason(request, owner.token, league.id);
    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}`);

    await expect(page.getByRole('group', { name: 'Current Week' })).toContainText('2');
    await page.getByRole('tab', { name: 'Standings' }).click();
    const ourRow = page.getByTestId('standings').locator('tbody tr').filter({ hasText: mine.name });
    await expect(ourRow.locator('td').nth(2)).toHaveText('1');
    await expect(ourRow.locator('td').nth(3)).toHaveText('0');

    await page.getByRole('tab', { name: 'Matchups' }).click();
    await expect(page.getByRole('button', { name: 'Week 2', exact: true })).toBeVisible();
    await expect(page.getByTestId('week-label')).toHaveText(league.schedule[1]!.label);
    // Week 2 opened before week 1 became final: its scores are live.
    await expect(page.getByTestId('matchup').filter({ hasText: 'Live' })).toHaveCount(2);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByTestId('matchup').filter({ hasText: 'Result Recorded' })).toHaveCount(2);
  });

  test('picks another week from the week menu and keeps it in the link', async ({
    page,
    request,
  }) => {
    const { owner, league } = await seedSeason(request);
    await useToken(page, owner.token);
    await page.goto(`/matchups?leagueId=${league.id}`);

    await page.getByRole('button', { name: 'Week 1', exact: true }).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveCount(3);
    await items.filter({ hasText: 'Week 3' }).click();
    await expect(page.getByTestId('week-label')).toHaveText(league.schedule[2]!.label);
    // Week 3 is the playoffs' final: its matchup waits for the semi-finals, and the page says so.
    await expect(page.getByText('No matchups available for Week 3')).toBeVisible();
    await expect(page.getByTestId('playoff-week-to-come')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Calculate Week 3 Scores' })).toBeDisabled();
    await expect(page).toHaveURL(/week=3/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Week 3', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('a member who is not the commissioner sees Calculate disabled, and why', async ({
    page,
    request,
  }) => {
    const { league } = await seedSeason(request);
    const rival = await createUser(request, 'rival');
    await useToken(page, rival.token);
    await page.goto(`/matchups?leagueId=${league.id}`);

    await expect(page.getByTestId('matchup')).toHaveCount(2);
    // Week 1 has begun on the league's clock: its scores are live, not final.
    await expect(page.getByTestId('matchup').filter({ hasText: 'Live' })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Evaluate Wins' })).toHaveCount(0);
    const calculate = page.getByRole('button', { name: 'Calculate Week 1 Scores' });
    await expect(calculate).toBeDisabled();
    await calculate.hover({ force: true });
    await expect(
      page
        .getByRole('tooltip')
        .filter({ hasText: 'Only the league commissioner calculates scores' }),
    ).toBeVisible();

    await page.goto(`/standings?leagueId=${league.id}`);
    await page.getByRole('button', { name: 'Update All Stats' }).click();
    await expect(toast(page, 'Only the league commissioner can do this')).toContainText('Error');
  });

  test('on a phone the matchup detail shows both sides’ names whole, and the tab its week’s dates on one line', async ({
    page,
    request,
  }) => {
    const { owner, league, mine, opponent } = await seedSeason(request);
    const [gumayusi, showmaker, aiming] = await Promise.all(
      ['Gumayusi', 'ShowMaker', 'Aiming'].map((name) => findPlayer(request, league.id, name)),
    );
    await addPlayer(request, owner.token, mine.id, gumayusi!.id, 'ADC');
    await addPlayer(request, owner.token, opponent.id, showmaker!.id, 'MID');
    await addPlayer(request, owner.token, opponent.id, aiming!.id, 'ADC');
    await page.setViewportSize(MOBILE_VIEWPORT);
    await useToken(page, owner.token);
    await page.goto(`/matchups?leagueId=${league.id}`);

    await card(page, mine.name).click();
    const detail = dialog(page, 'Detailed Matchup');
    for (const [slot, names] of [
      ['MID', ['Faker', 'ShowMaker']],
      ['ADC', ['Gumayusi', 'Aiming']],
    ] as const) {
      const row = detail.getByTestId(`detail-slot-${slot}`);
      for (const name of names) {
        const link = row.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        // Nothing of the name is cut off: it fits its cell, or wraps.
        expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
    }

    // The league page's Matchups tab keeps the week's dates on one line, under the picker.
    await page.goto(`/leagues/${league.id}?tab=matchups`);
    const dates = page.getByTestId('week-label');
    await expect(dates).toHaveText(league.schedule[0]!.label);
    const lineHeight = await dates.evaluate((el) =>
      Number.parseFloat(getComputedStyle(el).lineHeight),
    );
    expect((await dates.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  });

  test('on a phone a long league name in the way back does not widen the page', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'commish');
    // As long as a league name may be: 60 characters.
    const name = uniqueName('The Long Named League Of Legends').padEnd(60, 'x').slice(0, 60);
    const league = await createLeague(request, owner.token, { name, regions: ['KOREA'] });
    await page.setViewportSize(MOBILE_VIEWPORT);
    await useToken(page, owner.token);
    for (const screen of ['matchups', 'standings']) {
      await page.goto(`/${screen}?leagueId=${league.id}`);
      const back = page.getByRole('link', { name: `Back to ${name}` });
      await expect(back).toBeVisible();
      const box = await back.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await expectNoSidewaysScroll(page, screen);
    }
  });

  test('a league without a schedule shows the empty texts', async ({ page, request }) => {
    const owner = await createUser(request, 'commish');
    const league = await createLeague(request, owner.token, { regions: ['KOREA'] });
    await useToken(page, owner.token);
    await page.goto(`/matchups?leagueId=${league.id}`);

    await expect(page.getByText('No matchups available for Week 1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Calculate Week 1 Scores' })).toBeDisabled();
    // Without a schedule the selector offers 9 weeks.
    await page.getByRole('button', { name: 'Week 1', exact: true }).click();
    await expect(page.getByRole('menuitem')).toHaveCount(9);
    await page.getByRole('menuitem').filter({ hasText: 'Week 9' }).click();
    await expect(page.getByText('No matchups available for Week 9')).toBeVisible();

    await page.goto(`/standings?leagueId=${league.id}`);
    await expect(page.getByText('No standings data available yet')).toBeVisible();
  });

  test('says when the matchups cannot be shown', async ({ page, request }) => {
    const { owner, league } = await seedSeason(request);
    await useToken(page, owner.token);
    await page.route('**/api/leagues/*/matchups/1', (route) =>
      route.fulfill({ json: [{ teamA: 'nobody' }] }),
    );
    await page.goto(`/matchups?leagueId=${league.id}`);
    await expect(page.getByText('Received invalid matchup data from server')).toBeVisible();

    await page.route('**/api/leagues/*/matchups/2', (route) =>
      route.fulfill({ status: 400, json: { message: 'Week 2 is not in the schedule' } }),
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByText('Failed to load matchups: Week 2 is not in the schedule'),
    ).toBeVisible();
  });
});
