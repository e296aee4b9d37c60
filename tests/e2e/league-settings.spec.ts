import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { League } from '../../src/domain/contract/leagues';
import type { Matchup } from '../../src/domain/contract/season';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from './support/browser';
import { type CreatedUser, createUser, useToken } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import {
  addPlayer,
  call,
  changeSettings,
  createTeam,
  fillLeague,
  findPlayer,
  joinLeague,
  uniqueName,
} from './support/leagues-api';
import { createReplayLeague, poll, resumeSeason, T1_GEN_SUNDAY } from './support/season-clock-api';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const setting = (page: Page, path: string) => page.getByTestId(`setting-${path}`);

interface SettingsLeague {
  owner: CreatedUser;
  guest: CreatedUser;
  league: League;
  ownerTeamId: string;
}

/**
 * A replay of `teams` teams (the commissioner's, a second manager's and bots; four unless told,
 * eight where a draft must start) and 11 weeks, from `from`: by default 1 March 2025, a month
 * before its first week, with no one drafted.
 */
async function settingsLeague(
  request: APIRequestContext,
  { from = '2025-03-01', teams = 4 }: { from?: string; teams?: number } = {},
): Promise<SettingsLeague> {
  const owner = await createUser(request, 'commish');
  const league = await createReplayLeague(request, owner.token, {
    from,
    weekSeconds: 86_400,
    paused: true,
    name: uniqueName('Rules Cup'),
    maxTeams: 8,
  });
  const ownerTeam = await createTeam(request, owner.token, league.id, uniqueName('Gank Squad'));
  const guest = await createUser(request, 'manager');
  await joinLeague(request, guest.token, league.id, uniqueName('Baron Bros'));
  await fillLeague(request, owner.token, league.id, teams);
  return { owner, guest, league, ownerTeamId: ownerTeam.id };
}

/** As `settingsLeague`, from a game day (its first week opens at once), Faker drafted. */
async function inSeasonLeague(request: APIRequestContext, teams?: number): Promise<SettingsLeague> {
  const created = await settingsLeague(request, { from: T1_GEN_SUNDAY, teams });
  const faker = await findPlayer(request, created.league.id, 'Faker');
  await addPlayer(request, created.owner.token, created.ownerTeamId, faker.id, 'MID');
  return created;
}

// The first wait on a page just opened: early in a run, with every browser starting at once on
// two cores, the settings page has taken over 10 s to appear.
const arrived = expect.configure({ timeout: 30_000 });

