import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { DraftStatusResponse } from '../../src/domain/contract/drafts';
import type { League } from '../../src/domain/contract/leagues';
import type { Player } from '../../src/domain/contract/players';
import type { Team, TeamDetail } from '../../src/domain/contract/teams';
import type { WaiverClaim } from '../../src/domain/contract/waivers';
import { slotAccepts, starterSlotsOf } from '../../src/domain/roster';
import type { RosterSlot } from '../../src/domain/vocabulary';
import { CLAIM_REASONS } from '../../src/domain/waivers';
import { MOBILE_VIEWPORT } from './support/browser';
import { type CreatedUser, createUser, useToken } from './support/fixtures';
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
import { createReplayLeague, playUntil, T1_GEN_SUNDAY } from './support/season-clock-api';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const FAAB_SETTINGS =
  'FAAB · $100 budget · players wait 2 days · claims clear daily at 03:00 league time';

// A draft of 48 picks through the API takes a few seconds before each journey.
test.describe.configure({ timeout: 90_000 });

interface DraftedPlayer {
  id: string;
  name: string;
}

interface WaiverLeague {
  owner: CreatedUser;
  guest: CreatedUser;
  league: League;
  ownerTeam: { id: string; name: string };
  guestTeam: { id: string; name: string };
  /** Players the guest's team dropped after the draft, now on waivers. */
  dropped: DraftedPlayer[];
}

/**
 * A paused replay of eight teams (the commissioner's, a second manager's and six bots) after a
 * draft made through the API; the second manager then drops three of his players onto waivers.
 * A drafted player is not a fresh add, so he goes on waivers rather than back to free agency.
 */
async function waiverLeague(request: APIRequestContext): Promise<WaiverLeague> {
  const owner = await createUser(request, 'commish');
  const created = await createReplayLeague(request, owner.token, {
    from: T1_GEN_SUNDAY,
    weekSeconds: 86_400,
    paused: true,
    maxTeams: 8,
  });
  const ownerTeam = await createTeam(request, owner.token, created.id, uniqueName('Gank Squad'));
  const guest = await createUser(request, 'manager');
  const guestName = uniqueName('Baron Bros');
  await joinLeague(request, guest.token, created.id, guestName);
  await fillLeague(request, owner.token, created.id, 8);

  const picked = new Map<string, DraftedPlayer[]>();
  let state = await call<DraftStatusResponse>(request, 'post', '/draft/start', owner.token, {
    leagueId: created.id,
  });
  while (state.onTheClock) {
    const { teamId, pickNumber } = state.onTheClock;
    const player = state.available[0]!;
    picked.set(teamId, [...(picked.get(teamId) ?? []), { id: player.id, name: player.name }]);
    state = await call<DraftStatusResponse>(request, 'post', '/draft/pick', owner.token, {
      teamId,
      playerId: player.id,
      pickNumber,
    });
  }

  const league = await call<League>(request, 'get', `/leagues/${created.id}`, owner.token);
  const guestTeam = league.teams.find((team) => team.userId === guest.id)!;
  const dropped = picked.get(guestTeam.id)!.slice(-3);
  for (const player of dropped) {
    await call(request, 'delete', `/teams/${guestTeam.id}/players/${player.id}`, guest.token);
  }
  return {
    owner,
    guest,
    league,
    ownerTeam: { id: ownerTeam.id, name: ownerTeam.name },
    guestTeam: { id: guestTeam.id, name: guestTeam.name },
    dropped,
  };
}

const placeClaim = (
  request: APIRequestContext,
  user: CreatedUser,
  leagueId: string,
  claim: { teamId: string; addPlayerId: string; bid?: number },
) => call<WaiverClaim>(request, 'post', `/leagues/${leagueId}/claims`, user.token, claim);

/** The names of the viewer's pending claims, in the team's order. */
const pendingNames = (page: Page) =>
  page
    .getByTestId('pending-claim')
    .evaluateAll((claims) => claims.map((claim) => claim.querySelector('a')?.textContent ?? ''));

