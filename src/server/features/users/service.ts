import type { ProfileUpdateInput, RegisterInput } from '../../../domain/schemas';
import type { AuthResponse, User, UserRights } from '../../../domain/types';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, notFound, unauthorized, uniqueViolation } from '../../errors';
import { ONLINE_WINDOW_MS, type TokenClaims } from '../../plugins/auth';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import type { UsersRepository } from './repository';

export function toUser(row: UserRow, now = Date.now()): User {
  return {
    id: row.id,
    _id: row.id,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    online: row.lastSeenAt !== null && now - row.lastSeenAt.getTime() < ONLINE_WINDOW_MS,
  };
}

const USERNAME_TAKEN = 'Username is already taken';
const EMAIL_TAKEN = 'An account with this email already exists';

interface UsersServiceDeps {
  repository: UsersRepository;
  signToken(claims: TokenClaims): string;
  adminUsernames: string[];
}

export function createUsersService({ repository, signToken, adminUsernames }: UsersServiceDeps) {
  const authResponse = (row: UserRow): AuthResponse => ({
    token: signToken({ sub: row.id, username: row.username }),
    user: toUser(row),
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
    async register(input: RegisterInput): Promise<AuthResponse> {
      await rejectTaken(input);
      const passwordHash = await hashPassword(input.password);
      const row = await repository
        .insert({ username: input.username, email: input.email, passwordHash })
        .catch(translateUniqueViolation);
      return authResponse(row);
    },

    async login(login: string, password: string): Promise<AuthResponse> {
      const row = await repository.findByLogin(login);
      const valid = await verifyPassword(
        password,
        row?.passwordHash ?? (await decoyPasswordHash()),
      );
      // One message for both cases, so nobody learns which usernames exist.
      if (!row || !valid) throw unauthorized('Invalid username or password');
      const seen = await repository.update(row.id, { lastSeenAt: new Date() });
      return authResponse(seen ?? row);
    },

    async me(userId: string): Promise<User> {
      const row = await repository.findById(userId);
      // A token for an account that no longer exists is as good as no token.
      if (!row) throw unauthorized('Your account no longer exists. Please log in again.');
      return toUser(row);
    },

    async updateProfile(userId: string, input: ProfileUpdateInput): Promise<User> {
      const current = await repository.findById(userId);
      if (!current) throw unauthorized('Your account no longer exists. Please log in again.');
      if (input.newPassword !== undefined) {
        const valid = await verifyPassword(input.currentPassword ?? '', current.passwordHash);
        if (!valid) throw badRequest('Current password is incorrect');
      }
      await rejectTaken({ username: input.username, email: input.email }, userId);
      const row = await repository
        .update(userId, {
          username: input.username,
          email: input.email,
          // An empty avatar clears it.
          avatar: input.avatar === undefined ? undefined : input.avatar || null,
          passwordHash:
            input.newPassword === undefined ? undefined : await hashPassword(input.newPassword),
        })
        .catch(translateUniqueViolation);
      if (!row) throw unauthorized('Your account no longer exists. Please log in again.');
      return toUser(row);
    },

    async search(text: string, userId: string): Promise<User[]> {
      const now = Date.now();
      return (await repository.search(text, userId)).map((row) => toUser(row, now));
    },

    async rights(userId: string): Promise<UserRights> {
      const row = await repository.findById(userId);
      if (!row) throw notFound('User not found');
      const roles = await repository.leagueRoles(userId);
      return {
        userId,
        commissionerOf: roles.filter((role) => role.commissioner).map((role) => role.leagueId),
        memberOf: roles.filter((role) => role.member).map((role) => role.leagueId),
        canEditPlayers: adminUsernames.includes(row.username.toLowerCase()),
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
