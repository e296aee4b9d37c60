/**
 * Copies of kept pages (`league_pages`) in memory, so that a read of a page that has not
 * changed need not fetch its JSON again: the read sends the count its copy was kept at, and the
 * database answers the page only when its count is another. Never stale, as the database
 * decides on every read; bounded by bytes, the least recently used first. A copy is kept as
 * UTF-8 bytes, encoded once rather than on every answer.
 */
export function createPageCopies(maxBytes: number) {
  const copies = new Map<string, { changes: number; body: Buffer }>();
  let bytes = 0;
  const drop = (key: string) => {
    const copy = copies.get(key);
    if (!copy) return;
    copies.delete(key);
    bytes -= copy.body.length;
  };
  return {
    get(key: string) {
      const copy = copies.get(key);
      if (copy) {
        copies.delete(key);
        copies.set(key, copy);
      }
      return copy;
    },
    keep(key: string, changes: number, body: Buffer) {
      drop(key);
      if (body.length > maxBytes) return;
      copies.set(key, { changes, body });
      bytes += body.length;
      for (const oldest of copies.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    /** Bytes held, for the tests. */
    size: () => bytes,
  };
}
