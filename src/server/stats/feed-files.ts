import { createWriteStream, type Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';

/** Why a feed's files could not be fetched; its message is shown in `/api/health`. */
export class FeedError extends Error {
  override name = 'FeedError';
}

export interface DownloadLimits {
  timeoutMs: number;
  maxBytes: number;
  /** Aborts the download (the instance is stopping); the abort is rethrown as it is. */
  signal: AbortSignal;
}

/**
 * Downloads `url` into `file`. An answer other than 2xx, a file larger than `maxBytes` and a
 * download slower than `timeoutMs` are refused with the reason; what was written of a refused
 * download is the caller's to remove.
 */
export async function downloadFeedFile(
  url: string,
  file: string,
  limits: DownloadLimits,
): Promise<void> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const tooLarge = () =>
    new FeedError(`the file is larger than ${formatBytes(limits.maxBytes)}; nothing was imported`);
  try {
    const response = await fetch(url, { signal: AbortSignal.any([timeout, limits.signal]) });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new FeedError(`the server answered HTTP ${response.status}`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > limits.maxBytes) {
      await response.body.cancel();
      throw tooLarge();
    }
    // The declared length may be missing or wrong: the bytes are counted as they arrive.
    let received = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > limits.maxBytes ? tooLarge() : null, chunk);
      },
    });
    await pipeline(
      Readable.fromWeb(response.body as ReadableStream<Uint8Array>),
      cap,
      createWriteStream(file),
    );
  } catch (error) {
    if (error instanceof FeedError || limits.signal.aborted) throw error;
    if (timeout.aborted) {
      throw new FeedError(`the download took longer than ${limits.timeoutMs / 1000} s`);
    }
    throw new FeedError(`the download failed: ${reasonOf(error)}`);
  }
}

/** The folder's CSV files (`*.csv`, any letter case), in name order. */
export async function feedFolderFiles(folder: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    throw new FeedError(`the folder cannot be read: ${reasonOf(error)}`);
  }
  return entries
    .filter((entry) => entry.isFile() && /\.csv$/i.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .map((name) => path.join(folder, name));
}

/** A name for the downloaded file: the URL's own when it is a plain CSV name. */
export function downloadName(url: string): string {
  const name = path.posix.basename(new URL(url).pathname);
  return /^[\w.-]{1,200}\.csv$/i.test(name) ? name : 'data-feed.csv';
}

// Node's fetch reports a refused connection or an unknown host as "fetch failed", with the
// system's reason in `cause`.
function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${bytes} bytes`;
}
