// Player list benchmark (budget in docs/performance.md: 1,000 rows stay smooth):
//   npm run bench:player-list
// Starts the app on a throwaway PGlite directory (building dist/web when it is missing), signs a
// fresh user into a league in headless Chromium, and answers the players call with 1,000 players.
// For RUNS page loads it measures the time from navigation to 1,000 rendered rows; then it
// types "Pro 99" one key at a time and measures, per key, the time until the table shows that
// key's filtered rows; then the time to clear the search back to 1,000 rows. Rows are counted
// in the page on every frame, so the key figures hold no Playwright round trip.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { Player } from '../src/domain/contract/players';
import { startAppServer } from '../tests/e2e/support/app-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP_VIEWPORT } from '../tests/e2e/support/browser';
import { percentile } from './support';

const RUNS = Number(process.env.RUNS ?? 5);
const ROWS = 1_000;
const QUERY = 'Pro 99';

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'dist/web/index.html'))) {
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** How many of the 1,000 names "Pro 0" … "Pro 999" contain the text. */
function expectedRows(text: string): number {
  let count = 0;
  for (let index = 0; index < ROWS; index += 1) {
    if (`pro ${index}`.includes(text.toLowerCase())) count += 1;
  }
  return count;
}

// Counts rows on every frame from the moment it is installed until the table has the wanted
// number. A string, not a function: the page must not see the helpers tsx adds to functions.
const WATCH_ROWS = `(wanted) => {
  const started = performance.now();
  window.benchDone = new Promise((resolve) => {
    const tick = () => {
      if (document.querySelectorAll('tbody tr').length === wanted) resolve(performance.now() - started);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}`;

/** Milliseconds, measured in the page, from just before `act` until the table has `rows` rows. */
async function timeUntilRows(page: Page, rows: number, act: () => Promise<unknown>) {
  await page.evaluate(`(${WATCH_ROWS})(${rows})`);
  await act();
  return (await page.evaluate('window.benchDone')) as number;
}

const server = await startAppServer(0);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const { token, user } = await server.register({
    username: 'bench_lister',
    email: 'bench_lister@example.com',
    password: 'correct-horse-battery',
  });
  const leagueId = await server.createLeague(user.id, { name: 'Bench League', regions: ['KOREA'] });
  const template = (
    (await (await fetch(`${server.url}/api/players?limit=1`)).json()) as Player[]
  )[0];
  if (!template) throw new Error('no players were imported');
  const many = Array.from({ length: ROWS }, (_, index) => ({
    ...template,
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Pro ${index}`,
    avatarUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
    fantasyPoints: 2_000 - index,
  }));

  const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
  await page.route('**/api/players?*', (route) => route.fulfill({ json: many }));
  // The session is in place before the app's first script runs.
  await page.addInitScript(`localStorage.setItem('authToken', ${JSON.stringify(token)})`);

  const renders: number[] = [];
  const keys: number[] = [];
  const clears: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A navigation resets the page's clock, so a load is timed from the bench's side.
    const started = performance.now();
    await page.goto(`${server.url}/${leagueId}/players`);
    await page.waitForFunction(
      (wanted) => document.querySelectorAll('tbody tr').length === wanted,
      ROWS,
      {
        polling: 'raf',
        timeout: 60_000,
      },
    );
    renders.push(performance.now() - started);

    const search = page.getByRole('textbox', { name: 'Search players' });
    await search.focus();
    for (let length = 1; length <= QUERY.length; length += 1) {
      const key = QUERY[length - 1] ?? '';
      keys.push(
        await timeUntilRows(page, expectedRows(QUERY.slice(0, length)), () =>
          page.keyboard.press(key),
        ),
      );
    }
    // The filters outlive the page; clearing them is timed too and leaves the next load clean.
    await page.keyboard.press('ControlOrMeta+A');
    clears.push(await timeUntilRows(page, ROWS, () => page.keyboard.press('Backspace')));
  }

  const format = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `median ${percentile(sorted, 50).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
  };
  console.log(`player list, ${ROWS} rows, ${RUNS} runs`);
  console.log(`  load to ${ROWS} rows: ${format(renders)}`);
  console.log(`  keystroke to filtered rows (${keys.length} keys): ${format(keys)}`);
  console.log(`  clearing the search to ${ROWS} rows: ${format(clears)}`);
} finally {
  await browser.close();
  await server.close();
}
