/**
 * What an instance keeps of each account's session (name, role, token version), so a request
 * that finds its account here runs no statement. An entry lives `ttlMs` at most; the app's own
 * changes drop it at once (`forget`). A read that began before its account was dropped answers
 * its request but is not kept: it may hold what the change replaced, and keeping it would let an
 * old token through until the entry expired.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  /** Each drop is numbered; an account's last drop, and the last drop of every account. */
  private drops = 0;
  private readonly droppedAt = new Map<string, number>();
  private allDroppedAt = 0;

  constructor(
    private readonly limits: { ttlMs: number; maxEntries: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** The account's session, kept or read with `load`; undefined (and not kept) when missing. */
  async get(userId: string, load: (userId: string) => Promise<T | undefined>) {
    const known = this.entries.get(userId);
    if (known && known.expires > this.now()) return known.value;
    const began = this.drops;
    const value = await load(userId);
    if (value === undefined) return undefined;
    if (Math.max(this.droppedAt.get(userId) ?? 0, this.allDroppedAt) <= began) {
      if (this.entries.size >= this.limits.maxEntries) {
        this.entries.delete(this.entries.keys().next().value as string);
      }
      this.entries.set(userId, { value, expires: this.now() + this.limits.ttlMs });
    }
    return value;
  }

  /** The account changed: its next request reads it again. */
  forget(userId: string): void {
    this.drops += 1;
    this.entries.delete(userId);
    this.droppedAt.set(userId, this.drops);
    // Only reads under way need the numbers: past the limit, every one of them is refused.
    if (this.droppedAt.size > this.limits.maxEntries) this.forgetAll();
  }

  /** Changes may have been missed: every account is read again. */
  forgetAll(): void {
    this.drops += 1;
    this.entries.clear();
    this.droppedAt.clear();
    this.allDroppedAt = this.drops;
  }
}
