import { expect, type Locator, type Page, test } from '@playwright/test';
import type { League } from '../../src/domain/contract/leagues';
import { SEASON_OVER } from '../../src/domain/league-rules';
import { PLAYOFF_ROUND_DECIDED } from '../../src/domain/playoffs';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from './support/browser';
import { createUser, useToken } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import {
  addPlayersByName,
  call,
  changeSettings,
  createLeague,
  createTeam,
  fillLeague,
  joinLeague,
  uniqueName,
} from './support/leagues-api';
import { createPlayoffLeague, getPlayoffs, waitForPlayoffs } from './support/playoffs-api';
import {
  createReplayLeague,
  pauseSeason,
  resumeSeason,
  T1_GEN_SUNDAY,
} from './support/season-clock-api';

const oneDecimal = (points: number) =>
  points.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const bracketOf = (page: Page, name: 'Playoff bracket' | 'Consolation bracket') =>
  page.getByRole('region', { name });
const rounds = (bracket: Locator) => bracket.getByTestId('bracket-round');
// A page's first paint after a navigation loads its chunk and its data: on a busy machine
// that takes longer than one assertion usually waits.
const arrived = expect.configure({ timeout: 20_000 });

async function boxes(locator: Locator) {
  const count = await locator.count();
  return Promise.all(
    Array.from({ length: count }, async (_, index) => (await locator.nth(index).boundingBox())!),
  );
}

