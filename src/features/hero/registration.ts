import type { BlockRegistration } from "@/features/editing/record";
import { loadHeroEditor } from "./editor/load";

/** The hero block's registration: "Add section here" offers it (at most one per page); it has no Create New entry. */
export const heroEditor: BlockRegistration<"hero"> = {
  type: "hero",
  label: "Hero section",
  noun: "hero",
  block: true,
  onePerPage: true,
  load: loadHeroEditor,
};
