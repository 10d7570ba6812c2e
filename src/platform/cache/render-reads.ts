import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one page render read, collected while it runs (the renderer thread wraps each
 * request in `renderReads.run`): each cached read's dependency as [slot, value] pairs,
 * and whether it touched the database outside a cached read (`untracked`: the page then
 * depends on every save of its organization that names keys). Reads inside a cached
 * read's load are that read's, not the page's. One store per process (globalThis): the
 * server script and Next's bundle each load their own copy of this module.
 */
export type RenderReads = { dependencies: number[]; untracked: boolean; inRead: boolean };

const g = globalThis as unknown as { __onsiteRenderReads?: AsyncLocalStorage<RenderReads> };

export const renderReads: AsyncLocalStorage<RenderReads> = (g.__onsiteRenderReads ??= new AsyncLocalStorage<RenderReads>());

/** A fresh record for one render. */
export const newRenderReads = (): RenderReads => ({ dependencies: [], untracked: false, inRead: false });

/** The database is being opened: outside a cached read's load, the render now depends on everything. */
export function noteDatabaseUse() {
  const reads = renderReads.getStore();
  if (reads && !reads.inRead) reads.untracked = true;
}
