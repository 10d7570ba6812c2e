import { deriveSectionType, GRID_COLUMNS, TYPE_FLAGS, type SectionType, type TemplateSection } from "../schema";
import { offers } from "../types/registry";

/**
 * What the Template Section editor edits. The description is the stored rich
 * text, edited by the rich text editor, which reports a change only when the
 * user makes one (so an untouched description equals the loaded one exactly).
 */
export type SectionDraft = Pick<
  TemplateSection,
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
  | "is_slider"
>;

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
    text_style_variant: section.text_style_variant || "default",
    grid_columns: section.grid_columns || GRID_COLUMNS.default,
    image_metrics_height: section.image_metrics_height ?? null,
    is_full_width: !!section.is_full_width,
    is_section_title_aligned_center: !!section.is_section_title_aligned_center,
    is_section_title_aligned_right: !!section.is_section_title_aligned_right && !section.is_section_title_aligned_center,
    is_image_bottom: !!section.is_image_bottom,
    is_slider: !!section.is_slider,
  };
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function changedKeys(base: SectionDraft, draft: SectionDraft): DraftKey[] {
  return KEYS.filter((key) => !same(base[key], draft[key]));
}

/** The API payload of these fields: the title trimmed, the type's flags set alongside section_type. */
function toPayload(draft: SectionDraft, keys: DraftKey[]): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const key of keys) {
    if (key === "section_title") payload[key] = draft[key].trim();
    else payload[key] = draft[key];
  }
  if (keys.includes("section_type")) {
    for (const [type, flag] of Object.entries(TYPE_FLAGS)) payload[flag] = draft.section_type === type;
  }
  return payload;
}

/** POST body: every field. */
export function createPayload(draft: SectionDraft): Record<string, unknown> {
  return toPayload(draft, KEYS);
}

/** PUT body: only the fields the user changed since `base` was loaded (an untouched description is never sent). */
export function updatePayload(base: SectionDraft, draft: SectionDraft): Record<string, unknown> {
  return toPayload(draft, changedKeys(base, draft));
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
