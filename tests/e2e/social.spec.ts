import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Conversation } from '../../src/domain/contract/messages';
import {
  type CreatedUser,
  createUser,
  useToken as storeToken,
  submitLogin,
} from './support/fixtures';
import { call } from './support/leagues-api';
import {
  openConversation,
  postMessage,
  seedMessages,
  sendFriendRequest,
} from './support/social-api';

/** A browser of its own for one user, signed in. */
async function signedIn(browser: Browser, user: CreatedUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeToken(page, user.token);
  return page;
}

const toast = (page: Page, title: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: title });
const socialBadge = (page: Page) => page.getByRole('banner').getByTestId('nav-social-count');
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

// Two users, seeded data and sometimes two browsers per test: more than 30 s on two busy cores.
test.describe.configure({ timeout: 90_000 });

test.describe('Friends and messages', () => {
  test('two users become friends, message each other live, and one removes the other', async ({
    browser,
    request,
  }) => {
    // Two browsers through a whole friendship: well over the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const ana = await createUser(request, 'ana');
    const bo = await createUser(request, 'bo');
    const pageA = await signedIn(browser, ana);
    const pageB = await signedIn(browser, bo);
    await pageB.goto('/friends');
    await expect(pageB.getByText("You don't have any friends yet.")).toBeVisible();
    await expect(socialBadge(pageB)).toHaveCount(0);

    // Ana finds Bo; blank text searches nothing.
    await pageA.goto('/friends');
    await expect(pageA.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
    await expect(pageA.getByText('Search for users to add them as friends.')).toBeVisible();
    const search = pageA.getByPlaceholder('Search for users by username or email');
    await search.fill('   ');
    await search.press('Enter');
    await expect(pageA.getByTestId('search-results')).toHaveCount(0);
    await search.fill('nobody-has-this-name-zz');
    await search.press('Enter');
    await expect(pageA.getByText('No users found matching your search.')).toBeVisible();
    await search.fill(bo.username);
    await pageA.getByRole('button', { name: 'Search', exact: true }).click();
    const result = pageA.getByTestId('search-result').filter({ hasText: bo.username });
    await expect(result).toHaveCount(1);
    // Found by name, the address is masked.
    await expect(result).toContainText('•••');
    await result.getByRole('button', { name: 'Add Friend' }).click();
    await expect(toast(pageA, 'Friend request sent')).toBeVisible();
    await expect(result.getByRole('button', { name: 'Request Sent' })).toBeDisabled();
    await tab(pageA, /Sent Requests/).click();
    await expect(pageA).toHaveURL('/friends?tab=sent');
    const sent = pageA.getByTestId('sent-request');
    await expect(sent).toContainText(bo.username);
    await expect(sent).toContainText(/Request sent [A-Z][a-z]{2} \d{1,2}, \d{4}/);

    // Bo hears of it without a reload, and accepts.
    await expect(socialBadge(pageB)).toHaveText('1');
    await expect(tab(pageB, /Friend Requests/)).toContainText('1');
    await tab(pageB, /Friend Requests/).click();
    await pageB.getByRole('button', { name: `Accept friend request from ${ana.username}` }).click();
    await expect(toast(pageB, 'Friend request accepted')).toBeVisible();
    await expect(pageB.getByText("You don't have any friend requests.")).toBeVisible();
    await expect(socialBadge(pageB)).toHaveCount(0);
    await tab(pageB, /My Friends/).click();
    await expect(pageB.getByTestId('friend-row')).toContainText(ana.username);

    // Ana's list follows; she opens a conversation with Bo from My Friends.
    await tab(pageA, /My Friends/).click();
    await expect(pageA.getByTestId('friend-row')).toContainText(bo.username);
    await expect(tab(pageA, /Sent Requests/)).toContainText('0');
    await pageA.getByRole('button', { name: `Message ${bo.username}` }).click();
    await expect(pageA).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(pageA.getByRole('heading', { level: 1, name: bo.username })).toBeVisible();
    await expect(pageA.getByTestId('conversation-online')).toHaveText('Online');
    await expect(pageA.getByText('No messages yet.')).toBeVisible();
    await expect(pageA.getByText('Send a message to start the conversation.')).toBeVisible();

    const boxA = pageA.getByPlaceholder('Type a message...');
    const sendA = pageA.getByRole('button', { name: 'Send message' });
    await expect(sendA).toBeDisabled();
    await boxA.fill('   ');
    await expect(sendA).toBeDisabled();
    await boxA.fill('Hey Bo, want to trade Faker?');
    await boxA.press('Enter');
    await expect(pageA.getByTestId('message-own')).toHaveText(/Hey Bo, want to trade Faker\?/);
    await expect(boxA).toHaveValue('');
    await expect(pageA.getByTestId('day-separator')).toHaveText('Today');

    // Bo, on the friends page, sees the unread conversation before opening it.
    await expect(socialBadge(pageB)).toHaveText('1');
    await tab(pageB, /Messages/).click();
    const row = pageB.getByTestId('conversation-row');
    await expect(row).toContainText(ana.username);
    await expect(row.getByTestId('conversation-preview')).toHaveText(
      'Hey Bo, want to trade Faker?',
    );
    await expect(row.getByTestId('conversation-unread')).toHaveText('1');
    await row.click();
    await expect(pageB.getByRole('heading', { level: 1, name: ana.username })).toBeVisible();
    await expect(pageB.getByTestId('message-other')).toHaveText(/Hey Bo, want to trade Faker\?/);
    await expect(socialBadge(pageB)).toHaveCount(0);

    // Bo answers on two lines (Shift+Enter) with the send button; Ana sees it without a reload.
    const boxB = pageB.getByPlaceholder('Type a message...');
    await boxB.fill('Maybe.');
    await boxB.press('Shift+Enter');
    await boxB.pressSequentially('What do you offer?');
    await expect(boxB).toHaveValue('Maybe.\nWhat do you offer?');
    await pageB.getByRole('button', { name: 'Send message' }).click();
    await expect(pageB.getByTestId('message-own')).toHaveText(/Maybe\.\nWhat do you offer\?/);
    await expect(pageA.getByTestId('message-other')).toHaveText(/Maybe\.\nWhat do you offer\?/);
    await expect(pageA.getByTestId('message-other').locator('time')).toHaveText(
      /^\d{1,2}:\d{2} [AP]M$/,
    );

    // Ana removes Bo; Bo's list empties too.
    await pageA.getByRole('link', { name: 'Messages' }).click();
    await expect(pageA).toHaveURL('/friends?tab=messages');
    await expect(pageA.getByTestId('conversation-row')).toContainText('Maybe.');
    await tab(pageA, /My Friends/).click();
    await pageA.getByRole('button', { name: `Remove ${bo.username}` }).click();
    await pageA.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(toast(pageA, 'Friend removed')).toBeVisible();
    await expect(pageA.getByText("You don't have any friends yet.")).toBeVisible();
    await pageB.goto('/friends');
    await expect(pageB.getByText("You don't have any friends yet.")).toBeVisible();
  });

  test('older messages load 20 at a time while the last page was full', async ({
    browser,
    request,
  }) => {
    const ana = await createUser(request, 'ana');
    const bo = await createUser(request, 'bo');
    const conversation = await openConversation(request, ana.token, bo.id);
    await seedMessages(request, conversation.id, [ana.token, bo.token], 45);

    const page = await signedIn(browser, ana);
    await page.goto(`/messages/${conversation.id}`);
    const bubbles = page.getByTestId('message-thread').locator('[data-testid^="message-"]');
    await expect(bubbles).toHaveCount(20);
    await expect(bubbles.first()).toContainText('Message 26');
    await expect(bubbles.last()).toContainText('Message 45');
    const older = page.getByRole('button', { name: 'Load older messages' });
    await older.click();
    await expect(bubbles).toHaveCount(40);
    await expect(bubbles.first()).toContainText('Message 6');
    await older.click();
    await expect(bubbles).toHaveCount(45);
    await expect(bubbles.first()).toContainText('Message 1');
    await expect(older).toHaveCount(0);
    // Odd numbers came from Bo, on the left; even ones are Ana's own, on the right.
    await expect(page.getByTestId('message-own')).toHaveCount(22);
    await expect(page.getByTestId('message-other')).toHaveCount(23);
  });

  test('a user with a pending request cannot be asked again, and an unknown conversation goes back to Messages', async ({
    browser,
    request,
  }) => {
    const ana = await createUser(request, 'ana');
    const bo = await createUser(request, 'bo');
    await sendFriendRequest(request, ana.token, bo.id);
    const page = await signedIn(browser, ana);
    await page.goto('/friends?tab=sent');
    await expect(page.getByTestId('sent-request')).toContainText(bo.username);
    const search = page.getByPlaceholder('Search for users by username or email');
    await search.fill(bo.email);
    await search.press('Enter');
    const result = page.getByTestId('search-result');
    await expect(result).toContainText(bo.email);
    await expect(result.getByRole('button', { name: 'Request Sent' })).toBeDisabled();

    await page.goto('/messages/00000000-0000-4000-8000-000000000000');
    await expect(toast(page, 'Error loading conversation')).toContainText('Conversation not found');
    await expect(toast(page, 'Error loading messages')).toHaveCount(0);
    await expect(page).toHaveURL('/friends?tab=messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText("You don't have any conversations yet.")).toBeVisible();
    await expect(page.getByText('Connect with your friends to start messaging.')).toBeVisible();
  });
});

/** Makes the page look hidden (another tab in front) or shown again, as a browser tells it. */
const showPage = (page: Page, shown: boolean) =>
  page.evaluate((visible) => {
    Object.defineProperty(document, 'visibilityState', {
      value: visible ? 'visible' : 'hidden',
      configurable: true,
    });
    Object.defineProperty(document, 'hidden', { value: !visible, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, shown);

test.describe('Read receipts', () => {
  test('a message that arrives while the tab is hidden is read once the tab is shown', async ({
    browser,
    request,
  }) => {
    const ana = await createUser(request, 'ana');
    const bo = await createUser(request, 'bo');
    const conversation = await openConversation(request, ana.token, bo.id);
    const unreadOfBo = async () =>
      (
        await call<Conversation>(
          request,
          'get',
          `/messages/conversations/${conversation.id}`,
          bo.token,
        )
      ).unreadCount;

    const page = await signedIn(browser, bo);
    await page.goto(`/messages/${conversation.id}`);
    await expect(page.getByText('No messages yet.')).toBeVisible();
    await showPage(page, false);
    await postMessage(request, ana.token, conversation.id, 'Still there?');
    // The open page receives it, but nobody has looked: Ana is not told it was seen.
    await expect(page.getByTestId('message-other')).toHaveText(/Still there\?/);
    await page.waitForTimeout(1_500);
    expect(await unreadOfBo()).toBe(1);

    await showPage(page, true);
    await expect.poll(unreadOfBo).toBe(0);
  });
});

test.describe('A conversation on a shaky connection', () => {
  test('stays open, with what was typed, when a later check of it fails', async ({
    browser,
    request,
  }) => {
    const ana = await createUser(request, 'ana');
    const bo = await createUser(request, 'bo');
    const conversation = await openConversation(request, ana.token, bo.id);
    await postMessage(request, ana.token, conversation.id, 'Deal?');

    const page = await signedIn(browser, bo);
    // The page's timers run on a clock the test moves.
    await page.clock.install();
    await page.goto(`/messages/${conversation.id}`);
    await expect(page.getByTestId('message-other')).toHaveText(/Deal\?/);
    await page.getByPlaceholder('Type a message...').fill('Let me think about');

    // The connection drops: the next checks of the conversation (every 30 s, then the
    // retries) fail.
    await page.route(`**/api/messages/conversations/${conversation.id}`, (route) =>
      route.abort('internetdisconnected'),
    );
    for (let step = 0; step < 10; step += 1) {
      await page.clock.runFor(5_000);
      // Each failure answers, and schedules the next retry, on the page's own time.
      await page.waitForTimeout(300);
    }
    await expect(page.getByTestId('message-other')).toHaveText(/Deal\?/);
    await expect(page).toHaveURL(`/messages/${conversation.id}`);
    await expect(page.getByPlaceholder('Type a message...')).toHaveValue('Let me think about');
    await expect(toast(page, 'Error loading conversation')).toHaveCount(0);
  });
});

test.describe('Presence', () => {
  test('a friend who comes online is shown online without a reload', async ({
    browser,
    request,
  }) => {
    const ana = await createUser(request, 'ana');
    const bo = await createUser(request, 'bo');
    await sendFriendRequest(request, ana.token, bo.id);
    await sendFriendRequest(request, bo.token, ana.id);

    const page = await signedIn(browser, ana);
    await page.clock.install();
    await page.goto('/friends');
    const boRow = page.getByTestId('friend-row').filter({ hasText: bo.username });
    await expect(boRow).toContainText('•••@');
    await expect(boRow).not.toContainText('Online');

    // Bo opens the app: his push connection makes him online.
    const pageB = await signedIn(browser, bo);
    await pageB.goto('/friends');
    await expect(pageB.getByTestId('friend-row')).toContainText('Online');

    for (let step = 0; step < 8; step += 1) {
      await page.clock.runFor(5_000);
      await page.waitForTimeout(300);
    }
    await expect(boRow).toContainText('Online');
  });
});

test.describe('Messages without the push connection', () => {
  test('new messages still arrive, by asking every 10 seconds', async ({ browser, request }) => {
    const ana = await createUser(request, 'ana');
    const bo = await createUser(request, 'bo');
    const conversation = await openConversation(request, ana.token, bo.id);
    await postMessage(request, ana.token, conversation.id, 'Are you there?');

    const page = await signedIn(browser, bo);
    // The push socket opens but never answers: the page falls back to polling.
    await page.routeWebSocket(/\/api\/live$/, () => undefined);
    await page.goto(`/messages/${conversation.id}`);
    await expect(page.getByTestId('message-other')).toHaveText(/Are you there\?/);
    await postMessage(request, ana.token, conversation.id, 'Polling works');
    await expect(page.getByTestId('message-other').last()).toHaveText(/Polling works/, {
      timeout: 15_000,
    });
  });
});

test.describe('Profile', () => {
  test('a user changes the avatar and the password, then logs in with the new password', async ({
    page,
    request,
    baseURL,
  }) => {
    const user = await createUser(request, 'pro');
    await storeToken(page, user.token);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByText('will be possible here soon')).toHaveCount(0);
    await expect(page.getByLabel('Username')).toHaveValue(user.username);
    await expect(page.getByLabel('Email')).toHaveValue(user.email);

    const avatarUrl = `${baseURL}/favicon.svg`;
    await page.getByLabel('Avatar URL').fill(avatarUrl);
    await expect(page.getByTestId('avatar-preview').locator('img')).toHaveAttribute(
      'src',
      avatarUrl,
    );

    // Field-level errors: a mismatch, then a wrong current password from the server.
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-pass');
    await page.getByLabel('Confirm New Password').fill('something-else');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm New Password').fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();

    await page.getByLabel('Current Password').fill(user.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: 'Profile updated' }),
    ).toBeVisible();
    await expect(page.getByLabel('Current Password')).toHaveValue('');
    // The header shows the new picture; the fresh token keeps the session working.
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu' }).locator('img'),
    ).toHaveAttribute('src', avatarUrl);
    const stored = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(stored).not.toBe(user.token);
    await page.reload();
    await expect(page.getByLabel('Avatar URL')).toHaveValue(avatarUrl);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await submitLogin(page, user.username, user.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await submitLogin(page, user.username, 'a-brand-new-pass');
    // Logging out from /profile remembered it: the new login returns there.
    await expect(page).toHaveURL('/profile');
    await expect(page.getByLabel('Avatar URL')).toHaveValue(avatarUrl);
    await expect(page.getByTestId('user-menu-username')).toHaveText(user.username);
  });
});
