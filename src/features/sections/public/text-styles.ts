import type { BackgroundFields } from "@/platform/style/tokens";
import { textColors, type PlainColors, type TextColors } from "@/platform/style/text-colors";

export type TextVariant = "default" | "apple" | "product";

/** The stored text_style_variant ("default", "apple", "{product}") as a variant; anything else is default. */
export function textVariant(value: string | null | undefined): TextVariant {
  if (value === "apple") return "apple";
  if (value === "{product}" || value === "product") return "product";
  return "default";
}

export type TextClasses = {
  /** Above the title (product only). */
  eyebrow: string;
  title: string;
  description: string;
  metricTitle: string;
  metricDescription: string;
  /** A small decoration above each metric title ("" for none). */
  metricAccent: string;
};

/**
 * Typography of a generic section per text style variant. A fixed class table
 * so Tailwind sees every class at build time. Colours come from the custom
 * properties that textColors (src/platform/style/text-colors.ts) sets on the
 * section or card: the readable colour on a coloured background, the editor's
 * chosen colour, or the variant's plain colours (PLAIN) on the page's white.
 *
 * - default: a clean marketing section (bold title, relaxed grey body).
 * - apple: larger, tighter Apple-like type (semibold, tight tracking, big title,
 *   muted description).
 * - {product}: a product-page look: a small uppercase eyebrow rule over an
 *   extra-bold title, metrics read as a feature list with a short accent bar
 *   over each feature title and compact body text.
 */
const TEXT = "text-(--onsite-text)";
const MUTED = "text-(--onsite-text-muted)";
const ACCENT = "bg-(--onsite-accent)";

const TABLE: Record<TextVariant, TextClasses> = {
  default: {
    eyebrow: "",
    title: `text-3xl font-bold tracking-tight ${TEXT} sm:text-4xl`,
    description: `mt-4 text-lg leading-8 ${MUTED}`,
    metricTitle: `text-xl font-semibold tracking-tight ${TEXT}`,
    metricDescription: `mt-2 text-base leading-7 ${MUTED}`,
    metricAccent: "",
  },
  apple: {
    eyebrow: "",
    title: `text-4xl font-semibold tracking-tight leading-[1.05] ${TEXT} sm:text-6xl`,
    description: `mt-5 text-xl leading-relaxed font-normal ${MUTED} sm:text-2xl`,
    metricTitle: `text-2xl font-semibold tracking-tight ${TEXT}`,
    metricDescription: `mt-2 text-lg leading-relaxed ${MUTED}`,
    metricAccent: "",
  },
  product: {
    eyebrow: `mb-4 h-1 w-12 rounded-full ${ACCENT}`,
    title: `text-3xl font-extrabold tracking-tight ${TEXT} sm:text-5xl`,
    description: `mt-4 text-lg leading-8 ${MUTED}`,
    metricTitle: `text-lg font-bold ${TEXT}`,
    metricDescription: `mt-1.5 text-sm leading-6 ${MUTED}`,
    metricAccent: `mb-3 h-0.5 w-8 rounded-full ${ACCENT}`,
  },
};

/** Each variant's colours on the page's white (no background, no chosen colour); all reach 4.5:1 on white. */
export const PLAIN: Record<TextVariant, PlainColors> = {
  default: { text: "gray-900", muted: "gray-600", accent: "blue-600" },
  apple: { text: "gray-950", muted: "gray-500", accent: "blue-600" },
  product: { text: "gray-900", muted: "gray-600", accent: "blue-600" },
};

export function textClasses(variant: TextVariant): TextClasses {
  return TABLE[variant];
}

/** The text colours of a section or card: chosen, readable on its background, or the variant's plain ones. */
export function blockTextColors(variant: TextVariant, background: BackgroundFields, chosen?: string | null): TextColors {
  return textColors(background, chosen, PLAIN[variant]);
}
