import crypto from "node:crypto";
import { isMainThread, workerData } from "node:worker_threads";

/**
 * The cache's state lives on globalThis: the server script and Next's compiled
 * server bundle each load their own copy of this module, and both must see one
 * set of versions and entries. The versions also live in shared memory: the
 * server's front thread (which answers cached pages) and the renderer thread
 * (Next, the database, every save) read and move the same counters, so a save
 * is seen by the front thread the moment the renderer moves its version on, with
 * no message to wait for.
 */
const SLOTS = 1 << 20;
const HOSTS = SLOTS;
const GENERATION = SLOTS + 1;
const READY = SLOTS + 2;
const PAGE_ENTRIES = SLOTS + 3;
const PAGE_BYTES = SLOTS + 4;
const PAGE_EVICTIONS = SLOTS + 5;
/** Host lookups' known entries, unknown entries and evictions: the front (main) thread's, then the renderer's. */
const HOST_USAGE = SLOTS + 6;
const FIXED = HOST_USAGE + 6;
/** Per organization (by id, modulo SLOTS): moved on by every save that named keys (a page that read any unnamed data depends on it). */
const KEYED = FIXED;
/** Per (organization, key), hashed: moved on by every save that named that key. A collision only invalidates more. */
const KEY_SLOTS = 1 << 20;
const KEYS = KEYED + SLOTS;
const COUNTERS = KEYS + KEY_SLOTS;

/** What a worker thread needs to share this process's cache versions. */
export type SharedCache = { buffer: SharedArrayBuffer; instance: string };

export type CacheState = {
  /** Random per process: tells this instance's broadcasts from other instances'. */
  instance: string;
  /** The shared counters: one per organization (by id, modulo 2^20), then hosts, generation, ready, the caches' usage, then the keyed ones. */
  counters: Int32Array;
  /** Moved on by every invalidation: a host lookup that overlapped one is not kept. */
  hostsVersion: number;
  /** Moved on when invalidations may have been missed: every version changes with it. */
  generation: number;
  /**
   * False while an instance sharing a PostgreSQL database cannot hear the others'
   * invalidations (the LISTEN connection is down): nothing is served from or kept in
   * the cache then, so no instance serves what another one changed.
   */
  ready: boolean;
  /** This thread's stores (data reads, host lookups, pages), by name. */
  stores: Map<string, Store>;
  /** For a worker thread that must share these counters. */
  shared: SharedCache;
};

function createState(): CacheState {
  const inherited = (workerData as { onsiteCache?: SharedCache } | null)?.onsiteCache;
  const shared = inherited ?? { buffer: new SharedArrayBuffer(COUNTERS * 4), instance: crypto.randomBytes(6).toString("base64url") };
  const counters = new Int32Array(shared.buffer);
  if (!inherited) Atomics.store(counters, READY, 1);
  return {
    instance: shared.instance,
    counters,
    shared,
    stores: new Map(),
    get hostsVersion() {
      return Atomics.load(counters, HOSTS);
    },
    set hostsVersion(value: number) {
      Atomics.store(counters, HOSTS, value);
    },
    get generation() {
      return Atomics.load(counters, GENERATION);
    },
    set generation(value: number) {
      Atomics.store(counters, GENERATION, value);
    },
    get ready() {
      return Atomics.load(counters, READY) === 1;
    },
    set ready(value: boolean) {
      Atomics.store(counters, READY, value ? 1 : 0);
    },
  };
}

const g = globalThis as unknown as { __onsiteCache?: CacheState };

export const cacheState: CacheState = (g.__onsiteCache ??= createState());

const clamp = (n: number) => Math.min(n, 2 ** 31 - 1);

/** The page cache's size and evictions, published by the thread that holds it for any thread to read. */
export function publishPageUsage(entries: number, bytes: number, evictions: number) {
  Atomics.store(cacheState.counters, PAGE_ENTRIES, entries);
  Atomics.store(cacheState.counters, PAGE_BYTES, clamp(bytes));
  Atomics.store(cacheState.counters, PAGE_EVICTIONS, clamp(evictions));
}

