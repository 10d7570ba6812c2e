import "server-only";
import { blockKey, cachedPageBlocks } from "@/platform/cache";
import { headingSectionEditor } from "../registration";
import type { HeadingSection } from "../schema";
import { templateHeadingSections } from "../tables";
import { headingBlocks } from "./records";

/** One heading section's record's key (its saves in place name it). */
export const headingKey = (id: number) => blockKey(headingSectionEditor.type, id);

/** The heading sections of one page (a stored page path), in order: the page's ids and each record, cached apart (cachedPageBlocks). */
export async function loadPageHeadings(organizationId: number, urlPage: string): Promise<HeadingSection[]> {
  return cachedPageBlocks(organizationId, urlPage, { table: templateHeadingSections, key: "page-headings", recordKey: headingKey, ...headingBlocks });
}
