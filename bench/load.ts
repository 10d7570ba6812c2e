/**
 * Visitor load. wrk (its own process, two threads) when it is installed; else
 * autocannon in this process, which saturates one core and so caps every figure.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stopProcess } from "../tests/support/server";
import { onCleanUp } from "./lifecycle";
import { round } from "./stats";
import { findWrk, runWrk, type HostCounts } from "./wrk";

export type { HostCounts } from "./wrk";

/** Latency in milliseconds; `failures`: non-2xx answers, socket errors and timeouts. */
export type Throughput = { rps: number; p50: number; p99: number; requests: number; failures: number; failureDetail?: string };
export type LoadFigures = Throughput & { hosts: HostCounts[] };

export type LoadGenerator = { kind: "wrk" | "autocannon"; bin: string; label: string; capped: boolean };

let generator: LoadGenerator | undefined;

/** wrk if it is there, else the autocannon fallback (decided once per run). */
export function loadGenerator(): LoadGenerator {
  if (generator) return generator;
  const wrk = findWrk();
  generator = wrk
    ? { kind: "wrk", bin: wrk.bin, label: `wrk ${wrk.version}, 2 threads`, capped: false }
    : { kind: "autocannon", bin: "", label: "autocannon (fallback: wrk not found; figures capped by the load generator)", capped: true };
  return generator;
}

export const CAPPED_WARNING =
  "wrk was not found: the visitor load falls back to autocannon, which runs in the benchmark's own Node process and saturates one core. " +
  "Every throughput figure below, and every ratio to the bare server, is capped by the load generator, not by the server. " +
  "Install wrk (Debian: apt-get install wrk) for real figures.";

export type VisitorOptions = {
  url: string;
  /** Request headers, `host` included. */
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  /**
   * Spread the load over these Host headers (one wrk thread, or one autocannon
   * instance, per host) and count each host's responses and cache hits.
   */
  hosts?: string[];
};

/** Starts the load; `result` resolves when it ends (after `seconds`, or after `stop()`). */
export function visitors(options: VisitorOptions): { result: Promise<LoadFigures>; stop: () => void } {
  const gen = loadGenerator();
  if (gen.kind === "wrk") {
    const run = runWrk({ bin: gen.bin, ...options });
    const result = run.result.then((figures): LoadFigures => {
      const hostNon2xx = figures.hosts.reduce((sum, h) => sum + h.non2xx, 0);
      const { connect, read, write, timeout, status } = figures.errors;
      const non2xx = Math.max(status, hostNon2xx);
      const failures = non2xx + connect + read + write + timeout;
      return {
        rps: figures.rps,
        p50: figures.p50,
        p99: figures.p99,
        requests: figures.requests,
        failures,
        failureDetail: failures ? `non-2xx ${non2xx}, socket errors: connect ${connect}, read ${read}, write ${write}, timeout ${timeout}` : undefined,
        hosts: figures.hosts,
      };
    });
    return { result, stop: run.stop };
  }
  return autocannonVisitors(options);
}

type Autocannon = typeof import("autocannon");

function autocannonVisitors(options: VisitorOptions): { result: Promise<LoadFigures>; stop: () => void } {
  let stopped = false;
  const instances: { stop(): void }[] = [];
  const result = (async (): Promise<LoadFigures> => {
    const { default: autocannon } = (await import("autocannon")) as Autocannon;
    const common = Object.fromEntries(Object.entries(options.headers).filter(([name]) => name.toLowerCase() !== "host"));
    const targets = options.hosts?.length ? options.hosts : [options.headers.host ?? new URL(options.url).host];
    const perTarget = Math.max(1, Math.round(options.connections / targets.length));
    const counts: HostCounts[] = targets.map((host) => ({ host, responses: 0, hits: 0, non2xx: 0 }));
    const runs = targets.map((host, i) => {
      const count = counts[i]!;
      const instance = autocannon({
        url: options.url,
        connections: perTarget,
        duration: options.seconds,
        timeout: 10,
        headers: { ...common, host },
        requests: options.hosts?.length
          ? [
              {
                method: "GET",
                path: new URL(options.url).pathname,
                headers: { ...common, host },
                onResponse: (status, _body, _context, headers) => {
                  count.responses++;
                  if (status < 200 || status > 299) count.non2xx++;
                  const cache = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "x-onsite-cache")?.[1];
                  if (cache === "HIT") count.hits++;
                },
              },
            ]
          : undefined,
      });
      instances.push(instance);
      if (stopped) instance.stop();
      return instance;
    });
    const results = await Promise.all(runs);
    const failures = results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
    return {
      rps: round(
        results.reduce((sum, r) => sum + r.requests.average, 0),
        0,
      ),
      // One instance per host: the slowest instance's percentiles stand for all.
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      requests: results.reduce((sum, r) => sum + r.requests.total, 0),
      failures,
      failureDetail: failures ? results.map((r) => `non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`).join("; ") : undefined,
      hosts: options.hosts?.length ? counts : [],
    };
  })();
  return {
    result,
    stop: () => {
      stopped = true;
      for (const instance of instances) instance.stop();
    },
  };
}

const throughput = ({ rps, p50, p99, requests, failures, failureDetail }: LoadFigures): Throughput => ({ rps, p50, p99, requests, failures, failureDetail });

/** Throws if any request of the run failed (or none was made). */
export function checkLoad<T extends Throughput>(label: string, figures: T): T {
  if (figures.failures > 0 || figures.requests === 0) {
    throw new Error(`${label}: ${figures.failures} of ${figures.requests} requests failed (${figures.failureDetail ?? "no requests"})`);
  }
  return figures;
}

/** A short warm-up, then the measured run; throws if any request failed. */
export async function measureThroughput(label: string, url: string, headers: Record<string, string>, connections: number, seconds: number) {
  checkLoad(`${label} (warm-up)`, await visitors({ url, headers, connections, seconds: Math.min(2, Math.max(1, Math.round(seconds / 2))) }).result);
  return throughput(checkLoad(label, await visitors({ url, headers, connections, seconds }).result));
}

/** Starts bench/bare-server.mjs in its own process serving `body` with `headers`; resolves to its port. */
export async function startBareServer(body: Buffer, headers: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "onsite-bench-bare-"));
  const removeDir = onCleanUp(`remove ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, "page.html");
  fs.writeFileSync(file, body);
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "bare-server.mjs"), file, JSON.stringify(headers)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = onCleanUp("stop the bare server", () => stopProcess(child));
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/bare server on (\d+)/);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    port,
    stop: async () => {
      await stop();
      await removeDir();
    },
  };
}

/**
 * Runs `work` while `connections` visitors load the site's home page (none when 0 or undefined);
 * throws if a visitor request failed, unless `failuresExpected` (then they are only counted).
 */
export async function withVisitors<T>(
  site: { host: string; port: number },
  connections: number | undefined,
  work: () => Promise<T>,
  options: { failuresExpected?: boolean } = {},
): Promise<{ value: T; visitors?: Throughput }> {
  if (!connections) return { value: await work() };
  const load = visitors({ url: `http://127.0.0.1:${site.port}/`, headers: { host: `${site.host}:${site.port}` }, connections, seconds: 3600 });
  let value: T;
  try {
    value = await work();
  } catch (error) {
    load.stop();
    await load.result.catch(() => undefined);
    throw error;
  }
  load.stop();
  const figures = throughput(await load.result);
  return { value, visitors: options.failuresExpected ? figures : checkLoad("visitor requests during the run", figures) };
}
