import { expect, type Page, test } from '@playwright/test';
import { DRAFT_SCHEDULE_CLOSED } from '../../src/domain/league-rules';
import { createUser, useToken } from './support/fixtures';
import {
  call,
  createLeague,
  createTeam,
  draftUnderWay,
  fillLeague,
  getLeague,
  joinLeague,
  uniqueName,
} from './support/leagues-api';
import { createReplayLeague, poll } from './support/season-clock-api';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const region = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('My Leagues', () => {
  test('creates a league, then the creator’s team, which shows in the league', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'commish');
    await useToken(page, user.token);
    await page.goto('/leagues');
    await expect(region(page, 'My Leagues').getByText('No Leagues Found')).toBeVisible();

    await page.getByRole('button', { name: 'Create League', exact: true }).click();
    const create = dialog(page, 'Create New League');
    await expect(create.getByText('Anyone can see and join your league')).toBeVisible();
    await expect(create.getByText('Only people you invite can join your league')).toBeVisible();
    await expect(create.getByLabel('Maximum Teams')).toHaveValue('12');
    await create.getByRole('button', { name: 'Create League' }).click();
    await expect(create.getByText('Please enter a league name')).toBeVisible();
    await expect(create.getByText('Please select at least one region')).toBeVisible();

    const name = uniqueName('Summoners Cup');
    await create.getByLabel('League Name').fill(name);
    await create.getByLabel('Description').fill('Friends from the office, LCK only');
    await create.getByRole('checkbox', { name: /KOREA/ }).click();
    await create.getByRole('button', { name: 'Create League' }).click();
    await expect(page.getByText('League Created')).toBeVisible();

    const team = dialog(page, 'Create Your Team');
    await team.getByLabel('Team Name').fill('Gank Squad');
    await team.getByRole('button', { name: 'Create Team' }).click();
    await expect(page.getByText('Team Created')).toBeVisible();
    await expect(team).toHaveCount(0);

    await expect(page).toHaveURL(/\/leagues\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gank Squad' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Teams' })).toContainText('1/12');
    // The my-leagues list refreshed, so the new (and only) league became the selected one.
    await expect(page.getByTestId('selected-league-name')).toHaveText(name);

    await page.getByRole('link', { name: 'Back to Leagues' }).click();
    await expect(region(page, 'My Leagues').getByRole('link', { name })).toContainText('1 / 12');
  });

  test('a double submit of Create League makes one league', async ({ page, request }) => {
    const user = await createUser(request, 'doubler');
    await useToken(page, user.token);
    await page.goto('/leagues');
    await page.getByRole('button', { name: 'Create League', exact: true }).click();
    const create = dialog(page, 'Create New League');
    const name = uniqueName('Twice Cup');
    await create.getByLabel('League Name').fill(name);
    await create.getByRole('checkbox', { name: /KOREA/ }).click();
    // Two submits in one tick, before the button can show it is busy: the form's key makes
    // the server create the league once.
    await create.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByText('League Created').first()).toBeVisible();
    const mine = await request.get('/api/leagues/my-leagues', {
      headers: { authorization: `Bearer ${user.token}` },
    });
    const leagues = (await mine.json()) as Array<{ name: string }>;
    expect(leagues.filter((league) => league.name === name)).toHaveLength(1);
  });

  test('searches by name or description, in any case', async ({ page, request }) => {
    const owner = await createUser(request, 'owner');
    const tag = uniqueName('tag').replace(/\s/g, '');
    const league = await createLeague(request, owner.token, {
      name: uniqueName('Dragon Soul'),
      description: `Weekly prizes ${tag}`,
    });
    await useToken(page, (await createUser(request, 'seeker')).token);
    await page.goto('/leagues');

    const search = page.getByRole('textbox', { name: 'Search leagues' });
    await search.fill(tag.toUpperCase());
    await expect(region(page, 'Public Leagues').getByRole('link')).toHaveCount(1);
    await expect(
      region(page, 'Public Leagues').getByRole('link', { name: league.name }),
    ).toBeVisible();
    await search.fill(league.name.toLowerCase());
    await expect(region(page, 'Public Leagues').getByRole('link')).toHaveCount(1);
    await search.fill(`${tag} nothing like this`);
    await expect(
      region(page, 'Public Leagues').getByText(/No public league matches/),
    ).toBeVisible();
  });
});

