import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
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
  /** Login, register and password-check attempts allowed per client address per minute. */
  authRateLimitMax: number;
  /**
   * Live sockets (push connections, and separately draft-room sockets) one client address may
   * hold on one instance.
   */
  liveSocketsPerAddress: number;
  /**
   * Whose X-Forwarded-For to believe: nobody's (false), that many proxies in front of the
   * server, or proxies at these addresses and subnets. Fastify's `trustProxy`.
   */
  trustProxy: TrustProxy;
  /** Mean event-loop delay (ms) past which the instance turns requests away with 503. */
  maxEventLoopDelayMs: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The built web client; the server answers client routes with its index.html. */
  webDistDir: string;
  /** Where new match data comes from by itself; unset means only `npm run import` adds games. */
  dataFeed?: DataFeedConfig | undefined;
}

/** An Oracle's Elixir CSV at an http(s) URL, or a folder of them, polled every few minutes. */
export interface DataFeedConfig {
  /** An http(s) URL, or the folder's absolute path. */
  source: string;
  kind: 'url' | 'folder';
  minutes: number;
}

export type TrustProxy = false | number | string[];

/**
 * Fastify's `trustProxy` for the setting. Fastify no longer accepts a bare hop count (it cannot
 * tell a proxy from a client that connects directly), so a count becomes a function that trusts
 * exactly that many hops: right only when clients can reach the server through those proxies alone.
 */
export function trustProxyOption(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
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

// proxy-addr's names for the loopback, link-local and private ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

// Trusting every client's X-Forwarded-For would let anyone pick the address the login limit
// counts, so `true` is refused: the proxies must be counted or named.
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = value?.trim().toLowerCase();
    if (!text || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 20) return hops;
    } else if (text !== 'true') {
      const entries = text.split(',').map((entry) => entry.trim());
      const bad = entries.filter((entry) => !isAddressOrSubnet(entry));
      if (bad.length === 0) return entries;
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY has entries that are not addresses or subnets: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY must be false, the number of proxies in front of the server (1-20), or their addresses and subnets, comma-separated',
    });
    return z.NEVER;
  });

// A URL is downloaded; anything else names a folder, which must exist when the server starts.
const dataFeedSchema = z
  .string()
  .optional()
  .transform((value, ctx): Pick<DataFeedConfig, 'source' | 'kind'> | undefined => {
    const text = value?.trim();
    if (!text) return undefined;
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
      if (URL.canParse(text) && /^https?:$/.test(new URL(text).protocol)) {
        return { source: text, kind: 'url' };
      }
      ctx.addIssue({ code: 'custom', message: 'DATA_FEED must be an http(s) URL or a folder' });
      return z.NEVER;
    }
    const folder = path.resolve(text);
    if (!isFolder(folder)) {
      ctx.addIssue({
        code: 'custom',
        message: `DATA_FEED must be an http(s) URL or a folder; ${folder} is not a folder`,
      });
      return z.NEVER;
    }
    return { source: folder, kind: 'folder' };
  });

function isFolder(candidate: string): boolean {
  return statSync(candidate, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

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
  LIVE_SOCKETS_PER_ADDRESS: integer('LIVE_SOCKETS_PER_ADDRESS', 1, 100_000).default(50),
  TRUST_PROXY: trustProxySchema,
  MAX_EVENT_LOOP_DELAY_MS: integer('MAX_EVENT_LOOP_DELAY_MS', 10, 60_000).default(1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
  DATA_FEED: dataFeedSchema,
  DATA_FEED_MINUTES: integer('DATA_FEED_MINUTES', 1, 1440).default(15),
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
    liveSocketsPerAddress: vars.LIVE_SOCKETS_PER_ADDRESS,
    trustProxy: vars.TRUST_PROXY,
    maxEventLoopDelayMs: vars.MAX_EVENT_LOOP_DELAY_MS,
    logLevel: vars.LOG_LEVEL,
    webDistDir: path.resolve(vars.WEB_DIST_DIR),
    dataFeed: vars.DATA_FEED && { ...vars.DATA_FEED, minutes: vars.DATA_FEED_MINUTES },
  };
}

/** The configuration for a command-line entry point: a bad one is reported and exits with 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
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
