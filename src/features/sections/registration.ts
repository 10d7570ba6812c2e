import type { BlockRegistration } from "@/features/editing/record";
import { CONTENT_ROLES } from "@/platform/tenancy/types";
import { loadSectionEditor } from "./editor/load";

/** The template section block's registration with the editing shell and the block registry. */
export const sectionEditor: BlockRegistration<"template_section"> = {
  type: "template_section",
  label: "Template section",
  noun: "section",
  block: true,
  commands: [{ id: "section", label: "New section", keywords: ["template", "block"], roles: CONTENT_ROLES, group: "content", shortcut: "mod+shift+s" }],
  load: loadSectionEditor,
};
