/**
 * wrk (C, multi-threaded; Debian's package) as a child process, with bench/wrk.lua.
 * Figures come from the script's JSON line; if it is missing (a wrk whose Lua
 * failed), from wrk's own text output.
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { stopProcess } from "../tests/support/server";
import { onCleanUp } from "./lifecycle";
import { round } from "./stats";

export const WRK_SCRIPT = path.join(import.meta.dirname, "wrk.lua");

/** Per host (multi-host runs only): responses, those with `x-onsite-cache: HIT`, those not 2xx. */
export type HostCounts = { host: string; responses: number; hits: number; non2xx: number };

/**
 * bench/wrk-zipf.lua's counts: in all, responses, hits and statuses outside 2xx;
 * requests sent per host; 2xx responses per organization id (from the ETag).
 */
export type ZipfCounts = { responses: number; hits: number; non2xx: number; sent: Record<string, number>; answered: Record<string, number> };

export type WrkFigures = {
  requests: number;
  seconds: number;
  rps: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  errors: { connect: number; read: number; write: number; timeout: number; status: number };
  hosts: HostCounts[];
  /** Only with bench/wrk-zipf.lua. */
  zipf?: ZipfCounts;
};

/** The wrk binary to use (`ONSITE_BENCH_WRK`, default `wrk` on the PATH) and its version, or null if there is none. */
export function findWrk(): { bin: string; version: string } | null {
  const bin = process.env.ONSITE_BENCH_WRK ?? "wrk";
  if (!bin || bin === "none") return null;
  const probe = spawnSync(bin, ["--version"], { encoding: "utf8" });
  if (probe.error) return null;
  const version = `${probe.stdout}${probe.stderr}`.match(/wrk\s+(\S+)/)?.[1];
  return version ? { bin, version } : null;
}

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const toMs = (value: string, unit: string) => Number(value) * UNITS[unit]!;

/** Parses wrk's output: the ONSITE_WRK_JSON line if there is one, else the human-readable text. */
export function parseWrkOutput(output: string): WrkFigures {
  const json = output.match(/^ONSITE_WRK_JSON (\{.*\})\s*$/m)?.[1];
  if (json) {
    const data = JSON.parse(json) as {
      requests: number;
      duration_us: number;
      errors: WrkFigures["errors"];
      latency_us: { p50: number; p99: number };
      hosts: HostCounts[];
      zipf?: ZipfCounts;
    };
    const seconds = data.duration_us / 1e6;
    return {
      requests: data.requests,
      seconds: round(seconds, 2),
      rps: seconds > 0 ? Math.round(data.requests / seconds) : 0,
      p50: round(data.latency_us.p50 / 1000, 2),
      p99: round(data.latency_us.p99 / 1000, 2),
      errors: data.errors,
      hosts: data.hosts,
      ...(data.zipf ? { zipf: data.zipf } : {}),
    };
  }
  const total = output.match(/^\s*(\d+) requests in ([\d.]+)(us|ms|s|m|h)\b/m);
  const rps = output.match(/^Requests\/sec:\s*([\d.]+)/m);
  if (!total || !rps) throw new Error(`could not read wrk's output:\n${output.slice(-2000)}`);
  const percentile = (p: number) => {
    const match = output.match(new RegExp(`^\\s*${p}(?:\\.0+)?%\\s+([\\d.]+)(us|ms|s|m|h)\\s*$`, "m"));
    if (!match) throw new Error(`wrk printed no ${p}% latency (was --latency given?):\n${output.slice(-2000)}`);
    return round(toMs(match[1]!, match[2]!), 2);
  };
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const status = output.match(/Non-2xx or 3xx responses: (\d+)/);
  return {
    requests: Number(total[1]),
    seconds: round(toMs(total[2]!, total[3]!) / 1000, 2),
    rps: Math.round(Number(rps[1])),
    p50: percentile(50),
    p99: percentile(99),
    errors: {
      connect: Number(socket?.[1] ?? 0),
      read: Number(socket?.[2] ?? 0),
      write: Number(socket?.[3] ?? 0),
      timeout: Number(socket?.[4] ?? 0),
      status: Number(status?.[1] ?? 0),
    },
    hosts: [],
  };
}

export type WrkOptions = {
  bin: string;
  url: string;
  /** Sent with every request; `host` included (overridden per thread when `hosts` are given). */
  headers: Record<string, string>;
  connections: number;
  /** Run length; stop() ends the run early (wrk prints its figures on SIGINT). */
  seconds: number;
  /** One wrk thread per host, each sending its host's Host header; counts per host. */
  hosts?: string[];
  threads?: number;
  /** Another script than bench/wrk.lua (with `threads` threads), and its arguments after the URL. */
  script?: { file: string; args: string[] };
};

/** Starts wrk; `result` resolves to its figures when it ends (after `seconds`, or after `stop()`). */
export function runWrk(options: WrkOptions): { result: Promise<WrkFigures>; stop: () => void } {
  const hosts = options.hosts ?? [];
  const threads = hosts.length || Math.max(1, Math.min(options.threads ?? 2, options.connections));
  const connections = hosts.length ? hosts.length * Math.max(1, Math.round(options.connections / hosts.length)) : options.connections;
  const script = options.script?.file ?? WRK_SCRIPT;
  const args = [`-t${threads}`, `-c${connections}`, `-d${Math.max(1, Math.round(options.seconds))}s`, "--latency", "--timeout", "10s", "-s", script];
  for (const [name, value] of Object.entries(options.headers)) args.push("-H", `${name}: ${value}`);
  args.push(options.url, ...hosts, ...(options.script?.args ?? []));

  const child = spawn(options.bin, args, { stdio: ["ignore", "pipe", "pipe"] });
  const unregister = onCleanUp(`stop wrk (pid ${child.pid})`, () => stopProcess(child));
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const result = new Promise<WrkFigures>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => {
      void unregister();
      if (code !== 0) return reject(new Error(`wrk exited with ${code ?? signal}: ${stderr.trim() || stdout.slice(-1000)}`));
      if (stderr.trim()) console.error(`wrk: ${stderr.trim()}`);
      try {
        resolve(parseWrkOutput(stdout));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
  // wrk ignores SIGINT for a moment while it starts its threads: repeat until it ends.
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = () => {
    if (!running()) return;
    child.kill("SIGINT");
    let tries = 0;
    const again = setInterval(() => {
      if (!running()) clearInterval(again);
      else if (++tries < 20) child.kill("SIGINT");
      else {
        clearInterval(again);
        child.kill("SIGKILL");
      }
    }, 500);
    again.unref();
  };
  return { result, stop };
}
