/**
 * Reads again until `done` holds or `ms` pass, and returns the last read: for changes that
 * reach an instance as events (PostgreSQL delivers a notification after its commit).
 */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 5_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
