// The Playwright web server: the real app on a fresh data directory with the shipped match
// data, and seed accounts.
import { startAppServer } from './app-server';
import { LEAGUE_MEMBER, SEEDED_LEAGUE_REGIONS } from './seed';

const port = Number(process.env.E2E_PORT ?? 3100);
const server = await startAppServer(port);

const { user } = await server.register(LEAGUE_MEMBER);
for (const name of LEAGUE_MEMBER.leagues) {
  // One at a time, so the join order (and so the default selection) is fixed.
  await server.createLeague(user.id, { name, regions: SEEDED_LEAGUE_REGIONS[name] });
}
console.log(`e2e server ready at ${server.url}`);

let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
