/** Visitor load with autocannon (in this process; the server under test runs in its own). */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Result } from "autocannon";
import { stopProcess } from "../tests/support/server";
import { onCleanUp } from "./lifecycle";
import { round } from "./stats";

export type Throughput = { rps: number; p50: number; p99: number; requests: number; failures: number };

/** GETs `url` (with a Host header and `headers`) from `connections` connections for `seconds`. */
export function visitors(url: string, headers: Record<string, string>, connections: number, seconds: number) {
  const instance = autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  const result = instance.then(summarize);
  return { result, stop: () => instance.stop() };
}

function summarize(result: Result): Throughput {
  return {
    rps: round(result.requests.average, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors,
  };
}

/** Warm-up, then the measured run; throws if any request failed. */
export async function measureThroughput(label: string, url: string, headers: Record<string, string>, connections: number, seconds: number) {
  await visitors(url, headers, connections, Math.min(2, Math.max(1, seconds / 2))).result;
  const figures = await visitors(url, headers, connections, seconds).result;
  if (figures.failures > 0 || figures.requests === 0) {
    throw new Error(`${label}: ${figures.failures} of ${figures.requests} requests failed (non-2xx or errors)`);
  }
  return figures;
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

/** Runs `work` while `connections` visitors load the site's home page (none when 0 or undefined). */
export async function withVisitors<T>(
  site: { host: string; port: number },
  connections: number | undefined,
  work: () => Promise<T>,
): Promise<{ value: T; visitors?: Throughput }> {
  if (!connections) return { value: await work() };
  const load = visitors(`http://127.0.0.1:${site.port}/`, { host: `${site.host}:${site.port}` }, connections, 3600);
  let value: T;
  try {
    value = await work();
  } finally {
    load.stop();
  }
  const figures = await load.result;
  if (figures.failures > 0) throw new Error(`${figures.failures} of ${figures.requests} visitor requests failed during the run`);
  return { value, visitors: figures };
}
