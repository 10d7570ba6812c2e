/** Messages between the front thread (serve.ts) and the renderer thread (renderer.ts). */
export const FRONT_SECRET_HEADER = "x-onsite-front";

export type ToRenderer =
  | { type: "host"; id: number; host: string }
  | { type: "scriptOrigins"; id: number; host: string }
  | { type: "listening"; port: number }
  /** The front thread answered a kept redirect of an organization's (issue 43 §2): one more hit. */
  | { type: "redirectHit"; id: number }
  | { type: "stop" };

export type FromRenderer =
  | { type: "ready"; port: number; kind: string }
  | { type: "host"; id: number; organizationId: number | null }
  | { type: "scriptOrigins"; id: number; origins: string[] }
  | { type: "fatal"; message: string }
  /** What a page render read (src/platform/cache/front-cache.ts), sent before its answer ends. */
  | { type: "reads"; id: string; untracked: boolean; dependencies: number[] }
  | { type: "stopped" };
