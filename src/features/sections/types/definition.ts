import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import type { Tone } from "../public/section-layout";
import type { TemplateSection } from "../schema";
import type { SectionContent } from "./content";

/**
 * The Template Section editor's layout options (its Layout dropdown). A type
 * lists the ones that mean something for it: the editor offers only those, and
 * a view that several types share reads them to know what to honour.
 */
export const SECTION_OPTIONS = ["columns", "alignment", "slider", "fullWidth", "imageBottom", "imageHeight", "textStyle"] as const;
export type SectionOption = (typeof SECTION_OPTIONS)[number];

/** What a type's public view gets: the section, the locale, and the tone of the section's background. */
export type SectionViewProps = {
  section: TemplateSection;
  locale: string;
  /** Tone of the section background (see textColors); text colours come from the section's custom properties. */
  tone: Tone;
  /** The options this section's type honours (a type shown by another type's view passes its own). */
  options: readonly SectionOption[];
  /** The type's data from its owning feature (./content.ts); {} when the type has none or it did not load. */
  content: SectionContent;
};

export type SectionSkeletonProps = {
  /** Placeholder columns on desktop (default 3). */
  columns?: number;
  /** Placeholder items (default: one row). */
  items?: number;
  /** Screen-reader text. */
  label?: string;
};

/**
 * Where a type's data is edited, as the section editor says it: "This section
 * shows {what}." and a link that opens that place in a new tab (`#open=` links of
 * the editing shell): a Global Settings tab, or a Create New entry.
 */
export type SectionTypeData = {
  what: string;
  /** The link: its words ("Edit FAQs in Global Settings") and what it opens (a Global Settings tab, else a Create New entry). */
  link?: { place: string; settingsTab: string } | { place: string; command: string };
};

/**
 * One section type (spec/editors.md §4, spec/visitor.md "Template section
 * rendering"), registered once in ./registry.ts: its words in the editor's
 * section-type picker, the editor options that mean something for it, its public
 * view and its loading skeleton. The data a view shows comes from the feature
 * that owns it, through that feature's index.ts.
 */
export type SectionTypeDefinition = {
  /** The picker's label ("General", "Reviews"). */
  label: string;
  /** The picker's one line under the label. */
  description: string;
  icon: LucideIcon;
  options: readonly SectionOption[];
  /** Where its data is edited (none: the section's own fields and metrics are its content). */
  data?: SectionTypeData;
  /** The content inside the section's frame (the frame draws the background; see public/template-sections.tsx). */
  View: ComponentType<SectionViewProps>;
  Skeleton: ComponentType<SectionSkeletonProps>;
};