test.describe('Waivers on the league page', () => {
  test('the order and budgets, claims reordered and withdrawn, the commissioner changing the type, and the log', async ({
    page,
    request,
  }) => {
    const { owner, league, ownerTeam, guestTeam, dropped } = await waiverLeague(request);
    const [first, second, third] = dropped as [DraftedPlayer, DraftedPlayer, DraftedPlayer];
    for (const [player, bid] of [
      [first, 5],
      [second, 10],
      [third, 0],
    ] as const) {
      await placeClaim(request, owner, league.id, {
        teamId: ownerTeam.id,
        addPlayerId: player.id,
        bid,
      });
    }

    // A free agent in for one of the owner's players: one move, shown under Drops too.
    const free = (
      await call<Player[]>(request, 'get', `/players?leagueId=${league.id}`, owner.token)
    ).find((player) => player.status === 'free')!;
    const ownerRoster = await call<TeamDetail>(
      request,
      'get',
      `/teams/${ownerTeam.id}`,
      owner.token,
    );
    const locked = new Set(
      ownerRoster.lineup.locks.filter((lock) => lock.locked).map((lock) => lock.playerId),
    );
    const letGo = (['TOP', 'JUNGLE', 'MID', 'ADC', 'SUPPORT', 'FLEX'] as const)
      .map((slot) => ownerRoster.players[slot])
      .find((player) => player && !locked.has(player.id))!;
    await call(request, 'post', `/teams/${ownerTeam.id}/add-drop`, owner.token, {
      addPlayerId: free.id,
      dropPlayerId: letGo.id,
    });

    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}`);
    await page.getByRole('tab', { name: 'Waivers' }).click();
    await expect(page.getByTestId('waiver-settings')).toHaveText(FAAB_SETTINGS);

    // Every team in the order the server keeps, each with the whole budget left.
    const order = page.getByRole('table', { name: 'Waiver order' });
    await expect(order.getByRole('columnheader', { name: 'Budget left' })).toBeVisible();
    const rows = order.locator('tbody tr');
    await expect(rows).toHaveCount(8);
    for (const [index, entry] of league.waivers.order.entries()) {
      const team = league.teams.find((candidate) => candidate.id === entry.teamId)!;
      const cells = rows.nth(index).locator('td');
      await expect(cells.nth(0)).toHaveText(String(entry.priority));
      await expect(cells.nth(1)).toContainText(team.name);
      await expect(cells.nth(2)).toHaveText('$100');
    }
    await expect(order.locator('tr[data-own]')).toContainText(ownerTeam.name);

    // My Claims: the order they were placed in, then moved with the buttons.
    const claims = page.getByTestId('pending-claim');
    await expect(claims).toHaveCount(3);
    expect(await pendingNames(page)).toEqual([first.name, second.name, third.name]);
    await expect(claims.first().getByTestId('claim-bid')).toHaveText('Bid $5');
    await expect(claims.first()).toContainText('Clears');
    await expect(page.getByRole('button', { name: `Move ${first.name} up` })).toBeDisabled();
    await page.getByRole('button', { name: `Move ${third.name} up` }).click();
    await expect.poll(() => pendingNames(page)).toEqual([first.name, third.name, second.name]);
    await page.getByRole('button', { name: `Move ${first.name} down` }).click();
    await expect.poll(() => pendingNames(page)).toEqual([third.name, first.name, second.name]);
    // The server keeps the new order.
    const stored = await call<WaiverClaim[]>(
      request,
      'get',
      `/leagues/${league.id}/claims`,
      owner.token,
    );
    expect(stored.map((claim) => claim.addPlayer.name)).toEqual([
      third.name,
      first.name,
      second.name,
    ]);

    // One edit changes the claim's drop and its blind bid; an empty bid is refused, not sent
    // as $0.
    const roster = await call<TeamDetail>(request, 'get', `/teams/${ownerTeam.id}`, owner.token);
    const rostered = [
      ...starterSlotsOf(league.roster).flatMap((slot) => {
        const player = roster.players[slot];
        return player ? [{ ...player, slot: slot as string }] : [];
      }),
      ...roster.players.BENCH.map((player) => ({ ...player, slot: player.position as string })),
    ];
    const lockedNow = new Set(
      roster.lineup.locks.filter((lock) => lock.locked).map((lock) => lock.playerId),
    );
    const [dropOne, dropTwo] = rostered.filter((player) => !lockedNow.has(player.id));
    const firstClaim = page.getByRole('article', { name: `Claim for ${first.name}` });
    await expect(firstClaim).toContainText('Drops nobody');
    await page.getByRole('button', { name: `Edit claim for ${first.name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit Claim: ${first.name}` });
    const bidField = edit.getByRole('textbox', { name: 'Bid' });
    await expect(bidField).toHaveValue('$5');
    await bidField.fill('');
    await edit.getByRole('button', { name: 'Save Claim' }).click();
    await expect(edit.getByText('Bid must be a whole number of dollars')).toBeVisible();
    await expect(edit).toBeVisible();
    await bidField.fill('15');
    await edit.getByRole('combobox', { name: 'Drop' }).click();
    await page.getByRole('option', { name: `${dropOne!.name} · ${dropOne!.slot}` }).click();
    await edit.getByRole('button', { name: 'Save Claim' }).click();
    await expect(toast(page, 'Claim Updated')).toBeVisible();
    await expect(firstClaim.getByTestId('claim-bid')).toHaveText('Bid $15');
    await expect(firstClaim).toContainText(`Drops ${dropOne!.name} (${dropOne!.position})`);
    const edited = await call<WaiverClaim[]>(
      request,
      'get',
      `/leagues/${league.id}/claims`,
      owner.token,
    );
    expect(edited.find((claim) => claim.addPlayer.id === first.id)).toMatchObject({
      bid: 15,
      dropPlayer: { id: dropOne!.id },
    });

    // The commissioner cuts the budget below that bid: the claim says it would fail.
    await call(request, 'patch', `/leagues/${league.id}`, owner.token, { faabBudget: 12 });
    await page.reload();
    await page.getByRole('tab', { name: 'Waivers' }).click();
    const overBudget = page.getByTestId('claim-over-budget');
    await expect(overBudget).toHaveCount(1);
    await expect(
      page
        .getByRole('article', { name: `Claim for ${first.name}` })
        .getByTestId('claim-over-budget'),
    ).toHaveText(
      `${CLAIM_REASONS.overBudget(15, 12)}: lower it before the clear, or this claim fails.`,
    );

    await page.getByRole('button', { name: `Withdraw claim for ${second.name}` }).click();
    await expect(toast(page, 'Claim Withdrawn')).toBeVisible();
    await expect.poll(() => pendingNames(page)).toEqual([third.name, first.name]);

    // The commissioner makes waivers rolling on the settings page: no budgets, no bids.
    await page.getByRole('link', { name: 'League Settings' }).click();
    await expect(page).toHaveURL(`/leagues/${league.id}/settings`);
    await page.getByRole('combobox', { name: 'Waiver type' }).click();
    await page.getByRole('option', { name: 'Rolling', exact: true }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toast(page, 'Settings Saved')).toContainText('Waiver type changed.');
    await page.getByRole('link', { name: 'Back to League' }).click();
    await page.getByRole('tab', { name: 'Waivers' }).click();
    await expect(page.getByTestId('waiver-settings')).toHaveText(
      'Rolling · players wait 2 days · claims clear daily at 03:00 league time',
    );
    await expect(order.getByRole('columnheader', { name: 'Budget left' })).toHaveCount(0);
    await expect(page.getByTestId('claim-bid')).toHaveCount(0);

    // A rolling claim is edited too: its drop, with no bid to give.
    await page.getByRole('button', { name: `Edit claim for ${first.name}` }).click();
    const rollingEdit = page.getByRole('dialog', { name: `Edit Claim: ${first.name}` });
    await expect(rollingEdit.getByRole('combobox', { name: 'Drop' })).toHaveValue(
      `${dropOne!.name} · ${dropOne!.slot}`,
    );
    await expect(rollingEdit.getByRole('textbox', { name: 'Bid' })).toHaveCount(0);
    await rollingEdit.getByRole('combobox', { name: 'Drop' }).click();
    await page.getByRole('option', { name: `${dropTwo!.name} · ${dropTwo!.slot}` }).click();
    await rollingEdit.getByRole('button', { name: 'Save Claim' }).click();
    await expect(toast(page, 'Claim Updated')).toBeVisible();
    await expect(firstClaim).toContainText(`Drops ${dropTwo!.name} (${dropTwo!.position})`);

    // The log: the drops and the commissioner's change, newest first, filtered by type.
    await page.getByRole('tab', { name: 'Transactions' }).click();
    const entries = page.getByTestId('log-entry');
    const change = entries.filter({
      hasText: 'The commissioner changed waiver type from FAAB to rolling',
    });
    await expect(change).toHaveCount(1);
    await expect(change).toContainText(/Waiver type\s*FAAB\s*Rolling/);
    for (const player of dropped) {
      await expect(
        entries.filter({ hasText: `${guestTeam.name} dropped ${player.name}` }),
      ).toHaveCount(1);
    }
    await expect(entries.first()).toHaveAttribute('data-type', 'commissioner');

    await page.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Drops' }).click();
    await expect(entries).toHaveCount(4);
    const addDrop = entries.filter({
      hasText: `${ownerTeam.name} added ${free.name}, dropped ${letGo.name}`,
    });
    await expect(addDrop.getByTestId('log-type')).toHaveText('Add/Drop');
    await expect(entries.filter({ hasText: 'The commissioner changed' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Commissioner' }).click();
    await expect(change).toHaveCount(1);
    await expect(
      page.locator('[data-testid="log-entry"]:not([data-type="commissioner"])'),
    ).toHaveCount(0);
  });

  test('on a phone: the order, a claim moved, and a visitor without a team', async ({
    browser,
    request,
  }) => {
    const { guest, league, guestTeam, dropped } = await waiverLeague(request);
    const [first, second] = dropped as [DraftedPlayer, DraftedPlayer];
    // The manager who dropped them may claim them back, as any team may.
    await placeClaim(request, guest, league.id, { teamId: guestTeam.id, addPlayerId: first.id });
    await placeClaim(request, guest, league.id, { teamId: guestTeam.id, addPlayerId: second.id });

    const context = await browser.newContext({ viewport: MOBILE_VIEWPORT });
    const page = await context.newPage();
    await useToken(page, guest.token);
    await page.goto(`/leagues/${league.id}`);
    await page.getByRole('tab', { name: 'Waivers' }).click();
    await expect(page.getByTestId('waiver-settings')).toHaveText(FAAB_SETTINGS);
    await expect(page.getByRole('table', { name: 'Waiver order' }).locator('tbody tr')).toHaveCount(
      8,
    );
    const move = page.getByRole('button', { name: `Move ${second.name} up` });
    await move.scrollIntoViewIfNeeded();
    await expect(move).toBeInViewport();
    await move.click();
    await expect.poll(() => pendingNames(page)).toEqual([second.name, first.name]);
    // Nothing of a claim runs past the phone's width.
    await expectNoSidewaysScroll(page);

    const visitor = await createUser(request, 'visitor');
    await useToken(page, visitor.token);
    await page.goto(`/leagues/${league.id}`);
    await page.getByRole('tab', { name: 'Waivers' }).click();
    await expect(page.getByText('No team in this league')).toBeVisible();
    await context.close();
  });
});

/**
 * A paused replay from Monday 7 April 2025 where the rival dropped Faker (held for over a day,
 * so he waits on waivers) and the owner's team has every starter slot and bench seat taken by
 * free agents; Oner stays a free agent.
 */
async function fullRosterLeague(request: APIRequestContext) {
  const owner = await createUser(request, 'fullhouse');
  const created = await createReplayLeague(request, owner.token, {
    from: '2025-04-07',
    weekSeconds: 60,
    paused: true,
    maxTeams: 4,
  });
  const ownerTeam = await createTeam(request, owner.token, created.id, uniqueName('Full House'));
  const rival = await createUser(request, 'dropper');
  await joinLeague(request, rival.token, created.id, uniqueName('Droppers'));
  const [rivalTeam] = await call<Team[]>(request, 'get', '/teams/my-teams', rival.token);
  const faker = await findPlayer(request, created.id, 'Faker');
  await addPlayer(request, rival.token, rivalTeam!.id, faker.id, 'MID');
  const league = await getLeague(request, owner.token, created.id);
  await playUntil(
    request,
    owner.token,
    league.id,
    new Date(Date.parse(league.clock.now) + 25 * 60 * 60 * 1000).toISOString(),
  );
  await call(request, 'delete', `/teams/${rivalTeam!.id}/players/${faker.id}`, rival.token);

  const free = (
    await call<Player[]>(request, 'get', `/players?leagueId=${league.id}`, null)
  ).filter((player) => player.status === 'free' && player.name !== 'Oner');
  const slots: RosterSlot[] = [
    ...starterSlotsOf(league.roster),
    ...Array.from({ length: league.roster.bench }, () => 'BENCH' as const),
  ];
  const held = new Map<RosterSlot, string>();
  for (const slot of slots) {
    const index = free.findIndex((player) => slotAccepts(slot, player.position));
    const [player] = free.splice(index, 1);
    await addPlayer(request, owner.token, ownerTeam.id, player!.id, slot);
    held.set(slot, player!.name);
  }
  return { owner, league, ownerTeam, held, faker };
}

test.describe('A full roster', () => {
  test('asks for a drop that makes room before a claim or an add', async ({ page, request }) => {
    const { owner, league, held } = await fullRosterLeague(request);
    await useToken(page, owner.token);
    await page.goto(`/${league.id}/players`);
    const row = (name: string) =>
      page.locator('tbody tr').filter({ has: page.getByRole('link', { name, exact: true }) });

    // The claim modal says there is no room, and waits for a drop.
    await row('Faker').getByRole('button', { name: 'Claim Faker' }).click();
    const modal = page.getByRole('dialog', { name: 'Claim Faker' });
    await expect(modal.getByText(CLAIM_REASONS.rosterFull)).toBeVisible();
    const place = modal.getByRole('button', { name: 'Place Claim' });
    await expect(place).toBeDisabled();
    const drop = modal.getByRole('combobox', { name: 'Drop' });
    await expect(drop).toHaveAttribute('placeholder', 'Choose a player to drop');
    await drop.click();
    // A mid laner fits the MID or FLEX slot or the bench: dropping the TOP starter frees none.
    await expect(page.getByRole('option', { name: `${held.get('TOP')} · TOP` })).toBeDisabled();
    await page.getByRole('option', { name: `${held.get('FLEX')} · FLEX` }).click();
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Claim Placed' })).toBeVisible();
    const [claim] = await call<WaiverClaim[]>(
      request,
      'get',
      `/leagues/${league.id}/claims`,
      owner.token,
    );
    expect(claim?.dropPlayer?.name).toBe(held.get('FLEX'));

    // The add of a free agent asks for the same.
    await row('Oner').getByRole('button', { name: 'Add Oner' }).click();
    const add = page.getByRole('dialog', { name: 'Add Oner' });
    await expect(add.getByText(CLAIM_REASONS.rosterFull)).toBeVisible();
    await expect(add.getByRole('button', { name: 'Add Player' })).toBeDisabled();
  });
});

test.describe('A claim the roster has no room for', () => {
  test('is marked in My Claims once the roster fills, and its edit names a drop', async ({
    page,
    request,
  }) => {
    const { owner, league, ownerTeam, held, faker } = await fullRosterLeague(request);
    // The claim went in while a bench seat was open; the seat was filled again since.
    const team = await call<TeamDetail>(request, 'get', `/teams/${ownerTeam.id}`, owner.token);
    const benched = team.players.BENCH[0]!;
    await call(request, 'delete', `/teams/${ownerTeam.id}/players/${benched.id}`, owner.token);
    await placeClaim(request, owner, league.id, {
      teamId: ownerTeam.id,
      addPlayerId: faker.id,
      bid: 4,
    });
    await addPlayer(request, owner.token, ownerTeam.id, benched.id, 'BENCH');

    await useToken(page, owner.token);
    await page.goto(`/leagues/${league.id}`);
    await page.getByRole('tab', { name: 'Waivers' }).click();
    const claim = page.getByRole('article', { name: 'Claim for Faker' });
    await expect(claim).toContainText('Drops nobody');
    await expect(claim.getByTestId('claim-needs-drop')).toHaveText(
      `${CLAIM_REASONS.rosterFull} before the clear, or this claim fails.`,
    );

    await claim.getByRole('button', { name: 'Edit claim for Faker' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Claim: Faker' });
    await expect(modal.getByRole('textbox', { name: 'Bid' })).toHaveValue('$4');
    const save = modal.getByRole('button', { name: 'Save Claim' });
    await expect(save).toBeDisabled();
    await modal.getByRole('combobox', { name: 'Drop' }).click();
    await page.getByRole('option', { name: `${held.get('FLEX')} · FLEX` }).click();
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Claim Updated' })).toBeVisible();
    await expect(claim).toContainText(`Drops ${held.get('FLEX')}`);
    await expect(claim.getByTestId('claim-needs-drop')).toHaveCount(0);
    const [stored] = await call<WaiverClaim[]>(
      request,
      'get',
      `/leagues/${league.id}/claims`,
      owner.token,
    );
    expect([stored?.dropPlayer?.name, stored?.bid]).toEqual([held.get('FLEX'), 4]);
  });
});
