import { startIslands } from "@/platform/islands/client";
import type { IslandPageData } from "@/platform/islands/page-data";
import { ISLANDS } from "./islands";

/** The islands' hydration, a chunk the islands entry loads when the page has an island: with it, React. */
export function hydrateIslands(page: IslandPageData): Promise<void> {
  return startIslands(ISLANDS, page);
}
