import { describe, expect, it } from "vitest";
import { blockDefinition } from "@/features/site/server";
import { BLOCKS, type BlockType } from "./blocks";
import { BLOCK_EDITORS, EDITING, PAGE_EDITORS } from "./editors";

describe("the block registry", () => {
  it("holds each block type once, as one object carrying its editor registration", () => {
    expect(BLOCKS.map((block) => [block.editor.type, block.editor.label, block.editor.noun])).toEqual([
      ["hero", "Hero section", "hero"],
      ["template_section", "Template section", "section"],
      ["heading_section", "Heading section", "heading"],
    ]);
    for (const block of BLOCKS) {
      expect(block.editor.block, block.editor.type).toBe(true);
      expect(typeof block.editor.load, block.editor.type).toBe("function");
      expect(blockDefinition(BLOCKS, block.editor.type)).toBe(block);
    }
    expect(blockDefinition(BLOCKS, "pricing_plan")).toBeUndefined();
  });

  it("shares its registrations with the editing shell: the same objects, in the same order", () => {
    const shell = Object.entries(BLOCK_EDITORS);
    expect(shell.map(([type]) => type)).toEqual(BLOCKS.map((block) => block.editor.type));
    shell.forEach(([type, registration], index) => {
      expect(registration, type).toBe(BLOCKS[index]!.editor);
      expect(registration.type).toBe(type as BlockType);
    });
    // "Add section here" offers the block editors of the shell's one list, in its order.
    expect(PAGE_EDITORS.filter((editor) => editor.block).map((editor) => editor.label)).toEqual(["Template section", "Heading section", "Hero section"]);
    for (const registration of Object.values(BLOCK_EDITORS)) expect(PAGE_EDITORS).toContain(registration);
    // The shell is handed the same list and the block types' registrations in the registry's order.
    expect(EDITING.editors).toBe(PAGE_EDITORS);
    expect(EDITING.blocks).toEqual(BLOCKS.map((block) => block.editor));
  });

  it("gives only the hero the once-per-page rule, and the section and heading their Create New entries", () => {
    expect(BLOCKS.filter((block) => block.editor.onePerPage).map((block) => block.editor.type)).toEqual(["hero"]);
    expect(BLOCKS.flatMap((block) => (block.editor.commands ?? []).map((command) => command.id))).toEqual(["section", "heading"]);
  });
});
