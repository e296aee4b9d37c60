import { expect, type Page, test } from '@playwright/test';
import type { DraftStatusResponse } from '../../src/domain/contract/drafts';
import type { League } from '../../src/domain/contract/leagues';
import type { Matchup } from '../../src/domain/contract/season';
import { formatClockTime } from '../../src/web/lib/league/season-clock-labels';
import { createUser, useToken } from './support/fixtures';
import {
  addPlayer,
  call,
  createTeam,
  fillLeague,
  findPlayer,
  uniqueName,
} from './support/leagues-api';
import {
  createReplayLeague,
  isLocked,
  pauseSeason,
  playUntil,
  resumeSeason,
  T1_GEN_SUNDAY,
  waitForMatchups,
  waitForTeam,
} from './support/season-clock-api';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const slotRow = (page: Page, key: string) => page.getByTestId(`slot-${key}`);
const oneDecimal = (points: number | null) =>
  (points ?? 0).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

// Replays run at a week a minute here, and the server's clock rounds move them on by themselves.
test.describe.configure({ timeout: 90_000 });

test.describe('The season clock', () => {
  test('a replay created through the form runs at its pace; its commissioner pauses and resumes it', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'commish');
    await useToken(page, owner.token);
    await page.goto('/leagues');
    await page.getByRole('button', { name: 'Create League', exact: true }).click();
    const create = dialog(page, 'Create New League');
    const name = uniqueName('Spring Replay');
    await create.getByLabel('League Name').fill(name);
    await create.getByRole('checkbox', { name: /KOREA/ }).click();

    // A replay at one week per day is the default; a live season has no first day or pace.
    await expect(create.getByRole('radio', { name: 'Replay' })).toBeChecked();
    await create.getByText('Live', { exact: true }).click();
    await expect(create.getByText('Weeks follow the real calendar from today')).toBeVisible();
    await expect(create.getByLabel('First day')).toHaveCount(0);
    await create.getByText('Replay', { exact: true }).click();
    await expect(create.getByRole('combobox', { name: 'Pace' })).toHaveValue('1 week per day');
    // A first day outside the stored games is refused under its field, and nothing is created.
    await create.getByLabel('First day').fill('2030-01-01');
    await create.getByRole('button', { name: 'Create League' }).click();
    await expect(
      create.getByText(/^The first day of a replay must lie between 2025-\d\d-\d\d and 2025-/),
    ).toBeVisible();
    await expect(create.getByLabel('First day')).toHaveAttribute('aria-invalid', 'true');
    await create.getByLabel('First day').fill(T1_GEN_SUNDAY);
    await create.getByRole('combobox', { name: 'Pace' }).click();
    await page.getByRole('option', { name: '1 week per minute (for testing)' }).click();
    await create.getByRole('button', { name: 'Create League' }).click();
    await expect(toast(page, 'League Created')).toBeVisible();
    const team = dialog(page, 'Create Your Team');
    await team.getByLabel('Team Name').fill('Gank Squad');
    await team.getByRole('button', { name: 'Create Team' }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const clock = page.getByTestId('league-clock');
    // The replay starts on its first day, which opens week 1 at once; until its first game
    // the line says when that is.
    await expect(clock.getByTestId('clock-week')).toHaveText(
      /^Week 1 · Live · (0 of 5 games played · first game Sun, Apr 6, .+|[1-5] of 5 games played)$/,
    );
    await expect(clock.getByTestId('clock-mode')).toHaveText('Replay · 1 week per minute');
    await expect(clock.getByTestId('clock-now')).toContainText('League time: Sun, Apr 6');
    // Once the league's first game has happened (seconds in, at this pace) the pace is set for
    // good: no way to it from the clock.
    await expect(clock.getByRole('link', { name: 'Change pace' })).toHaveCount(0);

    await clock.getByRole('button', { name: 'Pause' }).click();
    await expect(toast(page, 'Replay Paused')).toBeVisible();
    await expect(clock).toContainText('Paused');
    await expect(clock).toHaveAttribute('data-status', 'paused');
    const stoodAt = await clock.getByTestId('clock-now').textContent();
    await page.waitForTimeout(1_500);
    await expect(clock.getByTestId('clock-now')).toHaveText(stoodAt ?? '');

    await clock.getByRole('button', { name: 'Resume' }).click();
    await expect(toast(page, 'Replay Resumed')).toBeVisible();
    await expect(clock).not.toContainText('Paused');
    await expect(clock.getByRole('button', { name: 'Pause' })).toBeVisible();
    // A minute a week: league time runs hours in a few real seconds.
    await expect(clock.getByTestId('clock-now')).not.toHaveText(stoodAt ?? '');
  });

  test('before its first game a replay’s pace may change on the settings page; a member sees no controls', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'commish');
    // No LCK game from 1 March until 2 April 2025: week 1 opens on Monday 31 March.
    const league = await createReplayLeague(request, owner.token, {
      from: '2025-03-01',
      weekSeconds: 86_400,
    });
    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}`);

    const clock = page.getByTestId('league-clock');
    await expect(clock.getByTestId('clock-week')).toHaveText('Season not started yet');
    await expect(clock.getByTestId('clock-mode')).toHaveText('Replay · 1 week per day');
    // The clock leads to the pace on the settings page, in view far down the page.
    await clock.getByRole('link', { name: 'Change pace' }).click();
    await expect(page).toHaveURL(`/leagues/${league.id}/settings#settings-season`);
    await expect(page.getByRole('textbox', { name: 'Pace', exact: true })).toBeInViewport();
    await page.getByRole('button', { name: '1 week per hour' }).click();
    await expect(page.getByRole('textbox', { name: 'Pace', exact: true })).toHaveValue('3600 s');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, 'Settings Saved')).toContainText('Pace changed.');
    await page.getByRole('link', { name: 'Back to League' }).click();
    await expect(clock.getByTestId('clock-mode')).toHaveText('Replay · 1 week per hour');

    const member = await createUser(request, 'member');
    await call<League>(request, 'post', `/leagues/${league.id}/join`, member.token, {
      teamName: uniqueName('Member'),
    });
    await useToken(page, member.token);
    await page.goto(`/leagues/${league.id}`);
    await expect(clock.getByTestId('clock-mode')).toHaveText('Replay · 1 week per hour');
    await expect(clock.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    await expect(clock.getByRole('link', { name: 'Change pace' })).toHaveCount(0);
  });

  test('pausing and resuming shows at once in the league’s log open below the clock', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'commish');
    // A month before its first week: nothing is scored, so no score news refreshes the page.
    const league = await createReplayLeague(request, owner.token, {
      from: '2025-03-01',
      weekSeconds: 86_400,
      paused: true,
    });
    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}`);
    await page.getByRole('tab', { name: 'Transactions' }).click();
    const entries = page.getByTestId('log-entry');
    await expect(entries.filter({ hasText: 'The commissioner paused the replay' })).toHaveCount(1);

    const clock = page.getByTestId('league-clock');
    await clock.getByRole('button', { name: 'Resume' }).click();
    await expect(toast(page, 'Replay Resumed')).toBeVisible();
    await expect(entries.filter({ hasText: 'The commissioner resumed the replay' })).toHaveCount(1);
    await clock.getByRole('button', { name: 'Pause' }).click();
    await expect(toast(page, 'Replay Paused')).toBeVisible();
    await expect(entries.filter({ hasText: 'The commissioner paused the replay' })).toHaveCount(2);

    // Resumed from another device meanwhile: Resume here is refused, and the clock catches up.
    await resumeSeason(request, owner.token, league.id);
    await clock.getByRole('button', { name: 'Resume' }).click();
    await expect(toast(page, 'The replay is running already')).toBeVisible();
    await expect(clock.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(clock).toHaveAttribute('data-status', 'upcoming');
    await expect(entries.filter({ hasText: 'The commissioner resumed the replay' })).toHaveCount(2);
  });

  test('in week 1, before its first game, the replay’s clock still leads to its pace', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'commish');
    // From a game day: week 1 opens at once; paused at 00:00, its first game has not happened.
    const league = await createReplayLeague(request, owner.token, {
      from: T1_GEN_SUNDAY,
      weekSeconds: 86_400,
      paused: true,
    });
    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}`);
    const clock = page.getByTestId('league-clock');
    await expect(clock.getByTestId('clock-week')).toHaveText(/^Week 1 · /);
    await expect(clock.getByRole('link', { name: 'Change pace' })).toBeVisible();
  });

  test.describe('for a viewer in another time zone', () => {
    test.use({ timezoneId: 'America/Los_Angeles' });

    test('league time reads as the server names it: the league’s days and its 03:00 clear', async ({
      page,
      request,
    }) => {
      const owner = await createUser(request, 'commish');
      // Paused early on Sunday 6 April, league time: Saturday afternoon in Los Angeles.
      const league = await createReplayLeague(request, owner.token, {
        from: T1_GEN_SUNDAY,
        weekSeconds: 60,
        paused: true,
      });
      const mine = await createTeam(request, owner.token, league.id, uniqueName('Far West'));
      await useToken(page, owner.token);
      await page.goto(`/leagues/${league.id}`);
      await expect(page.getByTestId('clock-now')).toHaveText(
        /^League time: Sun, Apr 6, \d{1,2}:\d\d AM UTC$/,
      );

      // Faker, added and dropped more than 24 league hours later, waits on waivers until a
      // clear at 03:00 league time, as the server's messages name it.
      const faker = await findPlayer(request, league.id, 'Faker');
      await addPlayer(request, owner.token, mine.id, faker.id, 'MID');
      await playUntil(request, owner.token, league.id, '2025-04-07T01:00:00.000Z');
      await call(request, 'delete', `/teams/${mine.id}/players/${faker.id}`, owner.token);
      await page.goto(`/players/${faker.id}?leagueId=${league.id}`);
      await expect(page.getByTestId('player-standing')).toContainText(
        /Waivers · clears (Wed, Apr 9|Thu, Apr 10), 3:00 AM/,
      );
    });
  });

  test('a player whose game has started is locked on the team page until the week ends', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'owner');
    // Three minutes a week: the first game (06:07) comes some 6 s after the start, the next
    // lock (T1, 08:29) some 2.5 s after that.
    const league = await createReplayLeague(request, owner.token, {
      from: T1_GEN_SUNDAY,
      weekSeconds: 180,
      paused: true,
    });
    const mine = await createTeam(request, owner.token, league.id, uniqueName('Lockers'));
    const [faker, bdd, zeus] = await Promise.all(
      ['Faker', 'Bdd', 'Zeus'].map((name) => findPlayer(request, league.id, name)),
    );
    await addPlayer(request, owner.token, mine.id, faker!.id, 'MID');
    await addPlayer(request, owner.token, mine.id, bdd!.id, 'FLEX');
    await addPlayer(request, owner.token, mine.id, zeus!.id, 'BENCH');
    await resumeSeason(request, owner.token, league.id);
    await waitForTeam(request, owner.token, mine.id, (team) => isLocked(team, bdd!.id));
    await pauseSeason(request, owner.token, league.id);
    const team = await waitForTeam(request, owner.token, mine.id, () => true);
    expect(isLocked(team, faker!.id), 'Faker has not played yet').toBe(false);

    await useToken(page, owner.token);
    await page.goto(`/teams/${mine.id}`);

    // KT's Bdd played at 06:07: locked, his controls disabled with the reason.
    const flex = slotRow(page, 'FLEX');
    await expect(flex).toHaveAttribute('data-locked', 'true');
    await expect(flex.getByTestId('lock-icon')).toBeVisible();
    await expect(flex.getByRole('button', { name: 'Remove Bdd' })).toBeDisabled();
    await expect(flex.getByRole('button', { name: 'Move Bdd', exact: true })).toBeDisabled();
    await flex.getByRole('button', { name: 'Remove Bdd' }).hover({ force: true });
    await expect(
      page.getByRole('tooltip').filter({ hasText: 'Locked until the week ends' }).first(),
    ).toBeVisible();

    // Faker plays at 08:29: not locked yet, and his game is the next lock.
    const mid = slotRow(page, 'MID');
    await expect(mid.getByTestId('lock-pending')).toBeVisible();
    await expect(mid.getByTestId('lock-icon')).toHaveCount(0);
    await expect(mid.getByRole('button', { name: 'Remove Faker' })).toBeEnabled();
    await expect(page.getByTestId('next-lock')).toHaveText(
      `Next lock: ${formatClockTime(team.lineup.nextLockAt!)}`,
    );
    await expect(page.getByText('1 player is locked until the week ends.')).toBeVisible();
    await expect(page.getByText('the replay is paused')).toBeVisible();

    // Faker may go to the bench, not swap with the locked Bdd.
    await mid.getByRole('button', { name: 'Move Faker', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: /FLEX · swap with Bdd/ })).toBeDisabled();
    await page.getByRole('menuitem', { name: 'Bench' }).click();
    await expect(toast(page, 'Lineup Changed')).toContainText('Faker moved to the bench');
    await expect(slotRow(page, 'MID')).toContainText('Empty');
    await expect(page.getByRole('region', { name: 'Bench' })).toContainText('Faker');

    // A free agent whose game has started cannot be added either: he waits on waivers until
    // the week ends, so the picker offers a claim, and the server refuses a direct add.
    await slotRow(page, 'ADC').getByRole('button', { name: 'Add Player to ADC' }).click();
    const modal = dialog(page, 'Add Player: ADC');
    await modal.getByRole('textbox', { name: 'Search players' }).fill('deokdam');
    await expect(modal.getByRole('button', { name: 'Claim deokdam' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Add deokdam' })).toHaveCount(0);
    const deokdam = await findPlayer(request, league.id, 'deokdam');
    const refused = await request.post(`/api/teams/${mine.id}/players`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { playerId: deokdam.id, slot: 'ADC' },
    });
    // The server says the same: he is on waivers, to be claimed.
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^deokdam is on waivers until .*: put in a claim instead$/,
    );
  });

  test('a player locked after the team page was drawn: the refused move shows the lock', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'owner');
    const league = await createReplayLeague(request, owner.token, {
      from: T1_GEN_SUNDAY,
      weekSeconds: 180,
      paused: true,
    });
    const mine = await createTeam(request, owner.token, league.id, uniqueName('Late Locks'));
    const faker = await findPlayer(request, league.id, 'Faker');
    await addPlayer(request, owner.token, mine.id, faker.id, 'MID');
    await useToken(page, owner.token);
    await page.goto(`/teams/${mine.id}`);
    const mid = slotRow(page, 'MID');
    await expect(mid.getByRole('button', { name: 'Remove Faker' })).toBeEnabled();

    // The replay runs past Faker's game (08:29) while the page shows him free to move.
    await resumeSeason(request, owner.token, league.id);
    await waitForTeam(request, owner.token, mine.id, (team) => isLocked(team, faker.id));
    await pauseSeason(request, owner.token, league.id);
    await mid.getByRole('button', { name: 'Remove Faker' }).click();
    await page
      .getByRole('dialog', { name: 'Remove player' })
      .getByRole('button', { name: 'Remove' })
      .click();

    await expect(toast(page, 'Faker is locked until the week ends')).toBeVisible();
    await expect(mid).toHaveAttribute('data-locked', 'true');
    await expect(mid.getByRole('button', { name: 'Remove Faker' })).toBeDisabled();
  });

  test('after the draft, a lock, live points with their games, then Final, and the standings move', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'commish');
    // Week 1 is Sunday alone: a day is under 9 real seconds, the grace for late data 4 more.
    const created = await createReplayLeague(request, owner.token, {
      from: T1_GEN_SUNDAY,
      weekSeconds: 60,
      paused: true,
      maxTeams: 8,
    });
    const mine = await createTeam(request, owner.token, created.id, uniqueName('Faker Fans'));
    await fillLeague(request, owner.token, created.id, 8);
    await call(request, 'post', `/leagues/${created.id}/schedule`, owner.token, { weeks: 2 });
    const [faker, oner] = await Promise.all(
      ['Faker', 'Oner'].map((name) => findPlayer(request, created.id, name)),
    );

    // The draft: the commissioner takes Faker on the board at his team's first turn, and Oner
    // at the next; every other pick goes through the API, never to either of them.
    const wanted = [faker!.id, oner!.id];
    const pickNext = (state: DraftStatusResponse) => {
      const clock = state.onTheClock!;
      const mineToPick = wanted.find(
        (id) => clock.teamId === mine.id && state.available.some((p) => p.id === id),
      );
      const playerId = mineToPick ?? state.available.find((p) => !wanted.includes(p.id))!.id;
      return call<DraftStatusResponse>(request, 'post', '/draft/pick', owner.token, {
        teamId: clock.teamId,
        playerId,
        pickNumber: clock.pickNumber,
      });
    };
    let state = await call<DraftStatusResponse>(request, 'post', '/draft/start', owner.token, {
      leagueId: created.id,
    });
    while (state.onTheClock!.teamId !== mine.id) state = await pickNext(state);
    await useToken(page, owner.token);
    await page.goto(`/draft?leagueId=${created.id}`);
    await page.getByRole('tab', { name: 'Available Players' }).click();
    await page.getByTestId('available-players').getByRole('button', { name: 'Pick Faker' }).click();
    await expect(toast(page, `${mine.name} drafted Faker`)).toBeVisible();
    state = await call<DraftStatusResponse>(
      request,
      'get',
      `/draft/status?leagueId=${created.id}`,
      owner.token,
    );
    while (state.onTheClock) state = await pickNext(state);
    const league = await call<League>(request, 'get', `/leagues/${created.id}`, owner.token);

    // After T1–Gen.G's three games, before the day is out: Faker has played, and is locked.
    await playUntil(request, owner.token, league.id, '2025-04-06T11:00:00Z');
    await page.goto(`/teams/${mine.id}`);
    await expect(slotRow(page, 'MID')).toContainText('Faker');
    await expect(slotRow(page, 'MID')).toHaveAttribute('data-locked', 'true');
    await expect(slotRow(page, 'JUNGLE')).toContainText('Oner');

    const ourMatchup = (list: Matchup[]) =>
      list.find((m) => m.teamA.id === mine.id || m.teamB.id === mine.id);
    const [live] = await waitForMatchups(request, owner.token, league.id, 1, (list) =>
      Boolean(
        ourMatchup(list)
          ?.starters.home.concat(ourMatchup(list)!.starters.away)
          .some((s) => s.player.id === faker!.id && s.lines.length === 3),
      ),
    ).then((list) => [ourMatchup(list)]);
    const rival = live!.teamA.id === mine.id ? live!.teamB : live!.teamA;
    const ours = (m: Matchup) => (m.teamA.id === mine.id ? 'home' : 'away');
    const fakerLive = live!.starters[ours(live!)].find((s) => s.player.id === faker!.id)!;

    await page.goto(`/matchups?leagueId=${league.id}`);
    const card = page.getByTestId('matchup').filter({ hasText: mine.name });
    await expect(card).toHaveAttribute('data-status', 'live');
    await expect(card).toContainText('Live');
    await expect(page.getByTestId('week-status')).toHaveText('Live');
    const ourScore = ours(live!) === 'home' ? live!.scoreA : live!.scoreB;
    await expect(card).toContainText(oneDecimal(ourScore));

    await card.click();
    const detail = dialog(page, 'Detailed Matchup');
    await expect(detail).toContainText('Scores so far');
    const games = detail.getByTestId('starter-games').and(detail.locator('[data-player="Faker"]'));
    await expect(games).toContainText(oneDecimal(fakerLive.points));
    await expect(games.getByTestId('game-line')).toHaveCount(3);
    await expect(games.getByTestId('game-line').first()).toContainText('Sun, Apr 6');
    await expect(games.getByTestId('game-line').first()).toContainText('vs Gen.G');
    const first = fakerLive.lines[0]!;
    await expect(games.getByTestId('game-line').first()).toContainText(
      `${first.win ? 'W' : 'L'}${oneDecimal(first.points)}`,
    );
    await page.keyboard.press('Escape');

    // The week ends on the clock: the push brings the Final result to the open page.
    await resumeSeason(request, owner.token, league.id);
    await expect(card).toHaveAttribute('data-status', 'final', { timeout: 30_000 });
    await pauseSeason(request, owner.token, league.id);
    await expect(card).toContainText('Final');
    await expect(card).toContainText('Result Recorded');
    const final = ourMatchup(
      await call<Matchup[]>(request, 'get', `/leagues/${league.id}/matchups/1`, owner.token),
    );
    const winner = final!.winner === mine.id ? mine.name : rival.name;
    await expect(card).toContainText(`${winner} won by`);
    await expect(page.getByRole('button', { name: 'Calculate Week 1 Scores' })).toBeDisabled();

    await page.goto(`/standings?leagueId=${league.id}`);
    const rows = page.getByTestId('standings').locator('tbody tr');
    const winnerRow = rows.filter({ hasText: winner });
    await expect(winnerRow.locator('td').nth(2)).toHaveText('1');
    await expect(winnerRow.locator('td').nth(3)).toHaveText('0');

    await page.goto(`/leagues/${league.id}`);
    await expect(page.getByTestId('clock-week')).toContainText(/^Week 2 · Live/);
  });
});
