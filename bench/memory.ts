/**
 * Resident memory of a process and of every process under it (Linux /proc). The
 * server is one process whose threads (front, renderer, libuv's, V8's) share its
 * RSS; started through tsx it runs as the child of tsx's own small process, so
 * the whole tree is counted.
 */
import fs from "node:fs";

export type ProcessMemory = { pid: number; name: string; rssBytes: number };
export type TreeMemory = { rssBytes: number; processes: ProcessMemory[] };

function status(pid: number): { name: string; rssBytes: number; ppid: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => text.match(new RegExp(`^${name}:\\s*(.*)$`, "m"))?.[1]?.trim() ?? "";
    return { name: field("Name"), rssBytes: (parseInt(field("VmRSS"), 10) || 0) * 1024, ppid: Number(field("PPid")) };
  } catch {
    return null; // gone, or not Linux
  }
}

/** The tree's RSS (VmRSS of each process, threads included), or null where /proc is not there. */
export function treeMemory(root: number): TreeMemory | null {
  const top = status(root);
  if (!top) return null;
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const process = status(Number(entry));
    if (process) parents.set(process.ppid, [...(parents.get(process.ppid) ?? []), Number(entry)]);
  }
  const processes: ProcessMemory[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    const process = pid === root ? top : status(pid);
    if (!process) continue;
    processes.push({ pid, name: process.name, rssBytes: process.rssBytes });
    queue.push(...(parents.get(pid) ?? []));
  }
  return { rssBytes: processes.reduce((sum, p) => sum + p.rssBytes, 0), processes };
}
