// What other features may import from the sections feature.
export type { TemplateSection } from "./schema";

/** The sections' editing layer of a page (Edit buttons, New section, the editor), loaded only for members. */
export const sectionEditor = {
  type: "template_section",
  load: () => import("./editor/editor-root"),
};