test.describe('League detail', () => {
  test('a second user finds the public league, joins it and is listed as a member', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'owner');
    const league = await createLeague(request, owner.token, { name: uniqueName('Open Cup') });
    const joiner = await createUser(request, 'joiner');
    await useToken(page, joiner.token);
    await page.goto('/leagues');

    await page.getByRole('textbox', { name: 'Search leagues' }).fill(league.name);
    await region(page, 'Public Leagues').getByRole('link', { name: league.name }).click();
    await expect(page).toHaveURL(`/leagues/${league.id}`);
    await expect(page.getByTestId('league-creator')).toHaveText(owner.username);
    // Only the commissioner sees the admin tools; the draft details are for members.
    await expect(page.getByRole('region', { name: 'Admin Actions' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Draft' }).click();
    await expect(page.getByText('The draft is not scheduled yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Draft Details' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Join League' }).click();
    const join = dialog(page, `Join ${league.name}`);
    await join.getByRole('button', { name: 'Join League' }).click();
    await expect(join.getByText('Please enter a team name')).toBeVisible();
    await expect(page.getByText('Missing Field')).toBeVisible();

    await join.getByLabel('Team Name').fill('Blue Buff Bandits');
    await join.getByRole('button', { name: 'Join League' }).click();
    await expect(page.getByText('League Joined')).toBeVisible();
    await expect(join).toHaveCount(0);

    const members = region(page, 'League Members');
    await expect(members.getByTestId('league-member')).toHaveCount(2);
    await expect(
      members.getByTestId('league-member').filter({ hasText: owner.username }),
    ).toContainText('Creator');
    await expect(
      members.getByTestId('league-member').filter({ hasText: joiner.username }),
    ).toContainText('Member');
    await expect(page.getByRole('button', { name: 'Join League' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Teams' }).click();
    await expect(page.getByRole('link', { name: 'Blue Buff Bandits' })).toBeVisible();
    await page.getByRole('tab', { name: 'Draft' }).click();
    await expect(page.getByRole('link', { name: 'View Draft Details' })).toHaveAttribute(
      'href',
      `/draft?leagueId=${league.id}`,
    );
  });

  test('says the league is full when the last spot is gone', async ({ page, request }) => {
    const owner = await createUser(request, 'owner');
    const league = await createLeague(request, owner.token, { maxTeams: 2 });
    await useToken(page, (await createUser(request, 'late')).token);
    await page.goto(`/leagues/${league.id}`);
    await expect(page.getByRole('button', { name: 'Join League' })).toBeVisible();
    await fillLeague(request, owner.token, league.id, 2);

    await page.getByRole('button', { name: 'Join League' }).click();
    const join = dialog(page, `Join ${league.name}`);
    await join.getByLabel('Team Name').fill('Too Late Gaming');
    await join.getByRole('button', { name: 'Join League' }).click();
    await expect(page.getByText('This league is already full.')).toBeVisible();
    await expect(join).toBeVisible();
    // The page behind the modal shows the league as it now is: full, with its two teams.
    await expect(page.getByRole('group', { name: 'Teams' })).toContainText('2/2');
    await expect(page.getByRole('group', { name: 'Teams' })).toContainText('League is full');
    await expect(page.getByTestId('league-team')).toHaveCount(2);
  });

  test('a private league opens with the invite link its commissioner shares', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'owner');
    const created = await createLeague(request, owner.token, { isPublic: false });
    const { inviteCode } = await getLeague(request, owner.token, created.id);
    await useToken(page, owner.token);
    await page.goto(`/leagues/${created.id}`);
    const admin = region(page, 'Admin Actions');
    await expect(admin.getByRole('textbox', { name: 'Invite code' })).toHaveValue(inviteCode ?? '');
    const link = await admin.getByRole('textbox', { name: 'Invite link' }).inputValue();
    expect(link).toContain(`/leagues/${created.id}?inviteCode=`);

    await useToken(page, (await createUser(request, 'friend')).token);
    await page.goto(`/leagues/${created.id}`);
    await expect(page.getByRole('heading', { name: 'Error Loading League' })).toBeVisible();
    // Without its code a private league does not exist for a stranger.
    await expect(page.getByText('League not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

    await page.goto(link);
    await page.getByRole('button', { name: 'Join League' }).click();
    const join = dialog(page, `Join ${created.name}`);
    await join.getByLabel('Team Name').fill('Invited Five');
    await join.getByRole('button', { name: 'Join League' }).click();
    await expect(page.getByText('League Joined')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Invited Five' })).toBeVisible();
  });

  test('a commissioner makes a new invite code, and the leaked link stops working', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'owner');
    const created = await createLeague(request, owner.token, { isPublic: false });
    await useToken(page, owner.token);
    await page.goto(`/leagues/${created.id}`);
    const admin = region(page, 'Admin Actions');
    const leaked = await admin.getByRole('textbox', { name: 'Invite link' }).inputValue();

    await admin.getByRole('button', { name: 'New invite code' }).click();
    const confirm = dialog(page, 'New invite code');
    await expect(confirm).toContainText('will stop working');
    await confirm.getByRole('button', { name: 'Make a new code' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(admin.getByRole('textbox', { name: 'Invite link' })).not.toHaveValue(leaked);
    const { inviteCode } = await getLeague(request, owner.token, created.id);
    await expect(admin.getByRole('textbox', { name: 'Invite code' })).toHaveValue(inviteCode ?? '');

    await useToken(page, (await createUser(request, 'friend')).token);
    await page.goto(leaked);
    await expect(page.getByText('League not found')).toBeVisible();
  });

  test('an unknown league says so', async ({ page, request }) => {
    await useToken(page, (await createUser(request)).token);
    await page.goto('/leagues/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Error Loading League' })).toBeVisible();
    await expect(page.getByText('League not found')).toBeVisible();
    // The season screens say the same of a league in their address, whatever its id looks like.
    for (const path of [
      '/matchups?leagueId=abc',
      '/standings?leagueId=00000000-0000-4000-8000-000000000000',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Error Loading League' })).toBeVisible();
      await expect(page.getByText('League not found')).toBeVisible();
    }
  });
});

test('a scheduled league takes new teams until its first game, then offers no Join and says why', async ({
  page,
  request,
}) => {
  const owner = await createUser(request, 'commish');
  const visitor = await createUser(request, 'visitor');
  await useToken(page, visitor.token);
  const schedule = async (league: { id: string }) => {
    await createTeam(request, owner.token, league.id, 'Commish Five');
    await joinLeague(request, (await createUser(request, 'rival')).token, league.id, 'Rival Five');
    await call(request, 'post', `/leagues/${league.id}/schedule`, owner.token, { weeks: 4 });
  };

  // A new replay starts on the day of its first game, hours before it.
  const early = await createLeague(request, owner.token);
  await schedule(early);
  await page.goto(`/leagues/${early.id}`);
  await expect(page.getByRole('button', { name: 'Join League' })).toBeVisible();
  await expect(page.getByTestId('league-closed')).toHaveCount(0);

  // A replay at a week a minute: its first game comes within seconds.
  const fast = await createReplayLeague(request, owner.token, {
    from: '2025-01-15',
    weekSeconds: 60,
  });
  await schedule(fast);
  await poll(
    'the first game on the clock',
    () => getLeague(request, owner.token, fast.id),
    ({ clock }) => clock.firstGameAt !== null && clock.firstGameAt <= clock.now,
    20_000,
  );
  await page.goto(`/leagues/${fast.id}`);
  await expect(page.getByRole('heading', { level: 1, name: fast.name })).toBeVisible();
  await expect(page.getByTestId('league-closed')).toHaveText(
    'The season has begun: this league takes no new teams',
  );
  await expect(page.getByRole('button', { name: 'Join League' })).toHaveCount(0);
});

test.describe('the commissioner', () => {
  test('fills the league with bot teams and sees them', async ({ page, request }) => {
    const owner = await createUser(request, 'commish');
    const league = await createLeague(request, owner.token, { maxTeams: 6 });
    await createTeam(request, owner.token, league.id, 'Commish Five');
    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}`);
    await expect(page.getByRole('link', { name: 'Commish Five' })).toBeVisible();

    await page.getByRole('button', { name: 'Admin: Fill League' }).click();
    const fill = dialog(page, 'Fill League with Teams');
    await expect(fill.getByLabel('Number of Teams')).toHaveValue('12');
    await expect(fill.getByLabel('Number of Weeks')).toHaveValue('11');
    await fill.getByLabel('Number of Teams').fill('13');
    await fill.getByRole('button', { name: 'Fill League' }).click();
    await expect(fill.getByText('Number of teams must be between 2 and 12')).toBeVisible();
    await fill.getByLabel('Number of Teams').fill('4');
    await fill.getByRole('button', { name: 'Fill League' }).click();

    // The server's own words: what it added and the schedule it set.
    await expect(
      page.getByText('Added 3 bot teams: the league now has 4 of 6 teams'),
    ).toBeVisible();
    await expect(page.getByTestId('league-team')).toHaveCount(4);
    await expect(page.getByTestId('league-team').filter({ hasText: 'Bot team' })).toHaveCount(3);
    await expect(page.getByRole('group', { name: 'Teams' })).toContainText('4/6');
    await expect(page.getByRole('group', { name: 'Current Week' })).toContainText('of 11 weeks');
  });

  test('once the draft has begun, Schedule Draft is closed and says why', async ({
    page,
    request,
  }) => {
    const { owner, league } = await draftUnderWay(request);
    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}`);

    const schedule = page.getByRole('button', { name: 'Schedule Draft' });
    await expect(schedule).toBeDisabled();
    await schedule.hover({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText(DRAFT_SCHEDULE_CLOSED);
    // The commissioner's other tools stay open.
    await expect(page.getByRole('button', { name: 'Set Schedule' })).toBeEnabled();
  });

  test('schedules the draft, sets the schedule and sees the first week', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'commish');
    const league = await createLeague(request, owner.token);
    await createTeam(request, owner.token, league.id, 'Commish Five');
    await joinLeague(request, (await createUser(request, 'rival')).token, league.id, 'Rival Five');
    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}`);

    await page.getByRole('button', { name: 'Schedule Draft' }).click();
    const draft = dialog(page, 'Schedule Draft');
    await draft.getByRole('button', { name: 'Schedule Draft' }).click();
    await expect(draft.getByText('Please select a date and time for the draft')).toBeVisible();
    await draft.getByLabel('Draft Date').fill('2025-09-05');
    await draft.getByLabel('Draft Time').fill('19:30');
    await draft.getByRole('button', { name: 'Schedule Draft' }).click();
    await expect(draft.getByText('The draft date must be in the future')).toBeVisible();
    await draft.getByLabel('Draft Date').fill('2030-09-05');
    await draft.getByLabel('Draft Time').fill('19:30');
    await draft.getByText('Auction').click();
    await draft.getByRole('button', { name: 'Schedule Draft' }).click();
    await expect(page.getByText('Draft Scheduled')).toBeVisible();
    await page.getByRole('tab', { name: 'Draft' }).click();
    await expect(page.getByTestId('draft-date')).toContainText('Sep 5, 2030');
    await expect(page.getByText('Auction draft', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Matchups' }).click();
    await expect(page.getByText('No matchups available for Week 1')).toBeVisible();
    await page.getByRole('button', { name: 'Set Schedule' }).click();
    const schedule = dialog(page, 'Set Schedule');
    await expect(schedule.getByLabel('Number of Weeks')).toHaveValue('9');
    await schedule.getByLabel('Number of Weeks').fill('0');
    await schedule.getByRole('button', { name: 'Set Schedule' }).click();
    await expect(schedule.getByText('Please enter a valid number of weeks')).toBeVisible();
    await schedule.getByLabel('Number of Weeks').fill('14');
    await schedule.getByRole('button', { name: 'Set Schedule' }).click();
    await expect(page.getByText('The season now runs 14 weeks.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Current Week' })).toContainText('of 14 weeks');
    const matchup = page.getByTestId('matchup');
    await expect(matchup).toHaveCount(1);
    await expect(matchup).toContainText('Commish Five');
    await expect(matchup).toContainText('Rival Five');
    // The default replay is in week 1 already: Upcoming until the clock's next round scores
    // it, then Live; never a result.
    await expect(matchup).toContainText(/Upcoming|Live/);
    await expect(matchup).not.toContainText('Result Recorded');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Week 2', { exact: true })).toBeVisible();
  });
});

test.describe('the current league page', () => {
  test('shows the selected league and generates a new schedule', async ({ page, request }) => {
    const owner = await createUser(request, 'commish');
    const league = await createLeague(request, owner.token, { maxTeams: 8 });
    await useToken(page, owner.token);
    await page.goto('/league');

    await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
    // The league's clock, as on its own page: by default a replay of the newest stored season.
    const clock = page.getByTestId('league-clock');
    await expect(clock.getByTestId('clock-mode')).toHaveText('Replay · 1 week per day');
    await expect(clock.getByTestId('clock-now')).toContainText('League time:');
    await expect(clock.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Current Week' })).toContainText('of 9 weeks');
    await expect(page.getByRole('group', { name: 'Teams' })).toContainText('Maximum: 8');
    await expect(page.getByRole('group', { name: 'Players' })).toContainText(
      'available for drafting',
    );
    await expect(page.getByRole('button', { name: 'Join League' })).toBeDisabled();

    await page.getByRole('button', { name: 'Generate New Schedule' }).click();
    const generate = dialog(page, 'Generate New Schedule');
    await expect(generate.getByLabel('Number of Weeks')).toHaveValue('9');
    await generate.getByLabel('Number of Weeks').fill('12');
    await generate.getByRole('button', { name: 'Generate Schedule' }).click();
    // The refusal is a toast titled 'Error' with the server's message.
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'A schedule needs at least 2 teams in the league' });
    await expect(refusal).toContainText('Error');

    await createTeam(request, owner.token, league.id, 'Commish Five');
    await joinLeague(request, (await createUser(request, 'rival')).token, league.id, 'Rival Five');
    await generate.getByRole('button', { name: 'Generate Schedule' }).click();
    await expect(page.getByText('Schedule Generated')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Current Week' })).toContainText('of 12 weeks');
  });

  test('says a league is needed when the user has none', async ({ page, request }) => {
    await useToken(page, (await createUser(request)).token);
    await page.goto('/league');
    await expect(page.getByRole('heading', { name: 'League Not Found' })).toBeVisible();
    await expect(page.getByText('A league needs to be created on the backend first')).toBeVisible();
  });
});
