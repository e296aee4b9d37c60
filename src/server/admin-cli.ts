// `npm run admin -- grant <username> | revoke <username> | list`: operator rights on the
// configured database (PGlite in DATA_DIR, or DATABASE_URL).
import { loadConfigOrExit } from './config';
import { openMigratedDatabase } from './db/migrate';
import { repositoriesOf } from './features/repositories';
import { runAdminCommand } from './features/users';

async function main(): Promise<number> {
  const config = loadConfigOrExit();
  const database = await openMigratedDatabase(config);
  try {
    const outcome = await runAdminCommand(repositoriesOf(database.db).users, process.argv.slice(2));
    (outcome.exitCode === 0 ? console.log : console.error)(outcome.message);
    return outcome.exitCode;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('The admin command failed:', error);
    process.exitCode = 1;
  },
);
