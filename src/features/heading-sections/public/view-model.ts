import type { CSSProperties } from "react";
import * as z from "zod";
import { translated } from "@/platform/i18n/locales";
import { isSafeMediaUrl, mediaKind } from "@/platform/media/media";
import { backgroundStyle } from "@/platform/style/tokens";
import { isSafeLinkUrl } from "@/ui/rich-text-editor/link-url";
import { headingColors } from "./colors";

/**
 * What a heading section shows, computed in one go before anything renders, so
 * a record that cannot render fails here (and the block shows its error) rather
 * than halfway through the page's markup.
 */
export type HeadingView = {
  id: number;
  name: string;
  /** Shown after the name in the accent style (see heading-section.tsx). */
  part2: string | null;
  /** Shown after the second part, like the name. */
  part3: string | null;
  /** Sanitized rich text. */
  descriptionHtml: string;
  /** The button or text link; only when it has both a text and a safe target. */
  action: { text: string; href: string; kind: "button" | "link" } | null;
  /** A safe image URL. */
  image: string | null;
  imageFirst: boolean;
  variant: "default" | "clean";
  /** Title typography (text_style_variant). */
  typeface: "default" | "apple" | "product";
  /** The accent of the second part: a gradient on the page's plain white, else the text colour underlined. */
  accent: "gradient" | "underline";
  /** Background and text colour custom properties. */
  style: CSSProperties;
  /** is_included_templatesection: the template section right below continues this heading. */
  joinsNext: boolean;
};

const text = z.string();
const optionalText = z.string().nullish();
const flag = z.boolean().nullish();
const translations = z.record(z.string(), z.string()).nullish();
const color = z.string().nullish();

/** The stored shape a heading must have to render; values are then read leniently (unknown colours are simply not applied). */
const renderable = z.object({
  id: z.number(),
  name: text,
  name_translation: translations,
  name_part_2: optionalText,
  name_part_3: optionalText,
  description_text: text,
  description_text_translation: translations,
  button_text: optionalText,
  button_text_translation: translations,
  url: optionalText,
  image: optionalText,
  image_first: flag,
  is_included_templatesection: flag,
  background_color: color,
  is_gradient: flag,
  gradient: z.object({ from: color, via: color, to: color }).nullish(),
  style_variant: optionalText,
  text_style_variant: optionalText,
  text_color: color,
  is_text_link: flag,
});

const present = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * The view of a heading record (or an editor's draft) in a locale. `sanitize`
 * cleans rich text: the server passes the sanitizer; the editor's preview, whose
 * text is already the editor's own allow-listed output, passes it through.
 * Throws when the record does not have the shape of a heading section.
 */
export function headingView(record: unknown, locale: string, sanitize: (html: string) => string): HeadingView {
  const h = renderable.parse(record);
  const buttonText = present(translated(h.button_text, h.button_text_translation, locale));
  const href = present(h.url);
  const image = present(h.image);
  const colors = headingColors(h);
  return {
    id: h.id,
    name: translated(h.name, h.name_translation, locale).trim(),
    part2: present(h.name_part_2),
    part3: present(h.name_part_3),
    descriptionHtml: sanitize(translated(h.description_text, h.description_text_translation, locale)),
    action: buttonText && href && isSafeLinkUrl(href) ? { text: buttonText, href, kind: h.is_text_link ? "link" : "button" } : null,
    image: image && isSafeMediaUrl(image) && mediaKind(image) === "image" ? image : null,
    imageFirst: !!h.image_first,
    variant: h.style_variant === "clean" ? "clean" : "default",
    typeface: h.text_style_variant === "apple" ? "apple" : h.text_style_variant === "{product}" ? "product" : "default",
    accent: colors.plain ? "gradient" : "underline",
    style: { ...backgroundStyle(h), ...colors.vars },
    joinsNext: !!h.is_included_templatesection,
  };
}

/** The name to show in "Error rendering section: {name}" for any record, however broken. */
export function headingErrorName(record: unknown): string {
  const name = record && typeof record === "object" ? (record as { name?: unknown }).name : undefined;
  if (typeof name === "string" && name.trim()) return name.trim();
  if (typeof name === "number" || typeof name === "boolean") return String(name);
  const id = record && typeof record === "object" ? (record as { id?: unknown }).id : undefined;
  return typeof id === "number" ? `heading #${id}` : "heading";
}
