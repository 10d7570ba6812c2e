import { CircleHelp } from "lucide-react";
import type { SectionTypeDefinition } from "../definition";
import { HelpCenterSkeleton } from "./skeleton";
import { HelpCenterSection } from "./view";

/** The help_center type: the published help-center articles, searchable, with a link to /help-center. */
export const helpCenterType = {
  label: "Help center",
  description: "Links into help center articles",
  icon: CircleHelp,
  options: ["alignment", "fullWidth", "textStyle"],
  data: { what: "your published posts marked “Help center”, in their help-center order", link: { place: "Write a help article", command: "post" } },
  View: HelpCenterSection,
  Skeleton: HelpCenterSkeleton,
} satisfies SectionTypeDefinition;
