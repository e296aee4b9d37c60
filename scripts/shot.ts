// `npm run shot -- <route> [--mobile] [--login] [--league] [--full] [--out file.png]`
// Screenshots one screen of the app. Without BASE_URL it starts the app itself on a free
// port and a throwaway data directory (building dist/web first when it is missing).
// `@Name` in the route stands for that pro's player id: `npm run shot -- /players/@Faker`;
// with --league, `:league` stands for the first league's id: `/leagues/:league/settings`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { type AppServer, startAppServer } from '../tests/e2e/support/app-server';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  DESKTOP_VIEWPORT,
  MOBILE_VIEWPORT,
} from '../tests/e2e/support/browser';
import { SEEDED_LEAGUE_REGIONS } from '../tests/e2e/support/seed';

const root = path.resolve(import.meta.dirname, '..');
const usage =
  'usage: npm run shot -- <route> [--mobile] [--login] [--league] [--full] [--out file.png]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    mobile: { type: 'boolean', default: false },
    login: { type: 'boolean', default: false },
    league: { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const route = positionals[0];
if (!route?.startsWith('/')) {
  console.error(usage);
  process.exit(2);
}
const login = values.login || values.league;
const slug = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
const out = path.resolve(values.out ?? `shots/${slug}${values.mobile ? '-mobile' : ''}.png`);

let server: AppServer | null = null;
if (!process.env.BASE_URL) {
  if (!existsSync(path.join(root, 'dist/web/index.html'))) {
    console.log('dist/web is missing; building the web client...');
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  server = await startAppServer(0);
}
const baseUrl = (process.env.BASE_URL ?? server?.url ?? '').replace(/\/$/, '');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({
    viewport: values.mobile ? MOBILE_VIEWPORT : DESKTOP_VIEWPORT,
    deviceScaleFactor: 1,
  });
  let target = route;
  if (login) {
    const { token, leagueId } = await demoUserToken(values.league);
    if (leagueId) target = target.replace(':league', leagueId);
    await page.goto(`${baseUrl}/`);
    await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  }
  await page.goto(`${baseUrl}${await withPlayerIds(target)}`, { waitUntil: 'networkidle' });
  // Lazy page chunks and the session check settle before the picture is taken.
  await page
    .waitForFunction(() => !document.querySelector('[role="status"]'), null, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  mkdirSync(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out, animations: 'disabled', fullPage: values.full });
  console.log(out);
} finally {
  await browser.close();
  await server?.close();
}

/** A fresh demo account (and, with --league, two leagues it runs) for logged-in screens. */
async function demoUserToken(withLeagues: boolean): Promise<{ token: string; leagueId?: string }> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const user = {
    username: `demo_${suffix}`,
    email: `demo_${suffix}@example.com`,
    password: 'correct-horse-battery',
  };
  if (server) {
    const { token, user: created } = await server.register(user);
    const leagueIds: string[] = [];
    if (withLeagues) {
      for (const [name, regions] of Object.entries(SEEDED_LEAGUE_REGIONS)) {
        leagueIds.push(await server.createLeague(created.id, { name, regions }));
      }
    }
    return { token, ...(leagueIds[0] ? { leagueId: leagueIds[0] } : {}) };
  }
  if (withLeagues) console.warn('--league needs the built-in server; BASE_URL was set, skipping.');
  const response = await fetch(`${baseUrl}/api/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return { token: ((await response.json()) as { token: string }).token };
}

/** Player ids differ on every fresh server, so routes name players as `@Name`. */
async function withPlayerIds(target: string): Promise<string> {
  let resolved = target;
  for (const [placeholder, name = ''] of target.matchAll(/@([^/?#]+)/g)) {
    const response = await fetch(`${baseUrl}/api/players?search=${encodeURIComponent(name)}`);
    const players = (await response.json()) as { id: string; name: string }[];
    const player = players.find((p) => p.name.toLowerCase() === name.toLowerCase()) ?? players[0];
    if (!player) throw new Error(`no player named ${name}`);
    resolved = resolved.replace(placeholder, player.id);
  }
  return resolved;
}
