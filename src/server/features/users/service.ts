import type {
  AuthResponse,
  ProfileUpdateInput,
  ProfileUpdateResponse,
  RegisterInput,
  User,
  UserRights,
} from '../../../domain/contract/users';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, notFound, unauthorized, uniqueViolation } from '../../errors';
import type { SignedClaims } from '../../plugins/auth';
import { repositoriesOf } from '../repositories';
import { type AuthThrottle, accountKey, unknownLoginKey } from './auth-throttle';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { readerAmong, selfReader, toUser } from './user-json';

const USERNAME_TAKEN = 'Username is already taken';
const EMAIL_TAKEN = 'An account with this email already exists';

interface UsersServiceDeps {
  signToken(claims: SignedClaims): string;
  throttle: AuthThrottle;
}

export function createUsersService(db: Db, { signToken, throttle }: UsersServiceDeps) {
  const repos = repositoriesOf(db);
  const repository = repos.users;
  const tokenFor = (row: UserRow) =>
    signToken({ sub: row.id, username: row.username, ver: row.tokenVersion });
  const authResponse = (row: UserRow): AuthResponse => ({
    token: tokenFor(row),
    user: toUser(row, selfReader(row.id)),
  });

  /** Names the field that clashes; the unique indexes stay the authority under races. */
  const rejectTaken = async (
    fields: { username?: string | undefined; email?: string | undefined },
    exceptId?: string,
  ) => {
    const taken = await repository.findTaken(fields, exceptId);
    if (taken.username) throw conflict(USERNAME_TAKEN);
    if (taken.email) throw conflict(EMAIL_TAKEN);
  };

  const translateUniqueViolation = (error: unknown): never => {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    throw conflict(constraint.includes('email') ? EMAIL_TAKEN : USERNAME_TAKEN);
  };

  return {
    /** A logout: the token it came with is refused from now on, on every instance. */
    async logout(userId: string, token: { hash: string; expiresAt: Date }): Promise<void> {
      await repository.revokeToken(userId, token.hash, token.expiresAt);
    },

    async register(input: RegisterInput, address: string): Promise<AuthResponse> {
      await rejectTaken(input);
      const passwordHash = await hashPassword(input.password);
      const row = await repository
        .insert({ username: input.username, email: input.email, passwordHash })
        .catch(translateUniqueViolation);
      await throttle.rememberAddress(row.id, address);
      return authResponse(row);
    },

    async login(login: string, password: string, address: string): Promise<AuthResponse> {
      const row = await repository.findByLogin(login);
      // Username and email of one account share its count, so switching between them gains nothing.
      const attempt = row ? await throttle.loginKey(row.id, address) : unknownLoginKey(login);
      await throttle.beginAttempt(attempt);
      const valid = await verifyPassword(
        password,
        row?.passwordHash ?? (await decoyPasswordHash()),
      );
      // One message for both cases, so nobody learns which usernames exist.
      if (!row || !valid) throw unauthorized('Invalid username or password');
      await throttle.succeeded(attempt);
      await throttle.rememberAddress(row.id, address);
      return authResponse(row);
    },

    async me(userId: string): Promise<User> {
      const row = await repository.findById(userId);
      // A token for an account that no longer exists is as good as no token.
      if (!row) throw unauthorized('Your account no longer exists. Please log in again.');
      return toUser(row, selfReader(row.id));
    },

    /** The answer carries a token for the account's current version, to replace the old one. */
    async updateProfile(userId: string, input: ProfileUpdateInput): Promise<ProfileUpdateResponse> {
      const current = await repository.findById(userId);
      if (!current) throw unauthorized('Your account no longer exists. Please log in again.');
      if (input.newPassword !== undefined) {
        // A stolen session must not become a way round the login's lockout.
        await throttle.beginAttempt(accountKey(userId));
        const valid = await verifyPassword(input.currentPassword ?? '', current.passwordHash);
        if (!valid) throw badRequest('Current password is incorrect');
        await throttle.succeeded(accountKey(userId));
      }
      await rejectTaken({ username: input.username, email: input.email }, userId);
      const changesPassword = input.newPassword !== undefined;
      const row = await repository
        .update(
          userId,
          {
            username: input.username,
            email: input.email,
            // An empty avatar clears it.
            avatar: input.avatar === undefined ? undefined : input.avatar || null,
            passwordHash:
              input.newPassword === undefined ? undefined : await hashPassword(input.newPassword),
          },
          // Whoever knew the old password may hold a session: a new password ends them all.
          { endSessions: changesPassword },
        )
        .catch(translateUniqueViolation);
      if (!row) throw unauthorized('Your account no longer exists. Please log in again.');
      return { ...toUser(row, selfReader(row.id)), token: tokenFor(row) };
    },

    async search(text: string, viewerId: string): Promise<User[]> {
      const rows = await repository.search(text, viewerId);
      const reader = await readerAmong(
        repos.friends,
        viewerId,
        rows.map((row) => row.id),
      );
      const now = Date.now();
      return rows.map((row) => toUser(row, { ...reader, query: text }, now));
    },

    /**
     * In full for yourself. Of someone else only what anyone may see: their public leagues,
     * and never their operator status, which would point attackers at the accounts worth taking.
     */
    async rights(userId: string, viewerId: string): Promise<UserRights> {
      const row = await repository.findById(userId);
      if (!row) throw notFound('User not found');
      const own = userId === viewerId;
      const roles = (await repository.leagueRoles(userId)).filter((role) => own || role.isPublic);
      return {
        userId,
        commissionerOf: roles.filter((role) => role.commissioner).map((role) => role.leagueId),
        memberOf: roles.filter((role) => role.member).map((role) => role.leagueId),
        canEditPlayers: own && row.role === 'operator',
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
