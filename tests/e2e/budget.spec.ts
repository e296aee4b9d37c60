import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The initial JavaScript for `/` stays within 200 KB gzipped.
const INITIAL_JS_BUDGET = 200 * 1024;

test('the home page loads at most 200 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.set(url.pathname, response.body());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Fantasy League of Legends' })).toBeVisible();

  const bodies = await Promise.all(scripts.values());
  const gzipped = bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0);
  // Page chunks for other routes must not be part of the first visit.
  expect(
    [...scripts.keys()].filter((path) => /login-page|players-page|profile-page/.test(path)),
  ).toEqual([]);
  expect(gzipped).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
});