for (const [width, viewport] of [
  ['1280', DESKTOP_VIEWPORT],
  ['390', MOBILE_VIEWPORT],
] as const) {
  test.describe(`League settings at ${width} px`, () => {
    test.use({ viewport });
    // Journeys across the whole form, a reload, the log and other pages: on a busy two-core
    // machine some take longer than the default 30 s.
    test.describe.configure({ timeout: 60_000 });

    test('the commissioner changes settings across groups, finds them after a reload and in the log', async ({
      page,
      request,
    }) => {
      const { owner, league } = await settingsLeague(request);
      await useToken(page, owner.token);
      await page.goto(`/leagues/${league.id}`);
      await page.getByRole('link', { name: 'League Settings' }).click();
      await expect(page).toHaveURL(`/leagues/${league.id}/settings`);
      await expect(page.getByRole('heading', { level: 1, name: 'League Settings' })).toBeVisible();
      await expect(setting(page, 'league.maxTeams').getByTestId('setting-when')).toHaveText(
        'Before the draft',
      );
      await expect(page.getByRole('switch', { name: 'TEAM slot' })).not.toBeChecked();
      await expect(
        page
          .getByRole('table', { name: 'Player points' })
          .getByRole('textbox', { name: 'Kill', exact: true }),
      ).toHaveValue('2');
      await expectNoSidewaysScroll(page);

      const name = uniqueName('Rift Masters');
      await page.getByRole('textbox', { name: 'League name' }).fill(name);
      await page.getByRole('textbox', { name: 'Bench size' }).fill('5');
      await page.getByRole('combobox', { name: 'Trade review hours' }).click();
      await page.getByRole('option', { name: '12 hours' }).click();
      await page.getByRole('combobox', { name: 'Waiver type' }).click();
      await page.getByRole('option', { name: 'Reverse standings' }).click();
      await page.getByRole('textbox', { name: 'Waiver days' }).fill('3');
      await setting(page, 'locks.lockMode').getByText('Whole week').click();
      await page.getByRole('button', { name: '1 week per hour' }).click();
      await setting(page, 'playoffs.teams').getByText('2', { exact: true }).click();
      await page.getByRole('switch', { name: 'Median game' }).click();
      await expect(page.getByTestId('settings-changed')).toHaveText('9 changes');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(toast(page, 'Settings Saved')).toContainText(
        'League name, bench size, trade review hours, waiver type, waiver days, lock mode, pace, playoff teams and median game changed.',
      );
      await expect(page.getByTestId('settings-changed')).toHaveText('No changes');

      await page.reload();
      await expect(page.getByRole('textbox', { name: 'League name' })).toHaveValue(name);
      await expect(page.getByRole('textbox', { name: 'Bench size' })).toHaveValue('5 on the bench');
      await expect(page.getByRole('combobox', { name: 'Trade review hours' })).toHaveValue(
        '12 hours',
      );
      await expect(page.getByRole('combobox', { name: 'Waiver type' })).toHaveValue(
        'Reverse standings',
      );
      await expect(page.getByRole('textbox', { name: 'Waiver days' })).toHaveValue('3 days');
      await expect(
        setting(page, 'locks.lockMode').getByRole('radio', { name: 'Whole week' }),
      ).toBeChecked();
      await expect(page.getByRole('textbox', { name: 'Pace', exact: true })).toHaveValue('3600 s');
      await expect(
        setting(page, 'playoffs.teams').getByRole('radio', { name: '2', exact: true }),
      ).toBeChecked();
      await expect(page.getByRole('switch', { name: 'Median game' })).toBeChecked();

      // The league page: its new name, the change in its log, and the settings in short.
      await page.getByRole('link', { name: 'Back to League' }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.getByRole('tab', { name: 'Transactions' }).click();
      const change = page
        .getByTestId('log-entry')
        .filter({ hasText: 'The commissioner changed league name' });
      await expect(change).toHaveCount(1);
      await expect(change).toHaveAttribute('data-type', 'commissioner');
      await expect(change).toContainText(/Trade review hours\s*24 hours\s*12 hours/);
      await expect(change).toContainText(/Waiver type\s*FAAB\s*Reverse standings/);
      await expect(change).toContainText(/Pace\s*1 week per day\s*1 week per hour/);
      await expect(change).toContainText(/Median game\s*Off\s*On/);
      await page.getByRole('tab', { name: 'Settings' }).click();
      const summary = page.getByTestId('settings-summary');
      await expect(summary.getByTestId('summary-Waiver type')).toHaveText('Reverse standings');
      await expect(summary.getByTestId('summary-Playoff teams')).toHaveText('2 teams');
      await expect(summary.getByTestId('summary-Median game')).toHaveText('On');
      await expectNoSidewaysScroll(page);
    });

    test('the commissioner adds the TEAM slot before the draft, and the team page has a TEAM row', async ({
      page,
      request,
    }) => {
      const { owner, league, ownerTeamId } = await settingsLeague(request);
      await useToken(page, owner.token);
      // The draft room, open in another tab, counts six rounds a team.
      const room = await page.context().newPage();
      await room.goto(`/riftdraft/${league.id}`);
      await expect(room.getByRole('cell', { name: '0/6', exact: true }).first()).toBeVisible();
      await page.goto(`/leagues/${league.id}/settings`);
      const starters = page.getByTestId('roster-starters');
      await expect(starters).not.toContainText('TEAM');
      await page.getByRole('switch', { name: 'TEAM slot' }).click();
      // The starters show the seventh slot before the save.
      await expect(starters).toContainText('TEAM');
      await expect(page.getByTestId('settings-changed')).toHaveText('1 change');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(toast(page, 'Settings Saved')).toContainText('TEAM slot changed.');
      // The room hears of it at once: seven rounds, without a reload.
      await expect(room.getByRole('cell', { name: '0/7', exact: true }).first()).toBeVisible();
      await room.close();
      await page.reload();
      await expect(page.getByRole('switch', { name: 'TEAM slot' })).toBeChecked();

      await page.goto(`/teams/${ownerTeamId}`);
      const teamRow = page.getByTestId('slot-TEAM');
      await expect(teamRow).toBeVisible();
      await expect(page.getByText('0/7', { exact: true })).toBeVisible();
      await teamRow.getByRole('button', { name: 'Add Player to TEAM' }).click();
      const modal = page.getByRole('dialog', { name: 'Add Player: TEAM' });
      await modal.getByRole('button', { name: /^Add / }).first().click();
      await expect(teamRow).not.toContainText('Empty');
      await expect(page.getByText('1/7', { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('a refused save shows at its setting, or at the top when the draft closed it meanwhile', async ({
      page,
      request,
    }) => {
      // Eight teams: enough for the draft that starts half-way.
      const { owner, league } = await settingsLeague(request, { teams: 8 });
      await useToken(page, owner.token);
      await page.goto(`/leagues/${league.id}/settings`);

      // The form checks what it can with the server's own rules, before sending anything.
      await page.getByRole('textbox', { name: 'Maximum teams' }).fill('30');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(setting(page, 'league.maxTeams')).toContainText(
        'Maximum teams must be between 2 and 20',
      );
      await expect(page.getByRole('textbox', { name: 'Maximum teams' })).toBeFocused();
      await page.getByRole('button', { name: 'Discard' }).click();

      // Four playoff teams play two rounds: starting in week 11 of 11, the server refuses it.
      const startWeek = page.getByRole('combobox', { name: 'Playoff start week' });
      await startWeek.click();
      await page.getByRole('option', { name: 'Week 11', exact: true }).click();
      // Save stays on screen wherever the page stands: from the top, the refusal brings the
      // setting at fault into view and focuses it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(startWeek).not.toBeInViewport();
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(setting(page, 'playoffs.startWeek')).toContainText(
        'Playoffs of 2 rounds need weeks 11–12: the schedule has 11 weeks',
      );
      await expect(startWeek).toBeFocused();
      await expect(startWeek).toBeInViewport();
      await expect(page.getByTestId('settings-error')).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Playoff start week' }).click();
      await page.getByRole('option', { name: 'Week 9', exact: true }).click();
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(toast(page, 'Settings Saved')).toContainText('Playoff start week changed.');

      // The draft has begun while the page was open.
      await call(request, 'post', '/draft/start', owner.token, { leagueId: league.id });
      await page.getByRole('textbox', { name: 'Maximum teams' }).fill('10');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByTestId('settings-error')).toContainText(
        'Maximum teams can change only before the draft: the draft has begun',
      );
      await expect(page.getByTestId('settings-error')).toBeInViewport();
      await expect(page.getByRole('textbox', { name: 'Maximum teams' })).toBeDisabled();
      await expect(page.getByRole('textbox', { name: 'Maximum teams' })).toHaveValue('8 teams');
      await expect(page.getByTestId('settings-changed')).toHaveText('No changes');
    });

    test('a setting the league has moved past is disabled with the reason', async ({
      page,
      request,
    }) => {
      const { owner, league } = await inSeasonLeague(request, 8);
      // A player added as a free agent says nothing of a draft: the draft itself closes the size.
      await call(request, 'post', '/draft/start', owner.token, { leagueId: league.id });
      await useToken(page, owner.token);
      await page.goto(`/leagues/${league.id}/settings`);

      await arrived(page.getByRole('textbox', { name: 'Maximum teams' })).toBeDisabled();
      await expect(setting(page, 'league.maxTeams').getByTestId('setting-closed')).toHaveText(
        'Maximum teams can change only before the draft: the draft has begun',
      );
      // Week 1 has begun but its first game not yet (the replay stands at 00:00): the pace and
      // the median game are still open.
      await expect(page.getByRole('textbox', { name: 'Pace', exact: true })).toBeEnabled();
      await expect(setting(page, 'season.weekSeconds').getByTestId('setting-closed')).toHaveCount(
        0,
      );
      await expect(page.getByRole('switch', { name: 'Median game' })).toBeEnabled();
      await expect(setting(page, 'medianGame').getByTestId('setting-closed')).toHaveCount(0);
      // What may change at any time, or before the playoffs, still may.
      await expect(page.getByRole('textbox', { name: 'League name' })).toBeEnabled();
      await expect(page.getByRole('combobox', { name: 'Playoff start week' })).toBeEnabled();
      await expect(setting(page, 'league.name').getByTestId('setting-closed')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });

    test('a member reads the settings from the league page, and cannot change them', async ({
      page,
      request,
    }) => {
      const { guest, league } = await settingsLeague(request);
      await useToken(page, guest.token);
      await page.goto(`/leagues/${league.id}`);
      await expect(page.getByRole('link', { name: 'League Settings' })).toHaveCount(0);
      await page.getByRole('tab', { name: 'Settings' }).click();
      const summary = page.getByTestId('settings-summary');
      await expect(summary.getByTestId('summary-Trade review hours')).toHaveText('24 hours');
      await expect(summary.getByTestId('summary-Pace')).toHaveText('1 week per day');
      await expect(summary.getByTestId('summary-Playoff start week')).toHaveText(
        'After the regular season (week 10)',
      );

      await page.getByRole('link', { name: 'All Settings' }).click();
      await expect(page.getByTestId('settings-read-only')).toHaveText(
        'Only the commissioner changes these settings. You see them as they are.',
      );
      await expect(page.getByRole('textbox', { name: 'League name' })).toBeDisabled();
      await expect(page.getByRole('combobox', { name: 'Waiver type' })).toBeDisabled();
      await expect(page.getByRole('switch', { name: 'Median game' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Save Settings' })).toHaveCount(0);
      // The scoring is shown as values, with nothing to change.
      const scoring = page.getByTestId('settings-scoring');
      await expect(scoring.getByRole('table', { name: 'Player points' })).toContainText('+2');
      await expect(scoring.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Save Scoring' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });

    test('the commissioner previews new scoring values, saves them, and finds them in the log', async ({
      page,
      request,
    }) => {
      // Week 1 is scored as it opens, once the league has a schedule.
      const { owner, league } = await inSeasonLeague(request);
      await call(request, 'post', `/leagues/${league.id}/schedule`, owner.token, { weeks: 11 });
      await poll(
        'week 1 scored',
        () => call<Matchup[]>(request, 'get', `/leagues/${league.id}/matchups/1`, owner.token),
        (matchups) => matchups.every((matchup) => matchup.scored),
        30_000,
      );
      await useToken(page, owner.token);
      await page.goto(`/leagues/${league.id}/settings`);

      const scoring = page.getByTestId('settings-scoring');
      const kill = scoring.getByRole('textbox', { name: 'Kill', exact: true });
      await arrived(kill).toHaveValue('2');
      await expect(scoring.getByRole('button', { name: 'Save Scoring' })).toBeDisabled();
      await kill.fill('3');
      await scoring.getByRole('textbox', { name: 'Dragon', exact: true }).fill('1.5');
      // The scoring is saved on its own: the save bar says so, and leaving the page asks first.
      await expect(page.getByTestId('settings-scoring-unsaved')).toHaveText(
        'Scoring edits are saved with Save Scoring',
      );
      await page.getByRole('link', { name: 'Back to League' }).click();
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(leave).toContainText('2 scoring values changed here are not saved yet.');
      await leave.getByRole('button', { name: 'Stay' }).click();
      await expect(leave).toHaveCount(0);
      await expect(page).toHaveURL(`/leagues/${league.id}/settings`);
      await scoring.getByRole('button', { name: 'Preview' }).click();
      // Week 1 as it stands and under the new values; nothing is saved yet.
      await expect(scoring.getByTestId('scoring-preview')).toContainText(
        'Week 1 under the new values',
      );
      await expect(scoring.getByTestId('scoring-preview')).toContainText('Gank Squad');
      await expectNoSidewaysScroll(page);

      await scoring.getByRole('button', { name: 'Save Scoring' }).click();
      await expect(toast(page, 'Scoring Saved')).toContainText(
        'Every week scored so far has been scored again.',
      );
      await expect(page.getByTestId('settings-scoring-unsaved')).toHaveCount(0);
      await page.reload();
      await expect(kill).toHaveValue('3');
      await expect(scoring.getByRole('textbox', { name: 'Dragon', exact: true })).toHaveValue(
        '1.5',
      );
      await page.goto(`/leagues/${league.id}`);
      await page.getByRole('tab', { name: 'Transactions' }).click();
      await expect(
        page.getByText(
          'The commissioner changed kill points from 2 to 3, team dragon points from 1 to 1.5',
        ),
      ).toBeVisible();
    });
  });
}

test('the settings summary on the league page follows a season length set beside it', async ({
  page,
  request,
}) => {
  const owner = await createUser(request, 'commish');
  const league = await createReplayLeague(request, owner.token, {
    from: '2025-03-01',
    weekSeconds: 86_400,
    paused: true,
    maxTeams: 8,
  });
  await createTeam(request, owner.token, league.id, uniqueName('Gank Squad'));
  await useToken(page, owner.token);
  await page.goto(`/leagues/${league.id}`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const summary = page.getByTestId('settings-summary');
  await expect(summary.getByTestId('summary-Schedule')).toHaveText('Not set yet');

  // Filling a league without a schedule sets its season's length.
  await page.getByRole('button', { name: 'Admin: Fill League' }).click();
  const fill = page.getByRole('dialog', { name: 'Fill League with Teams' });
  await fill.getByLabel('Number of Teams').fill('4');
  await fill.getByRole('button', { name: 'Fill League' }).click();
  await expect(page.getByText('Added 3 bot teams')).toBeVisible();
  await expect(summary.getByTestId('summary-Schedule')).toHaveText('11 weeks');
  await expect(summary.getByTestId('summary-Playoff start week')).toHaveText(
    'After the regular season (week 10)',
  );

  await page.getByRole('button', { name: 'Set Schedule' }).click();
  const schedule = page.getByRole('dialog', { name: 'Set Schedule' });
  await schedule.getByLabel('Number of Weeks').fill('14');
  await schedule.getByRole('button', { name: 'Set Schedule' }).click();
  await expect(page.getByText('The season now runs 14 weeks.')).toBeVisible();
  await expect(summary.getByTestId('summary-Schedule')).toHaveText('14 weeks');
  await expect(summary.getByTestId('summary-Playoff start week')).toHaveText(
    'After the regular season (week 13)',
  );
});

test('an open settings page locks what the first game closes when it happens, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { owner, league } = await inSeasonLeague(request);
  // At 18 minutes a week the replay, run from 00:00 on Sunday, reaches its first game (06:07)
  // 39 seconds later: the page is opened meanwhile, and read once (time enough on a busy
  // machine).
  await changeSettings(request, owner.token, league.id, { season: { weekSeconds: 1080 } });
  await resumeSeason(request, owner.token, league.id);
  await useToken(page, owner.token);
  await page.goto(`/leagues/${league.id}/settings`);
  const pace = page.getByRole('textbox', { name: 'Pace', exact: true });
  await arrived(pace).toBeEnabled();
  await pace.fill('120');
  await expect(page.getByTestId('settings-changed')).toHaveText('1 change');

  await expect(pace).toBeDisabled({ timeout: 60_000 });
  await expect(setting(page, 'season.weekSeconds').getByTestId('setting-closed')).toHaveText(
    'Pace can change only before the first game: the season has begun',
  );
  await expect(page.getByRole('switch', { name: 'Median game' })).toBeDisabled();
  await expect(setting(page, 'medianGame').getByTestId('setting-closed')).toHaveText(
    'Median game can change only before the first game: the season has begun',
  );
  // The pace typed is not sent: the saved one shows, and nothing waits for Save.
  await expect(pace).toHaveValue('1080 s');
  await expect(page.getByTestId('settings-changed')).toHaveText('No changes');
  // What the first game does not close stays open.
  await expect(page.getByRole('textbox', { name: 'League name' })).toBeEnabled();
  await expect(page.getByRole('combobox', { name: 'Playoff start week' })).toBeEnabled();
});