export const pageUsage = () => ({
  entries: Atomics.load(cacheState.counters, PAGE_ENTRIES),
  bytes: Atomics.load(cacheState.counters, PAGE_BYTES),
  evictions: Atomics.load(cacheState.counters, PAGE_EVICTIONS),
});

export type HostUsage = { known: number; unknown: number; evictions: number };

/** A thread's host lookups (each thread keeps its own): the main thread's in the front's slots, a worker's in the renderer's. */
export function publishHostUsage(usage: HostUsage) {
  const at = HOST_USAGE + (isMainThread ? 0 : 3);
  Atomics.store(cacheState.counters, at, clamp(usage.known));
  Atomics.store(cacheState.counters, at + 1, clamp(usage.unknown));
  Atomics.store(cacheState.counters, at + 2, clamp(usage.evictions));
}

const hostUsageAt = (at: number): HostUsage => ({
  known: Atomics.load(cacheState.counters, at),
  unknown: Atomics.load(cacheState.counters, at + 1),
  evictions: Atomics.load(cacheState.counters, at + 2),
});

/** Both threads' host lookups: the front's (which answers cached pages) and the renderer's. */
export const hostUsage = () => ({ front: hostUsageAt(HOST_USAGE), renderer: hostUsageAt(HOST_USAGE + 3) });

/** Moves the organization's version on (in every thread of this process). */
export function bumpVersion(organizationId: number) {
  Atomics.add(cacheState.counters, organizationId % SLOTS, 1);
}

/** What every store can do when the data behind it changes. */
export type Store = {
  /** Drops what was built from one organization's data. */
  drop(organizationId: number): void;
  /** Drops everything. */
  clear(): void;
};

/** One named store per process (the first module copy to ask creates it). */
export function store<T extends Store>(name: string, create: () => T): T {
  let value = cacheState.stores.get(name) as T | undefined;
  if (value === undefined) {
    value = create();
    cacheState.stores.set(name, value);
  }
  return value;
}

/** How many times this process saw the organization invalidated. */
const versionOf = (organizationId: number): number => Atomics.load(cacheState.counters, organizationId % SLOTS);

/**
 * The organization's version as entries record it: it changes with every
 * invalidation of the organization, and with every generation.
 */
export function versionKey(organizationId: number): number {
  return cacheState.generation * 2 ** 32 + versionOf(organizationId);
}

/** FNV-1a of the organization and key: the key's counter slot. */
function keyHash(organizationId: number, key: string): number {
  let hash = 0x811c9dc5 ^ organizationId;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % KEY_SLOTS;
}

/**
 * The counter a cached read (or a page) depends on: the named key's when the read names
 * one, else the organization's keyed counter, which every save that names keys moves on
 * (a read of unnamed data may show any of them).
 */
export const dependencySlot = (organizationId: number, key: string | undefined): number =>
  key === undefined ? KEYED + (organizationId % SLOTS) : KEYS + keyHash(organizationId, key);

export const slotValue = (slot: number): number => Atomics.load(cacheState.counters, slot);

/** A save named these keys: moves each one's counter on, and the organization's keyed counter. */
export function bumpKeys(organizationId: number, keys: readonly string[]) {
  for (const key of keys) Atomics.add(cacheState.counters, dependencySlot(organizationId, key), 1);
  Atomics.add(cacheState.counters, dependencySlot(organizationId, undefined), 1);
}

/** Dependencies as [slot, value, slot, value, ...]: all still at the values recorded. */
export function dependenciesCurrent(dependencies: readonly number[]): boolean {
  for (let i = 0; i < dependencies.length; i += 2) if (slotValue(dependencies[i]) !== dependencies[i + 1]) return false;
  return true;
}
