import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { DraftStatusResponse } from '../../src/domain/contract/drafts';
import { POSITION_ERROR } from '../../src/domain/roster';
import { MOBILE_VIEWPORT } from './support/browser';
import { createUser, useToken } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import {
  call,
  createLeague,
  createTeam,
  fillLeague,
  twoManagerLeague,
  uniqueName,
} from './support/leagues-api';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function draftStatus(request: APIRequestContext, token: string, leagueId: string) {
  return call<DraftStatusResponse>(request, 'get', `/draft/status?leagueId=${leagueId}`, token);
}

async function openRoom(page: Page, leagueId: string) {
  await page.goto(`/riftdraft/${leagueId}`);
  await expect(page.getByTestId('connection-status')).toHaveText('Connected', { timeout: 20_000 });
}

test.describe('Live auction draft', () => {
  test('two managers bid against each other until a player is won', async ({
    page,
    browser,
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const { owner, guest, league, ownerTeam, guestTeam } = await twoManagerLeague(request, {
      owner: 'gavel',
      league: 'Auction Cup',
      ownerTeam: 'Paddle Raisers',
      guest: 'bidder',
      guestTeam: 'Late Bidders',
    });
    await call(request, 'post', `/leagues/${league.id}/schedule-draft`, owner.token, {
      draftDateTime: '2030-12-24T18:00:00Z',
      draftType: 'auction',
      // Long enough for a busy machine's browsers to bid before it runs out.
      bidSeconds: 25,
    });

    const guestContext = await browser.newContext({ baseURL });
    const guestPage = await guestContext.newPage();
    await useToken(page, owner.token);
    await useToken(guestPage, guest.token);
    try {
      await openRoom(page, league.id);
      await openRoom(guestPage, league.id);
      await page.getByRole('button', { name: 'Start Draft' }).click();
      await expect(toast(guestPage, 'Draft Started')).toBeVisible();

      const status = await draftStatus(request, owner.token, league.id);
      expect(status.type).toBe('auction');
      const ownerNominates = status.auction!.nominating!.nominatorId === owner.id;
      const [nominator, rival] = ownerNominates ? [page, guestPage] : [guestPage, page];
      const [nominatorTeam, rivalTeam] = ownerNominates
        ? [ownerTeam, guestTeam]
        : [guestTeam, ownerTeam];

      // Both see the budgets; the nominator is told it is their turn.
      for (const viewer of [page, guestPage]) {
        await expect(viewer.getByTestId('auction-budgets')).toContainText('$200');
        await expect(viewer.getByTestId('auction-budgets')).toContainText('$195');
      }
      await expect(nominator.getByTestId('your-turn')).toHaveText('Your nomination');
      await expect(rival.getByTestId('your-turn')).toHaveCount(0);

      // The rival cannot nominate; the nominator opens at $2.
      await rival.getByRole('tab', { name: /Available Players/ }).click();
      await expect(rival.getByRole('button', { name: /^Nominate / }).first()).toBeDisabled();
      // An opening bid past what the team may spend stays as typed and is refused with its
      // reason: it is never lowered to the team's most and sent.
      const opening = nominator.getByLabel('Opening bid');
      await opening.fill('500');
      await opening.press('Tab');
      await expect(opening).toHaveValue('$500');
      await expect(nominator.getByTestId('opening-bid-problem')).toHaveText('Your max bid is $195');
      await expect(nominator.getByRole('button', { name: 'Choose a Player' })).toBeDisabled();
      await nominator.getByRole('tab', { name: /Available Players/ }).click();
      await expect(nominator.getByRole('button', { name: /^Nominate / }).first()).toBeDisabled();
      await opening.fill('2');
      await expect(nominator.getByTestId('opening-bid-problem')).toHaveCount(0);
      await nominator.getByRole('button', { name: 'Choose a Player' }).click();
      const first = nominator.getByRole('button', { name: /^Nominate / }).first();
      const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Nominate /, '');
      await first.click();

      for (const viewer of [page, guestPage]) {
        await expect(viewer.getByTestId('lot-player')).toContainText(name);
        await expect(viewer.getByTestId('high-bid')).toContainText('$2');
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: testInfo.outputPath('auction-1280.png') });

      // A bid past the rival's max stays as typed with its reason, and nothing is sent: not on
      // leaving the field, nor on a click on the closed Place Bid.
      const yourBid = rival.getByLabel('Your bid');
      await yourBid.fill('300');
      await yourBid.press('Tab');
      await expect(yourBid).toHaveValue('$300');
      await expect(rival.getByTestId('bid-note')).toHaveText('Your max bid is $195');
      const placeBid = rival.getByRole('button', { name: 'Place Bid' });
      await expect(placeBid).toBeDisabled();
      await yourBid.focus();
      await placeBid.click({ force: true });
      await expect(yourBid).toHaveValue('$300');
      await expect(nominator.getByTestId('high-bid')).toContainText('$2');
      await yourBid.fill('');
      await expect(rival.getByTestId('bid-note')).toHaveText('Your max bid $195');

      // The rival raises by $1, the nominator by $5: each sees the other's bid.
      await rival.getByRole('button', { name: 'Bid $3' }).click();
      await expect(nominator.getByTestId('high-bid')).toContainText('$3');
      await expect(nominator.getByTestId('high-bid')).toContainText(rivalTeam);
      await nominator.getByRole('button', { name: 'Bid $8' }).click();
      await expect(rival.getByTestId('high-bid')).toContainText('$8');
      await expect(nominator.getByTestId('high-bid')).toContainText('your team');
      // The high bidder cannot bid against themselves.
      await expect(nominator.getByRole('button', { name: 'Bid $9' })).toBeDisabled();
      await guestPage.setViewportSize(MOBILE_VIEWPORT);
      await guestPage.screenshot({ path: testInfo.outputPath('auction-390.png') });

      // The bid clock runs out: the nominator wins the player at $8.
      await rival.getByRole('tab', { name: /Draft History/ }).click();
      const sale = rival.getByTestId('draft-history').locator('[data-pick="0"]');
      await expect(sale).toContainText(name, { timeout: 45_000 });
      await expect(sale).toContainText(nominatorTeam);
      await expect(sale.getByTestId('pick-price')).toHaveText('$8');
      await expect(
        rival.getByTestId('auction-budgets').locator('tr').filter({ hasText: nominatorTeam }),
      ).toContainText('$192');

      const after = await draftStatus(request, owner.token, league.id);
      expect(after.picks[0]).toMatchObject({ teamName: nominatorTeam, price: 8 });
      expect(after.auction!.nominating!.teamName).toBe(rivalTeam);
      const team = await call<object>(
        request,
        'get',
        `/teams/${after.picks[0]!.teamId}`,
        owner.token,
      );
      expect(JSON.stringify(team)).toContain(after.picks[0]!.player.id);
    } finally {
      await guestContext.close();
    }
  });

  test('the commissioner records a sale held in person on the board', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const owner = await createUser(request, 'auctioneer');
    const league = await createLeague(request, owner.token, {
      name: uniqueName('Room Auction'),
      regions: ['KOREA'],
    });
    const mine = uniqueName('Gavel Club');
    await createTeam(request, owner.token, league.id, mine);
    await fillLeague(request, owner.token, league.id, 8);
    await call(request, 'post', `/leagues/${league.id}/schedule-draft`, owner.token, {
      draftDateTime: '2030-12-24T18:00:00Z',
      draftType: 'auction',
      nominationSeconds: 300,
    });
    await useToken(page, owner.token);
    await page.goto(`/draft?leagueId=${league.id}`);
    await page.getByRole('button', { name: 'Start Draft' }).click();
    await expect(page.getByTestId('auction-banner')).toContainText('nominates next');
    await expect(
      page.getByText(/^Auction · 8 teams · 6 players each · \$200 budget/),
    ).toBeVisible();
    // The order is the nomination order; an auction has no snake.
    await expect(
      page.getByText(/^Nomination order: teams name players in this order/),
    ).toBeVisible();
    await expect(page.getByText(/^Snake order/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Record Sale' }).click();
    const modal = page.getByRole('dialog', { name: 'Record Sale' });
    await modal.getByLabel('Team').click();
    await page.getByRole('option', { name: new RegExp(mine) }).click();
    await modal.getByLabel('Player').fill('Faker');
    await page.getByRole('option', { name: /^Faker · MID/ }).click();
    await modal.getByLabel('Price').fill('196');
    await modal.getByRole('button', { name: 'Record Sale' }).click();
    await expect(toast(page, 'Draft Error')).toContainText('Not enough budget');
    await modal.getByLabel('Price').fill('45');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('record-sale-1280.png') });
    await modal.getByRole('button', { name: 'Record Sale' }).click();
    await expect(toast(page, 'Sale Recorded')).toContainText('for $45');
    await expect(modal).toHaveCount(0);

    await page.getByRole('tab', { name: /Draft History/ }).click();
    const sale = page.getByTestId('draft-history').locator('[data-pick="0"]');
    await expect(sale).toContainText('Faker');
    await expect(sale.getByTestId('pick-price')).toHaveText('$45');
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.screenshot({ path: testInfo.outputPath('record-sale-390.png') });
  });

  test('offers no nomination of a player the roster has no slot for, and fits the buttons on a phone', async ({
    page,
    request,
  }) => {
    // Sales to fill the rosters, the room at two widths, then the board's Record Sale.
    test.setTimeout(90_000);
    const owner = await createUser(request, 'auctioneer');
    const league = await createLeague(request, owner.token, {
      name: uniqueName('Benchless Auction'),
      regions: ['KOREA'],
    });
    const mine = await createTeam(request, owner.token, league.id, uniqueName('Gavel Club'));
    await fillLeague(request, owner.token, league.id, 8);
    // Without a bench, two MIDs fill MID and FLEX: a third, or a pro organisation, has no slot.
    await call(request, 'patch', `/leagues/${league.id}/settings`, owner.token, {
      roster: { bench: 0 },
    });
    await call(request, 'post', `/leagues/${league.id}/schedule-draft`, owner.token, {
      draftDateTime: '2030-12-24T18:00:00Z',
      draftType: 'auction',
      nominationSeconds: 300,
    });
    const sale = (teamId: string, playerId: string) =>
      call<DraftStatusResponse>(request, 'post', '/draft/sale', owner.token, {
        teamId,
        playerId,
        price: 1,
      });
    let state = await call<DraftStatusResponse>(request, 'post', '/draft/start', owner.token, {
      leagueId: league.id,
    });
    for (const mid of state.available.filter((player) => player.position === 'MID').slice(0, 2)) {
      state = await sale(mine.id, mid.id);
    }
    // Sales to the other teams until the nomination is the owner's.
    while (state.auction!.nominating!.teamId !== mine.id) {
      const other = state.available.find((player) => !['MID', 'TEAM'].includes(player.position))!;
      state = await sale(state.auction!.nominating!.teamId, other.id);
    }
    const mid = state.available.find((player) => player.position === 'MID')!;
    const top = state.available.find((player) => player.position === 'TOP')!;

    await useToken(page, owner.token);
    await openRoom(page, league.id);
    await page.getByRole('tab', { name: /Available Players/ }).click();
    const closed = page.getByRole('button', { name: `Nominate ${mid.name}` });
    await expect(closed).toBeDisabled();
    await expect(page.getByRole('button', { name: `Nominate ${top.name}` })).toBeEnabled();
    await closed.locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(POSITION_ERROR);

    // On a phone the widest label still fits inside the list.
    await page.setViewportSize(MOBILE_VIEWPORT);
    const list = (await page.getByTestId('available-players').boundingBox())!;
    const button = (await closed.boundingBox())!;
    // Right-aligned, the button ends where the list does (within a fraction of a pixel).
    expect(button.x + button.width).toBeLessThanOrEqual(list.x + list.width + 1);
    await expectNoSidewaysScroll(page);

    // On the board, a sale the draft would refuse cannot be recorded either.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/draft?leagueId=${league.id}`);
    await page.getByRole('button', { name: 'Record Sale' }).click();
    const modal = page.getByRole('dialog', { name: 'Record Sale' });
    const other = state.order.find((row) => row.teamId !== mine.id)!;
    await modal.getByLabel('Team').click();
    await page.getByRole('option', { name: new RegExp(`^${other.teamName} ·`) }).click();
    await modal.getByLabel('Player').fill(mid.name);
    await page.getByRole('option', { name: new RegExp(`^${mid.name} · MID`) }).click();
    await expect(modal.getByText(POSITION_ERROR)).toHaveCount(0);
    // The owner's team has no slot for a third MID: the chosen one says so, Record Sale closes.
    await modal.getByLabel('Team').click();
    await page.getByRole('option', { name: new RegExp(`^${mine.name} ·`) }).click();
    await expect(modal.getByText(POSITION_ERROR)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Record Sale' })).toBeDisabled();
    await modal.getByLabel('Player').fill(top.name);
    await expect(
      page.getByRole('option', { name: new RegExp(`^${top.name} · TOP`) }),
    ).toBeEnabled();
    await modal.getByLabel('Player').fill(mid.name);
    await expect(
      page.getByRole('option', { name: new RegExp(`^${mid.name} · MID`) }),
    ).toHaveAttribute('data-combobox-disabled', 'true');
  });
});
