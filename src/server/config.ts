import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Everything the server reads from its environment, checked once at start. */
export interface AppConfig {
  port: number;
  host: string;
  /** Where PGlite keeps its files and where a generated JWT secret is kept. */
  dataDir: string;
  /** A PostgreSQL connection string; unset means the embedded PGlite database. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** How long a login token is valid, in seconds. */
  tokenTtlSeconds: number;
  /** Login and register attempts allowed per IP per minute. */
  authRateLimitMax: number;
  /** Operator accounts that may edit shared player data. */
  adminUsernames: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The built web client; the server answers client routes with its index.html. */
  webDistDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const integer = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

const envSchema = z.object({
  PORT: integer('PORT', 0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional(),
  TOKEN_TTL_DAYS: integer('TOKEN_TTL_DAYS', 1, 365).default(7),
  AUTH_RATE_LIMIT_MAX: integer('AUTH_RATE_LIMIT_MAX', 1, 1_000_000).default(10),
  ADMIN_USERNAMES: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
});

/**
 * Parses the environment. Empty variables count as unset, so `PORT=` falls back to the
 * default. Every problem is reported at once, naming the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `- ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  if (!vars.JWT_SECRET && vars.DATABASE_URL) {
    // Instances that share a database must share the secret, or tokens break between them.
    throw new ConfigError(
      'Invalid configuration:\n- JWT_SECRET: required when DATABASE_URL is set (every instance must sign tokens with the same secret)',
    );
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    jwtSecret: vars.JWT_SECRET ?? readOrCreateSecret(dataDir),
    tokenTtlSeconds: vars.TOKEN_TTL_DAYS * 24 * 60 * 60,
    authRateLimitMax: vars.AUTH_RATE_LIMIT_MAX,
    adminUsernames: vars.ADMIN_USERNAMES.split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    logLevel: vars.LOG_LEVEL,
    webDistDir: path.resolve(vars.WEB_DIST_DIR),
  };
}

/** In development a random secret is made once and kept beside the data, never printed. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return secret;
}
