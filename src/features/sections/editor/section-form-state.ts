import { oneOf } from "@/platform/schema/one-of";
import { IMAGE_HEIGHT_OPTIONS, TEXT_STYLE_VARIANTS } from "@/platform/style/tokens";
import { changedFields, sameValue } from "@/ui/draft";
import { deriveSectionType, GRID_COLUMNS, TYPE_FLAGS, type SectionInput, type SectionType, type SectionUpdateInput, type TemplateSection } from "../schema";
import { offers } from "../types/registry";

/**
 * What the Template Section editor edits: these fields of the schema as a client
 * sends them (sectionFields' input), every one present and the type always set.
 * The description is the stored rich text, edited by the rich text editor, which
 * reports a change only when the user makes one (so an untouched description
 * equals the loaded one exactly).
 */
export type SectionDraft = Required<Pick<SectionInput, Exclude<EditedField, "section_type">>> & { section_type: SectionType };

type EditedField =
  | "section_title"
  | "section_description"
  | "section_title_translation"
  | "section_description_translation"
  | "section_type"
  | "background_color"
  | "is_gradient"
  | "gradient"
  | "text_color"
  | "text_style_variant"
  | "grid_columns"
  | "image_metrics_height"
  | "is_full_width"
  | "is_section_title_aligned_center"
  | "is_section_title_aligned_right"
  | "is_image_bottom"
  | "is_slider";

/** The body of a create, less what the editor adds (the page and the place among its blocks). */
export type SectionFieldsBody = Omit<SectionInput, "url_page" | "order">;

export type DraftKey = keyof SectionDraft;
export type Alignment = "left" | "center" | "right";

export const EMPTY_DRAFT: SectionDraft = {
  section_title: "",
  section_description: "",
  section_title_translation: null,
  section_description_translation: null,
  section_type: "general",
  background_color: null,
  is_gradient: false,
  gradient: null,
  text_color: null,
  text_style_variant: "default",
  grid_columns: GRID_COLUMNS.default,
  image_metrics_height: null,
  is_full_width: false,
  is_section_title_aligned_center: false,
  is_section_title_aligned_right: false,
  is_image_bottom: false,
  is_slider: false,
};

const KEYS = Object.keys(EMPTY_DRAFT) as DraftKey[];

export function draftFromSection(section: TemplateSection): SectionDraft {
  return {
    section_title: section.section_title ?? "",
    section_description: section.section_description ?? "",
    section_title_translation: section.section_title_translation ?? null,
    section_description_translation: section.section_description_translation ?? null,
    section_type: deriveSectionType(section),
    background_color: section.background_color ?? null,
    is_gradient: !!section.is_gradient,
    gradient: section.gradient ?? null,
    text_color: section.text_color ?? null,
    // A stored token the editor does not offer reads as the default, as the page shows it.
    text_style_variant: oneOf(TEXT_STYLE_VARIANTS, section.text_style_variant) ?? "default",
    grid_columns: section.grid_columns || GRID_COLUMNS.default,
    image_metrics_height: oneOf(IMAGE_HEIGHT_OPTIONS, section.image_metrics_height) ?? null,
    is_full_width: !!section.is_full_width,
    is_section_title_aligned_center: !!section.is_section_title_aligned_center,
    is_section_title_aligned_right: !!section.is_section_title_aligned_right && !section.is_section_title_aligned_center,
    is_image_bottom: !!section.is_image_bottom,
    is_slider: !!section.is_slider,
  };
}

export function changedKeys(base: SectionDraft, draft: SectionDraft): DraftKey[] {
  return KEYS.filter((key) => !sameValue(base[key], draft[key]));
}

type TypeFlags = Record<(typeof TYPE_FLAGS)[keyof typeof TYPE_FLAGS], boolean>;

/** Every type's flag, set for this type only (sent alongside section_type). */
function typeFlags(type: SectionType): TypeFlags {
  return Object.fromEntries(Object.entries(TYPE_FLAGS).map(([flagged, flag]) => [flag, flagged === type])) as TypeFlags;
}

/** POST body: every field, the title trimmed, the type's flags set alongside section_type. */
export function createPayload(draft: SectionDraft): SectionFieldsBody {
  return { ...draft, section_title: draft.section_title.trim(), ...typeFlags(draft.section_type) };
}

/** PUT body: only the fields the user changed since `base` was loaded (an untouched description is never sent), the title trimmed, the type's flags with a new type. */
export function updatePayload(base: SectionDraft, draft: SectionDraft): SectionUpdateInput {
  const changed = changedFields(base, draft);
  return {
    ...changed,
    ...(changed.section_title === undefined ? {} : { section_title: changed.section_title.trim() }),
    ...(changed.section_type === undefined ? {} : typeFlags(changed.section_type)),
  };
}

/** The user's changes (draft vs oldBase) applied over a newer server version. */
export function rebase(oldBase: SectionDraft, draft: SectionDraft, newBase: SectionDraft): SectionDraft {
  const next = { ...newBase };
  for (const key of changedKeys(oldBase, draft)) (next as Record<DraftKey, unknown>)[key] = draft[key];
  return next;
}

export function alignmentOf(draft: SectionDraft): Alignment {
  if (draft.is_section_title_aligned_center) return "center";
  if (draft.is_section_title_aligned_right) return "right";
  return "left";
}

export function withAlignment(alignment: Alignment): Pick<SectionDraft, "is_section_title_aligned_center" | "is_section_title_aligned_right"> {
  return { is_section_title_aligned_center: alignment === "center", is_section_title_aligned_right: alignment === "right" };
}

/** Choosing a type: an option the type does not offer is switched off (the slider exists for general sections only). */
export function withType(draft: SectionDraft, type: SectionType): SectionDraft {
  return { ...draft, section_type: type, is_slider: offers(type, "slider") ? draft.is_slider : false };
}
