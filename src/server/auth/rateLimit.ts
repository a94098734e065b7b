// Failed sign-ins per account and per address in a sliding window (in memory: one process).
export class FailureLimiter {
  private hits = new Map<string, number[]>();
  constructor(
    private max: number,
    private windowMs: number,
  ) {}

  private recent(key: string, now: number) {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Milliseconds until a key may try again, 0 when it may now. */
  retryAfter(keys: string[], now = Date.now()): number {
    let wait = 0;
    for (const key of keys) {
      const list = this.recent(key, now);
      if (list.length >= this.max) wait = Math.max(wait, list[0] + this.windowMs - now);
    }
    return wait;
  }

  fail(keys: string[], now = Date.now()) {
    for (const key of keys) this.hits.set(key, [...this.recent(key, now), now]);
    if (this.hits.size > 100_000) this.hits.clear(); // bound memory under a spray of addresses
  }

  clear(key: string) {
    this.hits.delete(key);
  }
}
