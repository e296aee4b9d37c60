import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DESKTOP_VIEWPORT } from './tests/e2e/support/browser';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// `npm run test:e2e` builds dist/web first; the web server only starts the app on it.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers on two cores. A third was a fifth faster on a fast day (leagues and players
  // specs: 2.1 min with three, 2.6 min with two), but on a slow day it starved the browsers:
  // pages took over 15 s to appear and a dozen journeys of one run timed out twice.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  // The browsers and the server share two cores: under that load a page has taken over 10 s
  // to first appear (three journeys of one CI run), though alone it takes one or two.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    viewport: DESKTOP_VIEWPORT,
    // The app stills its endless pulses and glows for users who ask for less motion; the
    // journeys ask too, so the browsers do not paint them all the time (docs/decisions/030-ci-time.md).
    reducedMotion: 'reduce',
    // A trace records a screenshot of every frame the page paints: kept for every journey, it
    // took about a third of the run. A journey that fails is run again (CI) with its trace on;
    // locally, `--trace on` asks for one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx tests/e2e/support/e2e-server.ts',
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