test.describe('The playoffs', () => {
  test('before the regular season is over the bracket is projected from the standings: byes, three rounds, side by side on a desktop and one under another on a phone', async ({
    page,
    request,
  }) => {
    // No LCK game from 1 March until 2 April 2025: the league stands before its first week.
    const { owner, league } = await createPlayoffLeague(request, {
      from: '2025-03-01',
      teams: 6,
      weeks: 5,
      playoffs: { teams: 6 },
    });
    const projected = await getPlayoffs(request, owner.token, league.id);
    expect(projected.status).toBe('upcoming');
    const seedName = (seed: number) => projected.seeds[seed - 1]!.team.name;

    await page.setViewportSize(DESKTOP_VIEWPORT);
    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}`);
    await page.getByRole('link', { name: 'Playoffs', exact: true }).click();
    await expect(page).toHaveURL(`/leagues/${league.id}/playoffs`);
    await arrived(page.getByRole('heading', { level: 1, name: 'Playoffs' })).toBeVisible();
    await arrived(page.getByTestId('playoffs-headline')).toHaveText('Playoffs start in week 3');
    await expect(page.getByTestId('playoffs-status')).toContainText(
      'Projected seeds — the regular season is not over',
    );

    // The seeds are the standings as they stand, marked as a projection.
    const seeds = page.getByTestId('playoff-seeds');
    await expect(seeds).toContainText('Projected');
    await expect(seeds.getByTestId('seed')).toHaveCount(6);
    for (const [index, { team }] of projected.seeds.entries()) {
      await expect(seeds.getByTestId('seed').nth(index)).toContainText(team.name);
    }

    // Six teams: seeds 1 and 2 wait out the quarter-finals, 3 plays 6 and 4 plays 5.
    const bracket = bracketOf(page, 'Playoff bracket');
    const columns = rounds(bracket);
    await expect(columns).toHaveCount(3);
    await expect(columns.getByRole('heading')).toHaveText([
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    await expect(columns.getByTestId('round-weeks')).toHaveText(['Week 3', 'Week 4', 'Week 5']);
    await expect(columns.nth(0)).toContainText('Upcoming');
    const byes = columns.nth(0).getByTestId('bracket-byes');
    await expect(byes).toContainText(seedName(1));
    await expect(byes).toContainText(seedName(2));
    const quarters = columns.nth(0).getByTestId('bracket-matchup');
    await expect(quarters).toHaveCount(2);
    for (const [index, [high, low]] of [
      [3, 6],
      [4, 5],
    ].entries()) {
      const sides = quarters.nth(index).getByTestId('bracket-team');
      await expect(sides.nth(0)).toHaveAttribute('data-seed', String(high));
      await expect(sides.nth(0)).toContainText(seedName(high!));
      await expect(sides.nth(1)).toHaveAttribute('data-seed', String(low));
      await expect(sides.nth(1)).toContainText(seedName(low!));
    }
    // Nothing is played yet: no scores, no winner, and the later rounds wait for the earlier.
    await expect(quarters.getByLabel('No score yet')).toHaveCount(4);
    await expect(bracket.locator('[data-winner]')).toHaveCount(0);
    await expect(columns.nth(1).getByTestId('pending-matchup')).toHaveCount(2);
    await expect(columns.nth(2).getByTestId('pending-matchup')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Consolation bracket' })).toHaveCount(0);

    // 1280 px: the rounds side by side, left to right.
    const wide = await boxes(columns);
    for (const [index, box] of wide.entries()) {
      if (index === 0) continue;
      expect(Math.abs(box.y - wide[0]!.y)).toBeLessThan(2);
      expect(box.x).toBeGreaterThanOrEqual(wide[index - 1]!.x + wide[index - 1]!.width);
    }
    await expectNoSidewaysScroll(page);
    // Beside the bracket the seeds' column is narrow: a long name wraps, none is cut short.
    const cutNames = await seeds
      .getByTestId('seed')
      .locator('a')
      .evaluateAll(
        (names) =>
          names.filter(
            (name) => name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight,
          ).length,
      );
    expect(cutNames).toBe(0);

    // 390 px: one round under another, nothing cut off at the side.
    await page.setViewportSize(MOBILE_VIEWPORT);
    await expect(columns.nth(2)).toBeVisible();
    const narrow = await boxes(columns);
    for (const [index, box] of narrow.entries()) {
      if (index === 0) continue;
      expect(box.y).toBeGreaterThanOrEqual(narrow[index - 1]!.y + narrow[index - 1]!.height);
      expect(box.x + box.width).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
    }
    await expectNoSidewaysScroll(page);
  });

  test('team names of the longest length show in full in the bracket and the seeds, on a desktop and on a phone', async ({
    page,
    request,
  }) => {
    // Team names are at most 40 characters; one without spaces must break too.
    const names = [
      'Rift Heralds of the Eternal Baron Pit 01',
      'Supremely Overconfident Jungle Campers 2',
      'Knights Who Say Ward Ward Ward Ward Ward',
      'W'.repeat(40),
      'The Extraordinarily Long Named Squadrons',
      'Baron Stealers United Against Top Laners',
    ];
    const owner = await createUser(request, 'commish');
    const league = await createReplayLeague(request, owner.token, {
      from: '2025-03-01',
      weekSeconds: 60,
      paused: true,
    });
    await createTeam(request, owner.token, league.id, names[0]!);
    for (const name of names.slice(1)) {
      await joinLeague(request, (await createUser(request, 'manager')).token, league.id, name);
    }
    await changeSettings(request, owner.token, league.id, { playoffs: { teams: 6 } });
    await call<League>(request, 'post', `/leagues/${league.id}/schedule`, owner.token, {
      weeks: 5,
    });

    await page.setViewportSize(DESKTOP_VIEWPORT);
    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}/playoffs`);
    const bracket = bracketOf(page, 'Playoff bracket');
    await arrived(bracket.getByTestId('bracket-matchup')).toHaveCount(2);
    // Every name: the four in the first round's matchups, the two with byes, the six seeds.
    const shown = page.locator(
      '[data-testid="bracket-team"] a, [data-testid="bracket-byes"] a, [data-testid="seed"] a',
    );
    for (const viewport of [DESKTOP_VIEWPORT, MOBILE_VIEWPORT]) {
      await page.setViewportSize(viewport);
      await expect(shown).toHaveCount(12);
      expect((await shown.allTextContents()).toSorted()).toEqual([...names, ...names].toSorted());
      const cut = await shown.evaluateAll((links) =>
        links
          .filter(
            (link) => link.scrollWidth > link.clientWidth || link.scrollHeight > link.clientHeight,
          )
          .map((link) => link.textContent),
      );
      expect(cut, `names cut short at ${viewport.width} px`).toEqual([]);
      await expectNoSidewaysScroll(page);
    }
  });

  test('a league without a schedule has no bracket yet: the page says when it comes, and leads the commissioner to the schedule', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'commish');
    const league = await createLeague(request, owner.token, { name: uniqueName('Unscheduled') });
    await createTeam(request, owner.token, league.id, uniqueName('Early Birds'));
    await fillLeague(request, owner.token, league.id, 6);
    const guest = await createUser(request, 'manager');
    await joinLeague(request, guest.token, league.id, uniqueName('Late Joiners'));

    await page.setViewportSize(MOBILE_VIEWPORT);
    await useToken(page, guest.token);
    await page.goto(`/leagues/${league.id}/playoffs`);
    await arrived(page.getByRole('heading', { name: 'No bracket yet' })).toBeVisible();
    await expect(
      page.getByText(
        'No matchups exist yet: the bracket appears once the commissioner sets the schedule.',
      ),
    ).toBeVisible();
    await expect(bracketOf(page, 'Playoff bracket')).toHaveCount(0);
    await expect(page.getByTestId('playoff-seeds')).toHaveCount(0);
    await expect(page.getByTestId('playoffs-status')).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}/playoffs`);
    await arrived(
      page.getByText('No matchups exist yet: the bracket appears once you set the schedule.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Set the schedule on the league page' }).click();
    await expect(page).toHaveURL(`/leagues/${league.id}`);
  });

  test('before the seeds are drawn a playoff week names no matchup the bracket will not play, and leads to the bracket', async ({
    page,
    request,
  }) => {
    // Six teams, five weeks: the four best play the semi-finals in week 4 and the final in 5.
    const { owner, league } = await createPlayoffLeague(request, {
      from: '2025-03-01',
      teams: 6,
      weeks: 5,
      playoffs: { teams: 4 },
    });
    await page.setViewportSize(MOBILE_VIEWPORT);
    await useToken(page, owner.token);
    await page.goto(`/matchups?leagueId=${league.id}&week=3`);
    await arrived(page.getByTestId('matchup')).toHaveCount(3);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/week=4/);
    await expect(page.getByText('No matchups available for Week 4')).toBeVisible();
    await expect(page.getByTestId('matchup')).toHaveCount(0);
    const toCome = page.getByTestId('playoff-week-to-come');
    await expect(toCome).toHaveText(
      'Playoff week: its matchups come from the bracket once the weeks before it are final. See the bracket',
    );
    await expectNoSidewaysScroll(page);
    await toCome.getByRole('link', { name: 'See the bracket' }).click();
    await expect(page).toHaveURL(`/leagues/${league.id}/playoffs`);
    await arrived(page.getByTestId('playoffs-headline')).toHaveText('Playoffs start in week 4');
  });

  test('a schedule without room for the bracket has no playoffs: the page says why, and leads the commissioner to the settings', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'commish');
    const league = await createLeague(request, owner.token, { name: uniqueName('Short Season') });
    await createTeam(request, owner.token, league.id, uniqueName('Early Exit'));
    await fillLeague(request, owner.token, league.id, 4);
    await call<League>(request, 'post', `/leagues/${league.id}/schedule`, owner.token, {
      weeks: 2,
    });
    expect((await getPlayoffs(request, owner.token, league.id)).status).toBe('none');

    await page.setViewportSize(MOBILE_VIEWPORT);
    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}/playoffs`);
    await arrived(page.getByRole('heading', { name: 'No playoffs in this league' })).toBeVisible();
    await expect(
      page.getByText(
        'Playoffs of 2 rounds need 2 weeks after a regular season of at least 1 week: the schedule has 2 weeks.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Playoff bracket' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'Change the playoff settings' }).click();
    await expect(page).toHaveURL(`/leagues/${league.id}/settings#settings-playoffs`);
    await expect(page.getByTestId('setting-playoffs.teams')).toBeInViewport();
  });

  test('a league without room for the bracket crowns the top of its standings once its last week is final', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // One week (the Sunday alone), where a bracket of two needs two.
    const { owner, league, team } = await createPlayoffLeague(request, {
      from: T1_GEN_SUNDAY,
      teams: 4,
      weeks: 1,
      playoffs: { teams: 2 },
    });
    expect((await getPlayoffs(request, owner.token, league.id)).status).toBe('none');
    await addPlayersByName(request, owner.token, league.id, team.id, [
      ['Faker', 'MID'],
      ['Kiin', 'TOP'],
    ]);
    await resumeSeason(request, owner.token, league.id);
    // The season is over: its replay is no longer paused (the server would refuse), and league
    // time running on changes nothing.
    const done = await waitForPlayoffs(request, owner.token, league.id, (p) => !!p.champion);
    expect(done.status).toBe('none');
    expect(done.champion?.id).toBe(team.id);

    await page.setViewportSize(MOBILE_VIEWPORT);
    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}/playoffs`);
    const banner = page.getByTestId('champion-banner');
    await arrived(banner).toContainText('League champion');
    await expect(banner).toContainText(team.name);
    await expect(banner).toContainText('top of the standings: this league had no playoffs');
    // The two bots that met drew 0–0: the coin flip that placed them is kept and shown.
    await expect(page.getByRole('region', { name: 'Coin flips' })).toContainText(
      'Coin flip between',
    );
    // The champion's whole name shows on a phone, on two lines rather than cut short.
    const champion = banner.getByRole('link', { name: team.name });
    expect(await champion.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    await expect(page.getByRole('heading', { name: 'No playoffs in this league' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.goto(`/leagues/${league.id}`);
    await arrived(page.getByTestId('league-champion')).toHaveText(`Champion: ${team.name}`);
    await expect(page.getByTestId('clock-week')).toHaveText('Season complete · 1 week played');
    await expect(page.getByTestId('trade-rules-note')).toHaveText(SEASON_OVER('trades'));
    // Its schedule can no longer change either.
    await expect(page.getByRole('button', { name: 'Set Schedule' })).toBeDisabled();
    await page.goto('/league');
    await arrived(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate New Schedule' })).toBeDisabled();
    // Nor is a week scored again: its results crowned the champion.
    await page.goto(`/matchups?leagueId=${league.id}&week=1`);
    await arrived(page.getByRole('button', { name: 'Evaluate Wins' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Rescore Week 1' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Calculate Week 1 Scores' })).toBeDisabled();
  });

  test('the bracket moves with the clock: the final live, then the champion on the bracket, the league page and the team page', async ({
    page,
    request,
  }) => {
    // Week 1 is the Sunday alone (under 9 real seconds), the final week 2 a minute.
    test.setTimeout(180_000);
    const { owner, league, team } = await createPlayoffLeague(request, {
      from: T1_GEN_SUNDAY,
      teams: 4,
      weeks: 2,
      playoffs: { teams: 2, consolation: true },
    });
    // T1 and Gen.G players: points in both weeks, where the bots have none.
    await addPlayersByName(request, owner.token, league.id, team.id, [
      ['Faker', 'MID'],
      ['Kiin', 'TOP'],
      ['Canyon', 'JUNGLE'],
    ]);

    // The regular season's one week ends: the seeds are drawn and the final is week 2.
    await resumeSeason(request, owner.token, league.id);
    const live = await waitForPlayoffs(request, owner.token, league.id, (p) => p.status === 'live');
    await pauseSeason(request, owner.token, league.id);
    expect(live.seeds[0]!.team.id).toBe(team.id);
    // The two bots that met drew 0–0: level on everything, a coin flip placed them.
    expect(live.coinFlips.length).toBeGreaterThan(0);

    await page.setViewportSize(DESKTOP_VIEWPORT);
    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}`);
    await page.getByRole('tab', { name: 'Matchups' }).click();
    // The final's week says that the bracket, not the week alone, decides.
    await arrived(page.getByTestId('playoff-week-note')).toContainText(
      "Playoff week: each bracket round goes to the higher total over the round's weeks",
    );
    // The final first, then the consolation bracket's matchup, which says whose it is.
    const matchups = page.getByTestId('matchup');
    await expect(matchups).toHaveCount(2);
    await expect(matchups.nth(0)).toContainText(team.name);
    await expect(matchups.nth(0).getByTestId('consolation-tag')).toHaveCount(0);
    await expect(matchups.nth(1).getByTestId('consolation-tag')).toHaveText('Consolation');
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(page.getByTestId('playoff-week-note')).toHaveCount(0);
    await page.getByRole('link', { name: 'Playoff bracket' }).click();
    await expect(page).toHaveURL(`/leagues/${league.id}/playoffs`);
    await arrived(page.getByTestId('playoffs-headline')).toHaveText('The final is under way');
    const final = rounds(bracketOf(page, 'Playoff bracket'));
    await expect(final).toHaveCount(1);
    await expect(final.getByRole('heading')).toHaveText('Final');
    await expect(final.getByTestId('round-weeks')).toHaveText('Week 2');
    await expect(final).toContainText('Live');
    const finalists = final.getByTestId('bracket-team');
    await expect(finalists.nth(0)).toContainText(team.name);
    await expect(finalists.nth(1)).toContainText(live.seeds[1]!.team.name);
    await expect(final.locator('[data-winner]')).toHaveCount(0);
    for (const flip of live.coinFlips) {
      await expect(page.getByTestId('coin-flips')).toContainText(
        `: ${flip.winner.name} placed first`,
      );
    }
    // The teams that missed the playoffs play a consolation final in the same week.
    const consolation = rounds(bracketOf(page, 'Consolation bracket'));
    await expect(consolation).toHaveCount(1);
    await expect(consolation.getByTestId('bracket-matchup')).toHaveCount(1);

    // The final ends with the page open: the clock's news brings the champion to it.
    await resumeSeason(request, owner.token, league.id);
    const banner = page.getByTestId('champion-banner');
    await expect(banner).toBeVisible({ timeout: 120_000 });
    const done = await getPlayoffs(request, owner.token, league.id);
    expect(done.status).toBe('complete');
    expect(done.champion?.id).toBe(team.id);
    const decided = done.rounds[0]!.matchups[0]!;
    await expect(banner).toContainText('League champion');
    await expect(banner).toContainText(team.name);
    await expect(banner).toContainText(
      `won the final ${oneDecimal(decided.scoreA)} – ${oneDecimal(decided.scoreB)}`,
    );
    await expect(page.getByTestId('playoffs-status')).toHaveCount(0);
    const winnerLine = final.locator('[data-winner]');
    await expect(winnerLine).toHaveCount(1);
    await expect(winnerLine).toContainText(team.name);
    await expect(winnerLine).toContainText(oneDecimal(decided.scoreA));
    await expect(winnerLine.getByLabel('Winner')).toBeVisible();
    await expect(final).toContainText('Final');
    await expect(
      page.getByTestId('seed').first().getByRole('img', { name: 'Champion' }),
    ).toBeVisible();
    // Two bots without players: 0–0, and the better consolation seed goes through.
    await expect(consolation.locator('[data-winner]')).toHaveAttribute('data-seed', '1');
    await expect(consolation).toContainText('Level score: the better seed goes through');

    await page.setViewportSize(MOBILE_VIEWPORT);
    await expect(banner).toBeVisible();
    await expect(winnerLine).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The league page names the champion beside its title, and says trades are closed; the team
    // page wears the badge, and offers no move the server would refuse.
    await page.goto(`/leagues/${league.id}`);
    await arrived(page.getByTestId('league-champion')).toHaveText(`Champion: ${team.name}`);
    await expect(page.getByTestId('clock-week')).toHaveText('Season complete · 2 weeks played');
    // Nor does its replay pause: the commissioner is told why rather than offered it.
    const pause = page.getByTestId('league-clock').getByRole('button', { name: 'Pause' });
    await expect(pause).toBeDisabled();
    await pause.locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(SEASON_OVER('replay controls'));
    await expect(page.getByTestId('trades-closed')).toBeVisible();
    await expect(page.getByTestId('trade-rules-note')).toHaveText(SEASON_OVER('trades'));
    await page.setViewportSize(DESKTOP_VIEWPORT);
    // The consolation final's card and detail say why the level bots are split.
    const levelLine = `Level at 0.0: ${done.consolation[0]!.matchups[0]!.winner!.name} goes through as the better seed`;
    await page.getByRole('tab', { name: 'Matchups' }).click();
    const consolationCard = page.getByTestId('matchup').nth(1);
    await expect(consolationCard).toContainText(levelLine);
    await consolationCard.click();
    const detail = page.getByRole('dialog', { name: 'Detailed Matchup' });
    await expect(detail).toContainText(levelLine);
    await expect(detail.getByText('No games counted.', { exact: true })).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
    await page.getByTestId('league-champion').click();
    await expect(page).toHaveURL(`/teams/${team.id}`);
    await arrived(page.getByTestId('team-champion')).toHaveText('Champion');
    await expect(page.getByRole('button', { name: 'Remove Faker' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add Player to ADC' })).toBeDisabled();
    const runnerUp = live.seeds[1]!.team.id;
    await page.goto(`/teams/${runnerUp}`);
    await arrived(page.getByTestId('team-owner')).toBeVisible();
    await expect(page.getByTestId('team-champion')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Propose Trade' })).toBeDisabled();

    // The final is decided: its week's results stand, so the commissioner is not offered a
    // rescore the server would refuse, and is told why.
    await page.goto(`/matchups?leagueId=${league.id}&week=2`);
    const rescore = page.getByRole('button', { name: 'Rescore Week 2' });
    await arrived(rescore).toBeDisabled();
    await rescore.locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(PLAYOFF_ROUND_DECIDED(2));
  });
});
