import { oneOf } from "@/platform/schema/one-of";
import { TEXT_STYLE_VARIANTS } from "@/platform/style/tokens";
import { changedKeys, pickKeys } from "@/ui/draft";
import { createHeadingSchema, type HeadingInput, type HeadingSection, type HeadingUpdateInput } from "../schema";

type Translations = Record<string, string>;

/**
 * What the Heading Section editor edits: optional texts as strings ("" = none),
 * translations as maps (no entry = none). The description is the stored rich
 * text, which its editor reports changed only when the user changes it.
 */
export type HeadingDraft = {
  name: string;
  name_part_2: string;
  name_part_3: string;
  description_text: string;
  button_text: string;
  url: string;
  is_text_link: boolean;
  image: string | null;
  image_first: boolean;
  is_included_templatesection: boolean;
  background_color: string | null;
  is_gradient: boolean;
  gradient: HeadingSection["gradient"];
  text_color: string | null;
  style_variant: NonNullable<HeadingInput["style_variant"]>;
  text_style_variant: NonNullable<HeadingInput["text_style_variant"]>;
  name_translation: Translations;
  description_text_translation: Translations;
  button_text_translation: Translations;
};

/** The body of a create, less what the editor adds (the page and the place among its blocks). */
export type HeadingFieldsBody = Omit<HeadingInput, "url_page" | "order">;

export type TranslatedField = "name_translation" | "description_text_translation" | "button_text_translation";

export const EMPTY_DRAFT: HeadingDraft = {
  name: "",
  name_part_2: "",
  name_part_3: "",
  description_text: "",
  button_text: "",
  url: "",
  is_text_link: false,
  image: null,
  image_first: false,
  is_included_templatesection: false,
  background_color: null,
  is_gradient: false,
  gradient: null,
  text_color: null,
  style_variant: "default",
  text_style_variant: "default",
  name_translation: {},
  description_text_translation: {},
  button_text_translation: {},
};

export function draftFromHeading(h: HeadingSection): HeadingDraft {
  return {
    name: h.name ?? "",
    name_part_2: h.name_part_2 ?? "",
    name_part_3: h.name_part_3 ?? "",
    description_text: h.description_text ?? "",
    button_text: h.button_text ?? "",
    url: h.url ?? "",
    is_text_link: !!h.is_text_link,
    image: h.image ?? null,
    image_first: !!h.image_first,
    is_included_templatesection: !!h.is_included_templatesection,
    background_color: h.background_color ?? null,
    is_gradient: !!h.is_gradient,
    gradient: h.gradient ?? null,
    text_color: h.text_color ?? null,
    style_variant: h.style_variant === "clean" ? "clean" : "default",
    // A stored token the editor does not offer reads as the default, as the page shows it.
    text_style_variant: oneOf(TEXT_STYLE_VARIANTS, h.text_style_variant) ?? "default",
    name_translation: { ...h.name_translation },
    description_text_translation: { ...h.description_text_translation },
    button_text_translation: { ...h.button_text_translation },
  };
}

/** A translation map as sent: blank entries dropped, null when none is left. */
function cleanTranslations(map: Translations): Translations | null {
  const entries = Object.entries(map).filter(([, value]) => value.trim() !== "");
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

const trimmed = (value: string | null) => (value === null ? null : value.trim());

/** The draft as the API takes it: its texts trimmed (the rich description as it is), translations without blank entries. */
function toBody(draft: HeadingDraft): HeadingFieldsBody {
  return {
    ...draft,
    name: draft.name.trim(),
    name_part_2: draft.name_part_2.trim(),
    name_part_3: draft.name_part_3.trim(),
    button_text: draft.button_text.trim(),
    url: draft.url.trim(),
    image: trimmed(draft.image),
    background_color: trimmed(draft.background_color),
    text_color: trimmed(draft.text_color),
    name_translation: cleanTranslations(draft.name_translation),
    description_text_translation: cleanTranslations(draft.description_text_translation),
    button_text_translation: cleanTranslations(draft.button_text_translation),
  };
}

/** POST body: every field. */
export const createPayload = (draft: HeadingDraft): HeadingFieldsBody => toBody(draft);

/** PUT body: only the fields the user changed since `base` was loaded. */
export const updatePayload = (base: HeadingDraft, draft: HeadingDraft): HeadingUpdateInput => pickKeys(toBody(draft), changedKeys(base, draft));

/** Fields that show their own validation message, in the order the form shows them. */
export const CHECKED_FIELDS = ["name", "name_part_2", "name_part_3", "description_text", "button_text", "url", "image"] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];
export type FieldErrors = Partial<Record<CheckedField | "form", string>>;

/** The id of a field's input (the editor focuses the first one with an error). */
export const fieldId = (field: CheckedField) => `heading-editor-${field}`;

/** The spec's messages for what the draft is missing, per field (nothing when it can be saved). */
export function validate(draft: HeadingDraft, urlPage: string): FieldErrors {
  const check = createHeadingSchema.safeParse({ url_page: urlPage, ...createPayload(draft) });
  if (check.success) return {};
  const errors: FieldErrors = {};
  for (const issue of check.error.issues) {
    const field = (CHECKED_FIELDS as readonly unknown[]).includes(issue.path[0]) ? (issue.path[0] as CheckedField) : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}
