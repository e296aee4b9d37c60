import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/server/features/users/operator-grants';
import { createUsersRepository } from '../../src/server/features/users/repository';
import { grantOperator, registerUser, requester } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

let t: TestApp;
let call: ReturnType<typeof requester>;
let playerId: string;
beforeAll(async () => {
  t = await createTestApp();
  call = requester(t.app);
  const players = (await call('GET', '/api/players?limit=1')).json() as { id: string }[];
  playerId = players[0]!.id;
});
afterAll(() => t.close());

const admin = (...args: string[]) => runAdminCommand(createUsersRepository(t.database.db), args);
const editImage = (token: string) =>
  call('POST', `/api/players/${playerId}/update-image`, token, { imageUrl: null });
const canEditPlayers = async (id: string, token: string) =>
  (await call('GET', `/api/users/rights/${id}`, token)).json().canEditPlayers;

describe('operator rights', () => {
  it('stay with the account when it is renamed; the freed name grants nothing', async () => {
    const operator = await registerUser(t.app, { username: 'Ops_Lead' });
    await grantOperator(t.database.db, operator.user.id);
    expect((await editImage(operator.token)).statusCode).toBe(200);

    const renamed = await call('PUT', '/api/users/profile', operator.token, {
      username: 'Ops_Retired',
    });
    expect(renamed.statusCode).toBe(200);
    const claimant = await registerUser(t.app, {
      username: 'Ops_Lead',
      email: 'claimant@example.com',
    });

    const refused = await editImage(claimant.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Only operators can edit player data',
      code: 'FORBIDDEN',
    });
    expect(await canEditPlayers(claimant.user.id, claimant.token)).toBe(false);
    expect(await canEditPlayers(operator.user.id, operator.token)).toBe(true);
  });
});

describe('npm run admin', () => {
  it('grants, lists and revokes the role by username, in any letter case', async () => {
    const account = await registerUser(t.app, { username: 'Grant_Me' });
    expect((await editImage(account.token)).statusCode).toBe(403);
    // The new role reaches every instance as an event, a moment after the command.
    const editsAs = (status: number) =>
      until(
        () => editImage(account.token),
        (response) => response.statusCode === status,
      );

    const granted = await admin('grant', 'grant_me');
    expect(granted).toEqual({
      exitCode: 0,
      message: `Grant_Me (${account.user.id}) is now an operator and may edit shared player data.`,
    });
    expect((await editsAs(200)).statusCode).toBe(200);
    expect((await admin('grant', 'Grant_Me')).message).toMatch(/is already an operator/);

    const listed = await admin('list');
    expect(listed.exitCode).toBe(0);
    expect(listed.message).toMatch(new RegExp(`^Grant_Me\\s+${account.user.id}$`, 'm'));

    const revoked = await admin('revoke', 'Grant_Me');
    expect(revoked).toEqual({
      exitCode: 0,
      message: `Grant_Me (${account.user.id}) is no longer an operator.`,
    });
    expect((await editsAs(403)).statusCode).toBe(403);
    expect((await admin('list')).message).not.toContain('Grant_Me');
  });

  it('fails with exit code 1 for an unknown account and 2 for a bad command', async () => {
    expect(await admin('grant', 'nobody_by_this_name')).toEqual({
      exitCode: 1,
      message: 'No account is named "nobody_by_this_name".',
    });
    for (const args of [[], ['grant'], ['promote', 'x'], ['grant', 'a', 'b'], ['list', 'x']]) {
      const outcome = await admin(...args);
      expect(outcome.exitCode).toBe(2);
      expect(outcome.message).toMatch(/^usage: npm run admin -- <command>/);
    }
  });

  it('does not grant by email address', async () => {
    const account = await registerUser(t.app, { username: 'Mail_Only' });
    expect((await admin('grant', account.user.email)).exitCode).toBe(1);
  });
});
