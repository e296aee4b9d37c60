import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import type { League } from '../../src/domain/contract/leagues';
import type { Player } from '../../src/domain/contract/players';
import type { Team } from '../../src/domain/contract/teams';
import { BOT_NO_TRADES, CLOSED_BY_DRAFT } from '../../src/domain/league-rules';
import { MOBILE_VIEWPORT } from './support/browser';
import { type CreatedUser, createUser, useToken as storeToken } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import {
  addPlayer,
  call,
  changeSettings,
  createLeague,
  createTeam,
  fillLeague,
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
import { acceptTrade, proposeTrade } from './support/trades-api';

const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const points = (value: number) => oneDecimal.format(value);

interface TradingLeague {
  leagueId: string;
  commissioner: CreatedUser;
  manager: CreatedUser;
  /** The commissioner's team: a top laner and a mid laner. */
  teamA: Team;
  /** The manager's team: a mid laner. */
  teamB: Team;
  midA: Player;
  topA: Player;
  midB: Player;
}

/**
 * Two managers in one Korean league, each with a team of real pros. Each test trades its own
 * pros: a completed trade voids open trades holding the same pros in other leagues too (a
 * server bug at the time of writing), and the tests run in parallel.
 */
async function tradingLeague(
  request: APIRequestContext,
  tradeReviewHours: 0 | 12 | 24 | 48,
  pros: { midA: string; topA: string; midB: string },
): Promise<TradingLeague> {
  const commissioner = await createUser(request, 'commish');
  const league = await createLeague(request, commissioner.token, { regions: ['KOREA'] });
  const teamA = await createTeam(request, commissioner.token, league.id, uniqueName('Gankers'));
  const manager = await createUser(request, 'manager');
  const joined = await joinLeague(request, manager.token, league.id, uniqueName('Dragons'));
  const teamB = joined.teams.find((team) => team.userId === manager.id) as Team;
  const [midA, topA, midB] = await Promise.all(
    [pros.midA, pros.topA, pros.midB].map((name) => findPlayer(request, league.id, name)),
  );
  if (!midA || !topA || !midB) throw new Error('the shipped data has the three pros');
  await addPlayer(request, commissioner.token, teamA.id, topA.id, 'TOP');
  await addPlayer(request, commissioner.token, teamA.id, midA.id, 'MID');
  await addPlayer(request, manager.token, teamB.id, midB.id, 'MID');
  await changeSettings(request, commissioner.token, league.id, {
    trades: { reviewHours: tradeReviewHours },
  });
  return { leagueId: league.id, commissioner, manager, teamA, teamB, midA, topA, midB };
}

/** A league as `tradingLeague` makes it, with the commissioner offering midA for midB. */
async function midlanersOffered(
  request: APIRequestContext,
  pros: { midA: string; topA: string; midB: string },
  note?: string,
) {
  const league = await tradingLeague(request, 24, pros);
  const offer = await proposeTrade(request, league.commissioner.token, {
    fromTeamId: league.teamA.id,
    toTeamId: league.teamB.id,
    give: [league.midA.id],
    receive: [league.midB.id],
    note,
  });
  return { ...league, offer };
}

/** A browser of its own for one manager, signed in. */
async function signedIn(browser: Browser, user: CreatedUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeToken(page, user.token);
  return page;
}

test.describe('Trades', () => {
  // Two managers in two browsers, each page loading a team or league: on a machine shared with
  // the rest of the suite, one journey can take longer than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('a manager proposes a trade, the other owner accepts it, and the players swap', async ({
    browser,
    request,
  }) => {
    const { commissioner, manager, teamA, teamB, midA, midB } = await tradingLeague(request, 0, {
      midA: 'Faker',
      topA: 'Zeus',
      midB: 'Chovy',
    });
    const [faker, chovy] = [midA, midB];
    const pageA = await signedIn(browser, commissioner);
    await pageA.goto(`/teams/${teamB.id}`);
    await pageA.getByRole('link', { name: 'Propose Trade' }).click();
    await expect(pageA).toHaveURL(`/trade/${teamB.id}`);
    await expect(pageA.getByRole('heading', { level: 1, name: 'Propose Trade' })).toBeVisible();

    const yours = pageA.getByRole('region', { name: `Your Team: ${teamA.name}` });
    const theirs = pageA.getByRole('region', { name: `Their Team: ${teamB.name}` });
    await expect(yours).toContainText('Select players to offer');
    await expect(theirs).toContainText('Select players to receive');
    await expect(yours.getByTestId('trade-row-MID')).toContainText(points(faker.fantasyPoints));
    await expect(yours.getByTestId('trade-row-JUNGLE')).toContainText('Empty');
    await expect(yours.getByTestId('trade-row-JUNGLE').getByRole('button')).toHaveCount(0);
    await expect(
      theirs.getByTestId('trade-row-MID').getByRole('link', { name: 'Chovy' }),
    ).toHaveAttribute('href', new RegExp(`^/players/${chovy.id}`));
    await expect(pageA.getByText('No players selected')).toHaveCount(2);
    const propose = pageA.getByRole('button', { name: 'Propose Trade' });
    await expect(propose).toBeDisabled();

    await yours.getByRole('button', { name: 'Select Faker' }).click();
    await expect(yours.getByRole('button', { name: 'Selected Faker' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(propose).toBeDisabled();
    await theirs.getByRole('button', { name: 'Select Chovy' }).click();
    await expect(pageA.getByTestId('trade-summary-give')).toContainText('Faker');
    await expect(pageA.getByTestId('trade-summary-receive')).toContainText('Chovy');
    const analysis = pageA.getByTestId('trade-analysis');
    await expect(analysis).toContainText(`Points Given${points(faker.fantasyPoints)}`);
    await expect(analysis).toContainText(`Points Received${points(chovy.fantasyPoints)}`);
    const net = chovy.fantasyPoints - faker.fantasyPoints;
    await expect(pageA.getByTestId('trade-net-change')).toHaveText(
      `${net > 0 ? '+' : ''}${points(net)}`,
    );
    await expect(pageA.getByTestId('trade-net-change')).toHaveAttribute(
      'style',
      net > 0 ? /green/ : /red/,
    );

    await propose.click();
    const dialog = pageA.getByRole('dialog', { name: 'Confirm Trade Proposal' });
    await expect(dialog).toContainText('This trade requires approval from the other team owner.');
    await expect(dialog).toContainText(
      `You are offering 1 player for 1 player from ${teamB.name}.`,
    );
    await expect(dialog).toContainText('Are you sure you want to proceed?');
    await dialog.getByLabel('Note to the other owner').fill('Faker for Chovy, straight up');
    await dialog.getByRole('button', { name: 'Submit Trade' }).click();
    await expect(pageA.getByText('Trade Proposed')).toBeVisible();
    await expect(pageA.getByText('Your trade proposal has been sent')).toBeVisible();
    await expect(pageA).toHaveURL(`/teams/${teamA.id}`);
    const sent = pageA
      .getByRole('region', { name: 'Trade offers' })
      .getByRole('article', { name: `Trade with ${teamB.name}` });
    await expect(sent).toContainText('Offer to');
    await expect(sent.getByTestId('trade-offer-time')).toHaveText(/^Expires in \d+ hours$/);
    await expect(sent.getByRole('button', { name: 'Cancel' })).toBeVisible();

    const pageB = await signedIn(browser, manager);
    await pageB.goto(`/teams/${teamB.id}`);
    await expect(pageB.getByTestId('nav-offer-count')).toHaveText('1');
    const offer = pageB
      .getByRole('region', { name: 'Trade offers' })
      .getByRole('article', { name: `Trade with ${teamA.name}` });
    await expect(offer).toContainText('Offer from');
    await expect(offer.getByRole('list', { name: 'You receive' })).toContainText(
      `Faker${faker.team}${points(faker.fantasyPoints)}`,
    );
    await expect(offer.getByRole('list', { name: 'You give' })).toContainText('Chovy');
    await expect(offer).toContainText('Faker for Chovy, straight up');
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect(pageB.getByText('Trade Accepted')).toBeVisible();
    await expect(
      pageB.getByText('The trade is complete: the players have changed teams'),
    ).toBeVisible();
    await expect(pageB.getByText('No open trade offers')).toBeVisible();
    await expect(pageB.getByTestId('nav-offer-count')).toHaveCount(0);
    await expect(pageB.getByTestId('slot-MID').getByRole('link', { name: 'Faker' })).toBeVisible();

    await pageA.goto(`/teams/${teamA.id}`);
    await expect(pageA.getByTestId('slot-MID').getByRole('link', { name: 'Chovy' })).toBeVisible();
    await expect(pageA.getByTestId('slot-TOP').getByRole('link', { name: 'Zeus' })).toBeVisible();
    await expect(pageA.getByText('No open trade offers')).toBeVisible();
  });

  test('the commissioner sets the trade rules, sees a trade in review and vetoes it', async ({
    browser,
    request,
  }) => {
    const { leagueId, commissioner, manager, teamA, teamB, midA, midB } = await tradingLeague(
      request,
      24,
      { midA: 'Zeka', topA: 'Doran', midB: 'ShowMaker' },
    );
    const [zeka, showMaker] = [midA, midB];
    const pageA = await signedIn(browser, commissioner);
    await pageA.goto(`/leagues/${leagueId}`);
    await expect(pageA.getByTestId('trade-review-rule')).toHaveText('Trade review: 24 hours');
    await expect(pageA.getByTestId('trade-deadline-rule')).toHaveText('No trade deadline');

    await pageA.getByRole('link', { name: 'League Settings' }).click();
    await pageA.getByRole('combobox', { name: 'Trade review hours' }).click();
    await pageA.getByRole('option', { name: '48 hours' }).click();
    await pageA.getByRole('combobox', { name: 'Trade deadline week' }).click();
    await pageA.getByRole('option', { name: 'Week 10', exact: true }).click();
    await pageA.getByRole('button', { name: 'Save Settings' }).click();
    await expect(pageA.getByText('Settings Saved')).toBeVisible();
    await pageA.getByRole('link', { name: 'Back to League' }).click();
    await expect(pageA.getByTestId('trade-review-rule')).toHaveText('Trade review: 48 hours');
    await expect(pageA.getByTestId('trade-deadline-rule')).toHaveText('Trade deadline: week 10');

    const offer = await proposeTrade(request, commissioner.token, {
      fromTeamId: teamA.id,
      toTeamId: teamB.id,
      give: [zeka.id],
      receive: [showMaker.id],
    });
    await acceptTrade(request, manager.token, offer.id);

    // The other manager sees the trade in review, without a Veto button.
    const pageB = await signedIn(browser, manager);
    await pageB.goto(`/leagues/${leagueId}`);
    await pageB.getByRole('tab', { name: 'Transactions' }).click();
    const seenByB = pageB.getByRole('article', {
      name: `Trade between ${teamA.name} and ${teamB.name}`,
    });
    await expect(seenByB.getByTestId('trade-status')).toHaveText('In review');
    await expect(seenByB.getByRole('button', { name: 'Veto' })).toHaveCount(0);

    await pageA.getByRole('tab', { name: 'Transactions' }).click();
    const trade = pageA.getByRole('article', {
      name: `Trade between ${teamA.name} and ${teamB.name}`,
    });
    await expect(trade.getByTestId('trade-status')).toHaveText('In review');
    await expect(trade).toContainText(/In review until \w{3}, \w{3} \d+/);
    await expect(trade.getByRole('list', { name: `${teamA.name} gets` })).toContainText(
      'ShowMaker',
    );
    await expect(trade.getByRole('list', { name: `${teamB.name} gets` })).toContainText(
      `Zeka${zeka.team}${points(zeka.fantasyPoints)}`,
    );
    await trade.getByRole('button', { name: 'Veto' }).click();
    const veto = pageA.getByRole('dialog', { name: 'Veto Trade' });
    await expect(veto).toContainText(`Veto the trade between ${teamA.name} and ${teamB.name}?`);
    await veto.getByLabel('Reason').fill('Too lopsided');
    await veto.getByRole('button', { name: 'Veto Trade' }).click();
    await expect(pageA.getByText('Trade Vetoed')).toBeVisible();
    await expect(trade.getByTestId('trade-status')).toHaveText('Vetoed');
    await expect(trade.getByTestId('veto-reason')).toHaveText(
      'Vetoed by the commissioner: Too lopsided',
    );
    await expect(trade.getByRole('button', { name: 'Veto' })).toHaveCount(0);

    // Nobody moved.
    await pageA.goto(`/teams/${teamA.id}`);
    await expect(pageA.getByTestId('slot-MID').getByRole('link', { name: 'Zeka' })).toBeVisible();
  });

  test('the other owner counters an offer, and the proposer rejects the counter', async ({
    browser,
    request,
  }) => {
    const { commissioner, manager, teamA, teamB, midA, midB } = await tradingLeague(request, 24, {
      midA: 'Bdd',
      topA: 'Kiin',
      midB: 'Clozer',
    });
    const [bdd, clozer] = [midA, midB];
    const offer = await proposeTrade(request, commissioner.token, {
      fromTeamId: teamA.id,
      toTeamId: teamB.id,
      give: [bdd.id],
      receive: [clozer.id],
    });

    const pageB = await signedIn(browser, manager);
    await pageB.goto(`/teams/${teamB.id}`);
    await pageB
      .getByRole('article', { name: `Trade with ${teamA.name}` })
      .getByRole('link', { name: 'Counter' })
      .click();
    await expect(pageB).toHaveURL(`/trade/${teamA.id}?counter=${offer.id}`);
    await expect(pageB.getByText('Counter offer')).toBeVisible();
    // From B's side: B gives what was asked of them and receives what was offered.
    const yours = pageB.getByRole('region', { name: `Your Team: ${teamB.name}` });
    const theirs = pageB.getByRole('region', { name: `Their Team: ${teamA.name}` });
    await expect(yours.getByRole('button', { name: 'Selected Clozer' })).toBeVisible();
    await expect(theirs.getByRole('button', { name: 'Selected Bdd' })).toBeVisible();
    await theirs.getByRole('button', { name: 'Select Kiin' }).click();
    await expect(pageB.getByTestId('trade-summary-receive')).toContainText('Kiin');

    await pageB.getByRole('button', { name: 'Propose Trade' }).click();
    const dialog = pageB.getByRole('dialog', { name: 'Confirm Trade Proposal' });
    await expect(dialog).toContainText(
      `You are offering 1 player for 2 players from ${teamA.name}.`,
    );
    await dialog.getByRole('button', { name: 'Submit Trade' }).click();
    await expect(pageB.getByText('Counter Offer Sent')).toBeVisible();
    await expect(pageB.getByText('Your counter offer has been sent')).toBeVisible();
    await expect(pageB).toHaveURL(`/teams/${teamB.id}`);
    await expect(pageB.getByRole('article', { name: `Trade with ${teamA.name}` })).toContainText(
      'Offer to',
    );

    const pageA = await signedIn(browser, commissioner);
    await pageA.goto(`/teams/${teamA.id}`);
    const counter = pageA.getByRole('article', { name: `Trade with ${teamB.name}` });
    await expect(counter).toContainText('Offer from');
    await expect(counter.getByRole('list', { name: 'You give' })).toContainText('Bdd');
    await expect(counter.getByRole('list', { name: 'You give' })).toContainText('Kiin');
    await expect(counter.getByRole('list', { name: 'You receive' })).toContainText('Clozer');
    await counter.getByRole('button', { name: 'Reject' }).click();
    await expect(pageA.getByText('Trade Rejected')).toBeVisible();
    await expect(pageA.getByText('No open trade offers')).toBeVisible();
  });

  test('an offer with a long unbroken note fits a phone screen without sideways scrolling', async ({
    page,
    request,
  }) => {
    const link = `https://example.com/${'midlanercomparison'.repeat(8)}`;
    const { manager, teamA, teamB } = await midlanersOffered(
      request,
      { midA: 'Fisher', topA: 'Siwoo', midB: 'BuLLDoG' },
      `Look at this: ${link}`,
    );

    await page.setViewportSize(MOBILE_VIEWPORT);
    await storeToken(page, manager.token);
    await page.goto(`/teams/${teamB.id}`);
    const offer = page.getByRole('article', { name: `Trade with ${teamA.name}` });
    await expect(offer).toContainText(link);
    await expect(offer.getByRole('button', { name: 'Accept' })).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });

  test("a veto's long unbroken reason fits a phone screen without sideways scrolling", async ({
    page,
    request,
  }) => {
    const { commissioner, manager, leagueId, offer } = await midlanersOffered(request, {
      midA: 'VicLa',
      topA: 'DuDu',
      midB: 'Calix',
    });
    await acceptTrade(request, manager.token, offer.id);
    const reason = `See https://example.com/${'collusionreport'.repeat(8)}`;
    await call(request, 'post', `/trades/${offer.id}/veto`, commissioner.token, { reason });

    await page.setViewportSize(MOBILE_VIEWPORT);
    await storeToken(page, manager.token);
    await page.goto(`/leagues/${leagueId}`);
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await expect(page.getByTestId('veto-reason')).toHaveText(
      `Vetoed by the commissioner: ${reason}`,
    );
    await expectNoSidewaysScroll(page);
  });

  test('an accepted trade waiting for a locked player says why, without a review time', async ({
    browser,
    request,
  }) => {
    const commissioner = await createUser(request, 'commish');
    // Three minutes a week: KT's first game (06:07) comes some 6 s after the start.
    const league = await createReplayLeague(request, commissioner.token, {
      from: T1_GEN_SUNDAY,
      weekSeconds: 180,
      paused: true,
    });
    const teamA = await createTeam(request, commissioner.token, league.id, uniqueName('Lockers'));
    const manager = await createUser(request, 'manager');
    const joined = await joinLeague(request, manager.token, league.id, uniqueName('Waiters'));
    const teamB = joined.teams.find((team) => team.userId === manager.id) as Team;
    const [cuzz, canyon] = await Promise.all(
      ['Cuzz', 'Canyon'].map((name) => findPlayer(request, league.id, name)),
    );
    await addPlayer(request, commissioner.token, teamA.id, cuzz!.id, 'JUNGLE');
    await addPlayer(request, manager.token, teamB.id, canyon!.id, 'JUNGLE');
    await changeSettings(request, commissioner.token, league.id, { trades: { reviewHours: 0 } });
    // KT's Cuzz has played; Gen.G's Canyon plays only at 08:29.
    await resumeSeason(request, commissioner.token, league.id);
    await waitForTeam(request, commissioner.token, teamA.id, (team) => isLocked(team, cuzz!.id));
    await pauseSeason(request, commissioner.token, league.id);

    const offer = await proposeTrade(request, commissioner.token, {
      fromTeamId: teamA.id,
      toTeamId: teamB.id,
      give: [cuzz!.id],
      receive: [canyon!.id],
    });
    const accepted = await acceptTrade(request, manager.token, offer.id);
    expect(accepted.status).toBe('accepted');
    expect(accepted.reason).toContain('Cuzz');

    const page = await signedIn(browser, commissioner);
    await page.goto(`/teams/${teamA.id}`);
    await expect(page.getByTestId('trade-offer-time')).toHaveText(accepted.reason!);

    await page.goto(`/leagues/${league.id}`);
    await expect(page.getByTestId('trade-review-rule')).toHaveText('Trade review: none');
    await expect(
      page.getByText(
        'Accepted trades complete at once, or when the week ends if a player in them is locked.',
      ),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Transactions' }).click();
    const trade = page.getByRole('article', {
      name: `Trade between ${teamA.name} and ${teamB.name}`,
    });
    await expect(trade).toContainText(accepted.reason!);
    await expect(trade).not.toContainText('In review until');
  });
});

test.describe('Trade screen states', () => {
  test('says so when the team is unknown or the user has no team in its league', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'owner');
    const league = await createLeague(request, owner.token);
    const team = await createTeam(request, owner.token, league.id, uniqueName('Owned'));
    await storeToken(page, (await createUser(request, 'outsider')).token);

    await page.goto(`/trade/${team.id}`);
    await expect(page.getByText("You don't have a team in this league")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Propose Trade' })).toHaveCount(0);

    await page.goto('/trade/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Team Not Found' })).toBeVisible();
    await expect(page.getByText('Team not found', { exact: true })).toBeVisible();
  });

  test('a bot team, and any team while the draft runs, take no offers: the pages say so first', async ({
    page,
    request,
  }) => {
    const owner = await createUser(request, 'owner');
    const league = await createLeague(request, owner.token, { regions: ['KOREA'] });
    await createTeam(request, owner.token, league.id, uniqueName('Owned'));
    const guest = await createUser(request, 'guest');
    await joinLeague(request, guest.token, league.id, uniqueName('Guest'));
    await fillLeague(request, owner.token, league.id, 8);
    const { teams } = await call<League>(request, 'get', `/leagues/${league.id}`, owner.token);
    const bot = teams.find((team) => team.isBot)!;
    const guestTeam = teams.find((team) => team.owner === guest.username)!;
    await storeToken(page, owner.token);

    // A bot's team page offers no trade, and says why; its trade screen is closed.
    await page.goto(`/teams/${bot.id}`);
    const offer = page.getByRole('button', { name: 'Propose Trade' });
    await expect(offer).toBeDisabled();
    await offer.locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(BOT_NO_TRADES(bot.name));
    await page.goto(`/trade/${bot.id}`);
    await expect(page.getByRole('heading', { name: 'Bot Team' })).toBeVisible();
    await expect(page.getByText(BOT_NO_TRADES(bot.name))).toBeVisible();

    // While the draft runs, a manager's team is closed to offers too.
    await call(request, 'post', '/draft/start', owner.token, { leagueId: league.id });
    await page.goto(`/teams/${guestTeam.id}`);
    await expect(page.getByRole('button', { name: 'Propose Trade' })).toBeDisabled();
    await page.goto(`/trade/${guestTeam.id}`);
    await expect(page.getByTestId('trades-closed-note')).toContainText(CLOSED_BY_DRAFT('Trades'));
  });
});
