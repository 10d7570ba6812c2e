import type { Tone } from "./section-layout";

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
 * so Tailwind sees every class at build time.
 *
 * - default: a clean marketing section (bold title, relaxed grey body).
 * - apple: larger, tighter Apple-like type (semibold, tight tracking, big title,
 *   muted description).
 * - {product}: a product-page look: a small uppercase eyebrow rule over an
 *   extra-bold title, metrics read as a feature list with a short accent bar
 *   over each feature title and compact body text.
 */
const TABLE: Record<TextVariant, Record<Tone, TextClasses>> = {
  default: {
    light: {
      eyebrow: "",
      title: "text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl",
      description: "mt-4 text-lg leading-8 text-gray-600",
      metricTitle: "text-xl font-semibold tracking-tight text-gray-900",
      metricDescription: "mt-2 text-base leading-7 text-gray-600",
      metricAccent: "",
    },
    dark: {
      eyebrow: "",
      title: "text-3xl font-bold tracking-tight text-white sm:text-4xl",
      description: "mt-4 text-lg leading-8 text-white/80",
      metricTitle: "text-xl font-semibold tracking-tight text-white",
      metricDescription: "mt-2 text-base leading-7 text-white/80",
      metricAccent: "",
    },
  },
  apple: {
    light: {
      eyebrow: "",
      title: "text-4xl font-semibold tracking-tight leading-[1.05] text-gray-950 sm:text-6xl",
      description: "mt-5 text-xl leading-relaxed font-normal text-gray-500 sm:text-2xl",
      metricTitle: "text-2xl font-semibold tracking-tight text-gray-950",
      metricDescription: "mt-2 text-lg leading-relaxed text-gray-500",
      metricAccent: "",
    },
    dark: {
      eyebrow: "",
      title: "text-4xl font-semibold tracking-tight leading-[1.05] text-white sm:text-6xl",
      description: "mt-5 text-xl leading-relaxed font-normal text-white/70 sm:text-2xl",
      metricTitle: "text-2xl font-semibold tracking-tight text-white",
      metricDescription: "mt-2 text-lg leading-relaxed text-white/70",
      metricAccent: "",
    },
  },
  product: {
    light: {
      eyebrow: "mb-4 h-1 w-12 rounded-full bg-blue-600",
      title: "text-3xl font-extrabold tracking-tight text-gray-900 sm:text-5xl",
      description: "mt-4 text-lg leading-8 text-gray-600",
      metricTitle: "text-lg font-bold text-gray-900",
      metricDescription: "mt-1.5 text-sm leading-6 text-gray-600",
      metricAccent: "mb-3 h-0.5 w-8 rounded-full bg-blue-600",
    },
    dark: {
      eyebrow: "mb-4 h-1 w-12 rounded-full bg-white/80",
      title: "text-3xl font-extrabold tracking-tight text-white sm:text-5xl",
      description: "mt-4 text-lg leading-8 text-white/80",
      metricTitle: "text-lg font-bold text-white",
      metricDescription: "mt-1.5 text-sm leading-6 text-white/80",
      metricAccent: "mb-3 h-0.5 w-8 rounded-full bg-white/80",
    },
  },
};

export function textClasses(variant: TextVariant, tone: Tone): TextClasses {
  return TABLE[variant][tone];
}
