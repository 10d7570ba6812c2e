// The heading section block's registration with the editing shell and the block
// registry. The editor itself (./editor) loads lazily when first used.
import type { BlockRegistration } from "@/features/editing/record";
import { CONTENT_ROLES } from "@/platform/tenancy/types";
import { loadHeadingSectionEditor } from "./editor/load";

export const headingSectionEditor: BlockRegistration<"heading_section"> = {
  type: "heading_section",
  label: "Heading section",
  noun: "heading",
  block: true,
  commands: [{ id: "heading", label: "New heading", keywords: ["title", "block"], roles: CONTENT_ROLES, group: "content", shortcut: "mod+shift+h" }],
  load: loadHeadingSectionEditor,
};
