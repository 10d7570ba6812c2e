import fs from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";

/**
 * Profiles this thread's CPU from now until the returned stop(), which writes a
 * `.cpuprofile` (open it in Chrome DevTools → Performance) into `dir`. For the
 * renderer thread, which `node --cpu-prof` cannot reach from NODE_OPTIONS.
 */
export async function startCpuProfile(dir: string, name: string): Promise<() => Promise<string>> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
  await session.post("Profiler.start");
  return async () => {
    const { profile } = await session.post("Profiler.stop");
    session.disconnect();
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${name}-${Date.now()}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    return file;
  };
}
