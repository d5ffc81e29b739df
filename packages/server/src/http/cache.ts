// The in-process response cache: keyed by request path, each entry living as long as the lifetime
// written in that path. A Map keeps insertion order, which makes dropping the oldest entry cheap.
export interface CachedResponse {
  body: string;
  expiresAt: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): string | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.body;
  }

  set(key: string, body: string, lifetimeS: number): void {
    if (lifetimeS <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { body, expiresAt: this.now() + lifetimeS * 1000 });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
