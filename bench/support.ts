// Pieces the live benchmarks share: tokens signed as the server signs them, the real server in
// a child process, and percentiles.

import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** An HS256 token as the server signs them (the bench knows the server's secret). */
export function signedToken(secret: string, userId: string, username: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    sub: userId,
    username,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
  })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/**
 * Starts src/server/main.ts with `env` on a free port; resolves with its ws:// base once ready.
 * SERVER_NODE_FLAGS adds Node flags to the server only (`--cpu-prof` to profile it).
 */
export function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const flags = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port && output.includes('Rift Fantasy is ready')) {
        // From here the server's log is read and dropped: keeping it would cost the client
        // more with every request measured.
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ child, base: `ws://127.0.0.1:${port}` });
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/**
 * Gives simulated client `n` an address of its own, as a proxy would report it. The live
 * benchmarks start the server trusting X-Forwarded-For from loopback (TRUST_PROXY), so the cap
 * on sockets per address sees a thousand users on a thousand addresses, not one machine.
 */
export const clientAddress = (n: number) => ({
  'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
});
export const BEHIND_PROXY = { TRUST_PROXY: 'loopback' };

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A process's resident memory now and at its peak, in MB (Linux: /proc/<pid>/status). */
export async function residentMemory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}
