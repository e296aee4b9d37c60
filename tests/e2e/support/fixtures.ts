import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SEED_PASSWORD } from './seed';

let sequence = 0;

/** Credentials for a user nobody has registered yet (workers run in parallel). */
export function newUser(prefix = 'player') {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 5)}`;
  const username = `${prefix}_${id}`.slice(0, 30);
  return { username, email: `${username}@example.com`, password: SEED_PASSWORD };
}

export interface CreatedUser {
  username: string;
  email: string;
  password: string;
  id: string;
  token: string;
}

/** Registers a user through the API (the server is the real one). */
export async function createUser(
  request: APIRequestContext,
  prefix?: string,
): Promise<CreatedUser> {
  const user = newUser(prefix);
  const response = await request.post('/api/users/register', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string; user: { id: string } };
  return { ...user, id: body.user.id, token: body.token };
}

/** Logs in through the API and returns the token, e.g. for the seeded league member. */
export async function tokenFor(
  request: APIRequestContext,
  username: string,
  password = SEED_PASSWORD,
): Promise<string> {
  const response = await request.post('/api/users/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Starts the browser session with a stored token, as a returning user would have it. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
}

/** Fills and sends the Log In form on the current page. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

export const storedItem = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);
