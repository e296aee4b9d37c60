import {
  type APIRequestContext,
  expect,
  type Page,
  test,
  type WebSocketRoute,
} from '@playwright/test';
import type { DraftStatusResponse } from '../../src/domain/contract/drafts';
import { DRAFT_PAUSED } from '../../src/domain/draft';
import { MOBILE_VIEWPORT } from './support/browser';
import { createUser, useToken } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { twoManagerLeague } from './support/leagues-api';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const participant = (page: Page, username: string) =>
  page.getByTestId('participant').filter({ hasText: username });
const connection = (page: Page) => page.getByTestId('connection-status');

/** A KOREA league of two managers: the commissioner's team and a second user who joined. */
const seedRoom = (request: APIRequestContext) =>
  twoManagerLeague(request, {
    owner: 'commish',
    league: 'Live Cup',
    ownerTeam: 'Faker Fans',
    guest: 'guest',
    guestTeam: 'Gank Squad',
  });

async function draftStatus(request: APIRequestContext, token: string, leagueId: string) {
  const response = await request.get(`/api/draft/status?leagueId=${leagueId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as DraftStatusResponse;
}

/** Opens the room of a league for a page that holds its user's token. */
async function openRoom(page: Page, leagueId: string) {
  await page.goto(`/riftdraft/${leagueId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Live Draft Room' })).toBeVisible();
  await expect(connection(page)).toHaveText('Connected');
  await expect(toast(page, 'Joined Draft')).toBeVisible();
}

test.describe('Live draft room', () => {
  test('two managers meet, chat, start the draft and see a pick land', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    // Two browsers and a socket each: on a busy machine this journey needs longer than one page.
    test.setTimeout(90_000);
    const { owner, guest, league, ownerTeam, guestTeam } = await seedRoom(request);
    const guestContext = await browser.newContext({ baseURL });
    const guestPage = await guestContext.newPage();
    await useToken(page, owner.token);
    await useToken(guestPage, guest.token);
    try {
      await openRoom(page, league.id);
      await openRoom(guestPage, league.id);

      // Each sees the other online, and who runs the draft.
      await expect(participant(page, guest.username)).toContainText('Online');
      await expect(participant(page, guest.username)).toContainText(guestTeam);
      await expect(participant(guestPage, owner.username)).toContainText('Online');
      await expect(participant(guestPage, owner.username)).toContainText('Commissioner');
      await expect(page.getByTestId('live-league-name')).toHaveText(league.name);

      // A chat line from the guest reaches the commissioner.
      await guestPage.getByRole('tab', { name: 'Chat' }).click();
      const input = guestPage.getByLabel('Chat message');
      const send = guestPage.getByRole('button', { name: 'Send message' });
      await expect(send).toBeDisabled();
      await input.fill('   ');
      await expect(send).toBeDisabled();
      await input.fill('glhf everyone');
      await input.press('Enter');
      await expect(input).toHaveValue('');
      await expect(guestPage.getByTestId('chat-message')).toContainText(['glhf everyone']);

      await expect(page.getByRole('tab', { name: /Chat/ })).toContainText('1');
      await page.getByRole('tab', { name: /Chat/ }).click();
      const line = page.getByTestId('chat-message').filter({ hasText: 'glhf everyone' });
      await expect(line).toContainText(guest.username);

      // Only the commissioner may start: the room says so to anyone else.
      await guestPage.getByRole('button', { name: 'Start Draft' }).click();
      await expect(
        toast(guestPage, `Only user "${owner.username}" can start or end the draft`),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Start Draft' }).click();
      await expect(toast(page, 'Draft Started')).toBeVisible();
      await expect(toast(guestPage, 'Draft Started')).toBeVisible();

      const status = await draftStatus(request, owner.token, league.id);
      const turn = status.onTheClock!;
      expect(turn.pickNumber).toBe(0);
      const ownerPicks = turn.pickerId === owner.id;
      const [picker, waiter] = ownerPicks ? [page, guestPage] : [guestPage, page];
      const pickerTeam = ownerPicks ? ownerTeam : guestTeam;

      await expect(picker.getByTestId('your-turn')).toHaveText("You're on the clock");
      await expect(waiter.getByTestId('your-turn')).toHaveCount(0);
      await expect(waiter.getByTestId('pick-clock')).toContainText(pickerTeam);

      // The manager not on the clock cannot draft.
      await waiter.getByRole('tab', { name: /Available Players/ }).click();
      const waiterButtons = waiter.getByRole('button', { name: /^Draft / });
      await expect(waiterButtons.first()).toBeVisible();
      await expect(waiterButtons.first()).toBeDisabled();

      await picker.getByRole('button', { name: 'Choose a Player' }).click();
      const best = picker.getByRole('button', { name: /^Draft / }).first();
      await expect(best).toBeEnabled();
      const drafted = ((await best.getAttribute('aria-label')) ?? '').replace(/^Draft /, '');
      expect(drafted).not.toBe('');
      await best.click();
      await expect(toast(picker, 'Pick Successful')).toContainText(drafted);

      // The other manager sees it in Draft History and is now on the clock (snake order).
      await waiter.getByRole('tab', { name: /Draft History/ }).click();
      const firstPick = waiter.getByTestId('draft-history').locator('[data-pick="0"]');
      await expect(firstPick).toContainText(drafted);
      await expect(firstPick).toContainText(pickerTeam);
      await expect(waiter.getByTestId('your-turn')).toBeVisible();

      // The drafted player left the available list and shows on the Teams tab.
      await picker.getByRole('tab', { name: 'Teams' }).click();
      await expect(
        picker.getByTestId('drafted-team').filter({ hasText: pickerTeam }),
      ).toContainText(drafted);
      await waiter.getByRole('tab', { name: /Available Players/ }).click();
      await expect(
        waiter.getByRole('button', { name: `Draft ${drafted}`, exact: true }),
      ).toHaveCount(0);

      // The other manager answers with a pick of their own, which reaches the first.
      const answer = waiter.getByRole('button', { name: /^Draft / }).first();
      await expect(answer).toBeEnabled();
      const answered = ((await answer.getAttribute('aria-label')) ?? '').replace(/^Draft /, '');
      await answer.click();
      await expect(toast(waiter, 'Pick Successful')).toContainText(answered);
      await picker.getByRole('tab', { name: /Draft History/ }).click();
      await expect(picker.getByTestId('draft-history').locator('[data-pick="1"]')).toContainText(
        answered,
      );

      // Both picks are on the rosters of the teams that made them.
      const after = await draftStatus(request, owner.token, league.id);
      expect(after.picks.map((pick) => [pick.player.name, pick.teamName])).toEqual([
        [drafted, pickerTeam],
        [answered, ownerPicks ? guestTeam : ownerTeam],
      ]);
      for (const pick of after.picks) {
        const team = await request.get(`/api/teams/${pick.teamId}`, {
          headers: { authorization: `Bearer ${owner.token}` },
        });
        expect(JSON.stringify(await team.json())).toContain(pick.player.id);
      }
    } finally {
      await guestContext.close();
    }
  });

  test('a dropped connection reconnects and the room comes back', async ({ page, request }) => {
    const { owner, league } = await seedRoom(request);
    const sockets: WebSocketRoute[] = [];
    // Every socket passes through to the server; the test cuts the first one itself.
    await page.routeWebSocket(/\/api\/draft\/live\//, (socket) => {
      sockets.push(socket);
      socket.connectToServer();
    });
    await useToken(page, owner.token);
    await page.goto(`/riftdraft/${league.id}`);
    await expect(connection(page)).toHaveText('Connected');
    // Every state the indicator passes through, however briefly.
    await page.evaluate(() => {
      const indicator = document.querySelector('[data-testid="connection-status"]')!;
      const seen: string[] = [];
      Object.assign(window, { connectionStates: seen });
      new MutationObserver(() => seen.push(indicator.textContent ?? '')).observe(indicator, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await sockets[0]!.close({ code: 4000, reason: 'Cut by the test' });

    await expect.poll(() => sockets.length).toBe(2);
    await expect(connection(page)).toHaveText('Connected');
    const states = await page.evaluate(
      () => (window as unknown as { connectionStates: string[] }).connectionStates,
    );
    // The first retry comes after at most half a second.
    expect(states[0]).toMatch(/^Reconnecting in 1s…/);
    expect(states).toContain('Connected');
    await expect(participant(page, owner.username)).toContainText('Online');
    // Joined Draft is said once per visit, not again after the reconnect.
    expect(await toast(page, 'Joined Draft').count()).toBeLessThanOrEqual(1);
  });

  test('a user who is not in the league is told so and not reconnected', async ({
    page,
    request,
  }) => {
    const { league } = await seedRoom(request);
    const stranger = await createUser(request, 'stranger');
    await useToken(page, stranger.token);
    // Only the draft room's sockets count; the app's own push connection opens as well.
    let sockets = 0;
    page.on('websocket', (socket) => {
      if (socket.url().includes('/api/draft/live/')) sockets += 1;
    });
    await page.goto(`/riftdraft/${league.id}`);
    await expect(page.getByRole('heading', { name: 'Cannot Join the Draft' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My Leagues' })).toBeVisible();
    // The refusal (close code 4403) is final: no second attempt, even after the backoff.
    await page.waitForTimeout(1_500);
    expect(sockets).toBe(1);
  });
  test('the commissioner pauses and resumes a snake draft, and both managers see it', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const { owner, guest, league, ownerTeam, guestTeam } = await seedRoom(request);
    const guestContext = await browser.newContext({ baseURL });
    const guestPage = await guestContext.newPage();
    await useToken(page, owner.token);
    await useToken(guestPage, guest.token);
    try {
      await openRoom(page, league.id);
      await openRoom(guestPage, league.id);
      await page.getByRole('button', { name: 'Start Draft' }).click();
      await expect(guestPage.getByTestId('pick-countdown')).toBeVisible();
      // Only the commissioner has the clock's controls.
      await expect(guestPage.getByRole('button', { name: 'Pause' })).toHaveCount(0);
      const ownerPicks =
        (await draftStatus(request, owner.token, league.id)).onTheClock!.pickerId === owner.id;
      const picker = ownerPicks ? page : guestPage;
      const pickerTeam = ownerPicks ? ownerTeam : guestTeam;
      const onTheClockCard = picker.getByTestId('drafted-team').filter({ hasText: pickerTeam });

      await page.getByRole('button', { name: 'Pause' }).click();
      for (const viewer of [page, guestPage]) {
        await expect(viewer.getByTestId('pick-paused')).toHaveText('Paused');
        await expect(viewer.getByTestId('pick-countdown')).toHaveCount(0);
      }
      // While paused the manager on the clock cannot pick, and is told why.
      const choose = picker.getByRole('button', { name: 'Choose a Player' });
      await expect(choose).toBeDisabled();
      await picker.getByRole('tab', { name: /Available Players/ }).click();
      const draftButton = picker.getByRole('button', { name: /^Draft / }).first();
      await expect(draftButton).toBeDisabled();
      await draftButton.locator('..').hover();
      await expect(picker.getByRole('tooltip')).toHaveText(DRAFT_PAUSED);
      await picker.getByRole('tab', { name: 'Teams' }).click();
      await expect(onTheClockCard).toContainText('Paused');
      await expect(onTheClockCard).not.toContainText('Picking now…');
      await page.setViewportSize(MOBILE_VIEWPORT);
      await expect(page.getByTestId('pick-paused')).toBeInViewport();

      await page.getByRole('button', { name: 'Resume' }).click();
      for (const viewer of [page, guestPage]) {
        await expect(viewer.getByTestId('pick-countdown')).toBeVisible();
        await expect(viewer.getByTestId('pick-paused')).toHaveCount(0);
      }
      await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expect(onTheClockCard).toContainText('Picking now…');
      await expect(choose).toBeEnabled();
      await picker.getByRole('tab', { name: /Available Players/ }).click();
      await expect(draftButton).toBeEnabled();

      // Paused again, the commissioner's board closes its picks too.
      await page.getByRole('button', { name: 'Pause' }).click();
      await expect(page.getByTestId('pick-paused')).toBeVisible();
      await page.goto(`/draft?leagueId=${league.id}`);
      await expect(page.getByTestId('pick-paused')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Make Pick' })).toBeDisabled();
      await page.getByRole('tab', { name: /Available Players/ }).click();
      await expect(page.getByRole('button', { name: /^Pick / }).first()).toBeDisabled();
    } finally {
      await guestContext.close();
    }
  });

  test('on a phone the manager on the clock has the list under the clock and every tab in view', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    const { owner, guest, league } = await seedRoom(request);
    const guestContext = await browser.newContext({ baseURL });
    const guestPage = await guestContext.newPage();
    await useToken(page, owner.token);
    await useToken(guestPage, guest.token);
    try {
      await openRoom(page, league.id);
      await openRoom(guestPage, league.id);
      await page.getByRole('button', { name: 'Start Draft' }).click();
      await expect(guestPage.getByTestId('pick-countdown')).toBeVisible();
      const ownerPicks =
        (await draftStatus(request, owner.token, league.id)).onTheClock!.pickerId === owner.id;
      const [picker, waiter] = ownerPicks ? [page, guestPage] : [guestPage, page];
      // A message from the other manager: the Chat tab carries an unread count as well.
      await waiter.getByRole('tab', { name: 'Chat' }).click();
      await waiter.getByLabel('Chat message').fill('your pick');
      await waiter.getByLabel('Chat message').press('Enter');
      await expect(picker.getByRole('tab', { name: /Chat/ })).toContainText('1');

      await picker.setViewportSize(MOBILE_VIEWPORT);
      await picker.getByRole('tab', { name: /Available Players/ }).click();
      // The list sits under the clock, before the participants, with Choose a Player still there.
      const list = (await picker.getByTestId('available-players').boundingBox())!;
      const participants = (await picker
        .getByRole('heading', { name: 'Participants' })
        .boundingBox())!;
      expect(list.y).toBeLessThan(participants.y);
      await expect(picker.getByRole('button', { name: 'Choose a Player' })).toBeVisible();
      // Every tab fits the window, Chat with its count too: nothing hides past the edge.
      const tabs = await picker.getByRole('tab').all();
      expect(tabs).toHaveLength(5);
      for (const tab of tabs) {
        const box = (await tab.boundingBox())!;
        expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
      }
      // Shorter labels on a phone ("Order"); screen readers still hear the full names.
      await expect(picker.getByRole('tab', { name: 'Draft Order', exact: true })).toBeVisible();
      await expectNoSidewaysScroll(picker);

      // Scrolled down to the bottom, Choose a Player brings the list back into view.
      await picker.getByRole('tab', { name: /Draft History/ }).click();
      await picker.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await picker.getByRole('button', { name: 'Choose a Player' }).click();
      await expect(picker.getByRole('tab', { name: /Available Players/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(picker.getByRole('tab', { name: /Available Players/ })).toBeInViewport();
      await expect(picker.getByRole('button', { name: /^Draft / }).first()).toBeInViewport();
    } finally {
      await guestContext.close();
    }
  });
});
