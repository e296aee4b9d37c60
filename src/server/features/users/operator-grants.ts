import type { UsersRepository } from './repository';

export const ADMIN_USAGE = [
  'usage: npm run admin -- <command>',
  '  grant <username>   let this account edit shared player data',
  '  revoke <username>  take that right away again',
  '  list               show every operator account',
].join('\n');

export interface AdminOutcome {
  /** 0 done, 1 the command could not be carried out, 2 the command was not understood. */
  exitCode: 0 | 1 | 2;
  message: string;
}

/**
 * The operator grants behind `npm run admin`. A name is looked up once and the role is
 * stored on that account's id, so renaming the account later neither moves nor frees it.
 */
export async function runAdminCommand(
  users: UsersRepository,
  args: readonly string[],
): Promise<AdminOutcome> {
  const [command, username, ...rest] = args;
  if (command === 'list' && username === undefined) {
    const operators = await users.withRole('operator');
    if (operators.length === 0) return { exitCode: 0, message: 'No operator accounts.' };
    const width = Math.max(...operators.map((row) => row.username.length));
    return {
      exitCode: 0,
      message: operators.map((row) => `${row.username.padEnd(width)}  ${row.id}`).join('\n'),
    };
  }
  if ((command !== 'grant' && command !== 'revoke') || !username || rest.length > 0) {
    return { exitCode: 2, message: ADMIN_USAGE };
  }

  const account = await users.findByUsername(username);
  if (!account) return { exitCode: 1, message: `No account is named "${username}".` };
  const label = `${account.username} (${account.id})`;
  const role = command === 'grant' ? 'operator' : 'user';
  if (account.role === role) {
    return {
      exitCode: 0,
      message: `${label} ${role === 'operator' ? 'is already' : 'is not'} an operator; nothing changed.`,
    };
  }
  await users.setRole(account.id, role);
  return {
    exitCode: 0,
    message:
      role === 'operator'
        ? `${label} is now an operator and may edit shared player data.`
        : `${label} is no longer an operator.`,
  };
}
