import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { describe } from 'vitest';

/**
 * `describe` for servers and scripts run as child processes on the embedded database, which they
 * use whatever DATABASE_URL says: the API tests' run on PostgreSQL leaves them out, as it would
 * only repeat them.
 */
export const describeEmbedded = describe.skipIf(Boolean(process.env.DATABASE_URL));

/**
 * The real entry point in a child process (PGlite unless told), loaded through tsx so a test
 * needs no build; `npm start` runs the same module bundled (startNpm covers that path).
 */
export function startServer(env: Record<string, string>) {
  return spawnWithOutput(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], env);
}

/** `npm start` itself, as an operator or a supervisor runs it (PGlite unless told). */
export function startNpm(env: Record<string, string>) {
  return spawnWithOutput('npm', ['start'], env);
}

function spawnWithOutput(
  command: string,
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(command, args, {
    env: { ...process.env, DATABASE_URL: '', JWT_SECRET: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

export async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the server says it is ready and returns its base URL. */
export async function readyUrl(output: () => string): Promise<string> {
  await waitFor(() => output().includes('Rift Fantasy is ready'), 60_000);
  const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output())?.[1];
  return `http://127.0.0.1:${port}`;
}

/**
 * How the process ended, or null if it was still running after `timeoutMs`; a process that
 * overstays is killed, so a failing test leaves nothing behind.
 */
export async function exitWithin(
  child: ChildProcess,
  timeoutMs: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null } | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return { code: child.exitCode, signal: child.signalCode };
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      child.kill('SIGKILL');
      resolve(null);
    }, timeoutMs);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      resolve({ code, signal });
    };
    child.once('exit', onExit);
  });
}

/** The ids of `pid` and of every process below it, read from `ps`. */
export function processTree(pid: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [child, parent] of rows) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
