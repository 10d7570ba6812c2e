import type { PageLayoutSection } from "../layout-schema";
import { ORDER_STEP } from "@/platform/db/order";

/** A block's key in the sortable list (ids repeat across types). */
export const blockKey = (block: Pick<PageLayoutSection, "type" | "id">) => `${block.type}:${block.id}`;

/** "Template section" → "template sections" (plain words for counts). */
export function plural(label: string, count: number): string {
  const word = label.toLowerCase();
  if (count === 1) return word;
  return word.endsWith("o") ? `${word}es` : `${word}s`;
}

/**
 * "2 template sections, 1 heading section": the page's blocks counted by type,
 * in the order and with the labels of `types` (the block registry's registrations).
 */
export function countsByType(blocks: readonly Pick<PageLayoutSection, "type">[], types: readonly { type: string; label: string }[]): string {
  const counts = new Map<string, number>();
  for (const block of blocks) counts.set(block.type, (counts.get(block.type) ?? 0) + 1);
  const rank = (type: string) => {
    const index = types.findIndex((t) => t.type === type);
    return index === -1 ? types.length : index;
  };
  return [...counts]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([type, count]) => `${count} ${plural(types.find((t) => t.type === type)?.label ?? fallbackLabel(type), count)}`)
    .join(", ");
}

/** The PUT body's list: every block in its new place, order 10, 20, 30 … (step 10). */
export function layoutOrders(blocks: readonly Pick<PageLayoutSection, "type" | "id">[]) {
  return blocks.map((block, index) => ({ id: block.id, type: block.type, order: (index + 1) * ORDER_STEP }));
}

/** Whether the list differs from the order it was loaded in. */
export function orderChanged(loaded: readonly PageLayoutSection[], current: readonly PageLayoutSection[]): boolean {
  return loaded.length !== current.length || loaded.some((block, i) => blockKey(block) !== blockKey(current[i]!));
}

/** "Template section" for template_section when no editor registers a label for the type. */
export const fallbackLabel = (type: string) => type.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/**
 * The user's order applied over another member's layout (Reapply my changes): the blocks
 * still on the page in the user's order, as `theirs` has them now; blocks only `theirs`
 * has (added since) keep their place in it.
 */
export function reapplyOrder(mine: readonly PageLayoutSection[], theirs: readonly PageLayoutSection[]): PageLayoutSection[] {
  const now = new Map(theirs.map((block) => [blockKey(block), block]));
  const kept = new Set(mine.map(blockKey));
  const result = mine.flatMap((block) => now.get(blockKey(block)) ?? []);
  theirs.forEach((block, index) => {
    if (!kept.has(blockKey(block))) result.splice(Math.min(index, result.length), 0, block);
  });
  return result;
}
