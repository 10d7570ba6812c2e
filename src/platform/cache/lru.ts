/**
 * A map that keeps its most recently used entries within a budget (a count, or
 * bytes when `sizeOf` says so). Relies on Map's insertion order. An entry read
 * again soon after it was last moved to the back stays where it is (moving costs
 * two map operations on every cache hit): the order is least recently used to
 * within half the map. `evictions` counts the entries the budget pushed out (not
 * those deleted or cleared), so that an operator sees when a bound is too tight.
 */
export class Lru<V> {
  private readonly entries = new Map<string, { value: V; size: number; tick: number }>();
  private used = 0;
  private tick = 0;
  private evicted = 0;

  constructor(
    private readonly budget: number,
    private readonly sizeOf: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // (The newest entry, a lone page under load, is already at the back.)
    if (entry.tick !== this.tick && this.tick - entry.tick >= this.entries.size >> 1) {
      entry.tick = ++this.tick;
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry.value;
  }

  /** Keeps the value unless it alone is over the budget; evicts the least recently used. */
  set(key: string, value: V): boolean {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.budget) return false;
    this.entries.set(key, { value, size, tick: ++this.tick });
    this.used += size;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.budget) break;
      this.entries.delete(oldest);
      this.used -= entry.size;
      this.evicted += 1;
    }
    return true;
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.size;
  }

  /** Deletes every entry whose value matches. */
  deleteWhere(match: (value: V, key: string) => boolean) {
    for (const [key, entry] of this.entries) if (match(entry.value, key)) this.delete(key);
  }

  /** The keys and values of the entries that match (their order of use unchanged). */
  filter(match: (value: V, key: string) => boolean): [string, V][] {
    const found: [string, V][] = [];
    for (const [key, entry] of this.entries) if (match(entry.value, key)) found.push([key, entry.value]);
    return found;
  }

  clear() {
    this.entries.clear();
    this.used = 0;
  }

  get size() {
    return this.entries.size;
  }

  /** The budget in use (bytes for a byte-sized map). */
  get usage() {
    return this.used;
  }

  /** Entries pushed out to stay within the budget, since the map was made. */
  get evictions() {
    return this.evicted;
  }
}
