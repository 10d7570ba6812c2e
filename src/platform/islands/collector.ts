import type { IslandDefinition } from "./define";

/** One island met while the islands renderer renders a page: filled in after the page's own render. */
export type CollectedIsland = { n: number; definition: IslandDefinition<never>; props: unknown; hasChildren: boolean };

/**
 * The islands of the render under way. `renderToString` is synchronous, so one
 * module-wide collector serves the render that set it (nothing else runs until it
 * returns). Outside the islands renderer (an App Router page) there is none, and an
 * island renders in place.
 */
let active: CollectedIsland[] | null = null;

export function activeCollector(): CollectedIsland[] | null {
  return active;
}

/** Runs `render` with a fresh collector; answers its result and the islands it met (in the order met, nested ones after). */
export function collecting<T>(list: CollectedIsland[], render: () => T): T {
  const previous = active;
  active = list;
  try {
    return render();
  } finally {
    active = previous;
  }
}
