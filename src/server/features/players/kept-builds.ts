/**
 * Things built from the database and kept in memory under a key that names everything they
 * depend on, so that a key the database gives on a read either finds what is current or builds
 * it. A bounded number is kept, the least recently used going first; reads that arrive while
 * one is being built wait for that one instead of building it again, and a failed build is not
 * kept.
 */
export function createKeptBuilds<Kept>(maxKept = 64) {
  const kept = new Map<string, Promise<Kept>>();
  return {
    get(key: string, build: () => Promise<Kept>): Promise<Kept> {
      const found = kept.get(key);
      if (found) {
        kept.delete(key);
        kept.set(key, found);
        return found;
      }
      const building = build();
      kept.set(key, building);
      building.catch(() => {
        if (kept.get(key) === building) kept.delete(key);
      });
      for (const oldest of kept.keys()) {
        if (kept.size <= maxKept) break;
        kept.delete(oldest);
      }
      return building;
    },
    /** How many are held, for the tests. */
    size: () => kept.size,
  };
}
